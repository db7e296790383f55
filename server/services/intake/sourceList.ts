import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Source, SourceFilter } from '../../../domain/intake/source';
import type { Tx } from '../../db/client';
import { blobs, sourceFiles, sourcePages, sources } from '../../db/schema/index';
import { notFound } from '../../errors';
import { inScope, loadSource, type SourceScope } from './sourceAccess';
import { presentList, scanCountsWhere, waitingInSplitter } from './splitter';

const nextDay = (date: string) => new Date(new Date(date).getTime() + 24 * 60 * 60 * 1000).toISOString();

/** The condition of the source overviews' filters (spec 002 §2); dates are whole days, "until" inclusive. */
function filtered(scope: SourceScope, filter: SourceFilter): SQL {
  return and(
    inScope(scope),
    filter.companyId ? eq(sources.companyId, filter.companyId) : undefined,
    filter.documentType ? eq(sources.documentType, filter.documentType) : undefined,
    filter.originalType ? eq(sources.originalType, filter.originalType) : undefined,
    filter.number !== undefined ? eq(sources.sourceNumber, filter.number) : undefined,
    filter.blocked !== undefined ? eq(sources.isBlocked, filter.blocked) : undefined,
    filter.userId ? eq(sources.currentUserId, filter.userId) : undefined,
    filter.createdBy ? eq(sources.createdBy, filter.createdBy) : undefined,
    filter.status ? eq(sources.status, filter.status) : undefined,
    filter.dateAddedFrom ? gte(sources.created, filter.dateAddedFrom) : undefined,
    filter.dateAddedUntil ? lt(sources.created, nextDay(filter.dateAddedUntil)) : undefined,
    filter.lastChangedFrom ? gte(sources.updatedAt, filter.lastChangedFrom) : undefined,
    filter.lastChangedUntil ? lt(sources.updatedAt, nextDay(filter.lastChangedUntil)) : undefined,
  ) as SQL;
}

/** GET /Source: one page of the sources matching the filters, newest first, and how many match. */
export async function listSources(
  tx: Tx,
  scope: SourceScope,
  filter: SourceFilter & { currentPage: number; pageSize: number },
): Promise<{ Items: Source[]; TotalCount: number }> {
  const where = filtered(scope, filter);
  const rows = await tx
    .select()
    .from(sources)
    .where(where)
    .orderBy(desc(sources.created), desc(sources.sourceNumber))
    .limit(filter.pageSize)
    .offset((filter.currentPage - 1) * filter.pageSize);
  const [total] = await tx.select({ count: count() }).from(sources).where(where);
  return { Items: await presentList(tx, rows), TotalCount: total.count };
}

/** GET /Source/GetScanCounts: sources waiting in the splitter, in total and per company. */
export const sourceScanCounts = (tx: Tx, scope: SourceScope) =>
  scanCountsWhere(tx, waitingInSplitter(scope, {}));

/** The stored bytes of a rendered page of a source in the scope: its storage key, or 404. */
export async function pageImageKey(tx: Tx, scope: SourceScope, sourcePageId: string): Promise<string> {
  const [row] = await tx
    .select({ storageKey: blobs.storageKey })
    .from(sourcePages)
    .innerJoin(sources, eq(sources.id, sourcePages.sourceId))
    .innerJoin(blobs, eq(blobs.id, sourcePages.blobId))
    .where(and(eq(sourcePages.id, sourcePageId), inScope(scope)));
  if (!row) throw notFound('Source_Not_Found');
  return row.storageKey;
}

/** An original file of a source (by position): storage key, name and content type, or 404. */
export async function originalFile(tx: Tx, scope: SourceScope, id: string, position: number) {
  await loadSource(tx, scope, id);
  const [row] = await tx
    .select({ storageKey: blobs.storageKey, fileName: sourceFiles.fileName, contentType: blobs.contentType })
    .from(sourceFiles)
    .innerJoin(blobs, eq(blobs.id, sourceFiles.blobId))
    .where(and(eq(sourceFiles.sourceId, id), eq(sourceFiles.position, position)))
    .orderBy(asc(sourceFiles.position));
  if (!row) throw notFound('Source_Not_Found');
  return row;
}
