import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { ScanCounts, Source } from '../../../domain/intake/source';
import type { Tx } from '../../db/client';
import { documents, sourceDocuments, sourcePages, sources } from '../../db/schema/index';
import { presentSource } from '../../presenters/source';
import type { Actor } from '../users/actor';
import { BlockTimeoutMs, inScope, loadSource, type SourceScope } from './sourceAccess';

/** Which sources of the splitter a list, count or "next" looks at. */
export type SplitterFilter = { companyId?: string; documentType?: OverviewDocumentType };

/** Sources waiting in the splitter (Classified, statusInWorkflow Classifying) in the scope and filter. */
export function waitingInSplitter(scope: SourceScope, filter: SplitterFilter): SQL {
  return and(
    eq(sources.status, 'Classified'),
    eq(sources.statusInWorkflow, 'Classifying'),
    eq(sources.isDeleted, false),
    inScope(scope),
    filter.companyId ? eq(sources.companyId, filter.companyId) : undefined,
    filter.documentType ? eq(sources.documentType, filter.documentType) : undefined,
  ) as SQL;
}

/** Page counts per source. */
async function pageCounts(tx: Tx, sourceIds: string[]): Promise<Map<string, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tx
    .select({ sourceId: sourcePages.sourceId, pages: count() })
    .from(sourcePages)
    .where(inArray(sourcePages.sourceId, sourceIds))
    .groupBy(sourcePages.sourceId);
  return new Map(rows.map((row) => [row.sourceId, row.pages]));
}

/** Presents list rows with their page counts. */
export async function presentList(tx: Tx, rows: Array<typeof sources.$inferSelect>): Promise<Source[]> {
  const counts = await pageCounts(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentSource(row, { pageCount: counts.get(row.id) ?? 0 }));
}

/** GET /Splitter: sources waiting in the splitter, oldest (or newest) first, one page of the growing list. */
export async function listSplitter(
  tx: Tx,
  scope: SourceScope,
  query: SplitterFilter & { oldestFirst: boolean; maximumCount: number; currentTake: number },
): Promise<Source[]> {
  const order = query.oldestFirst ? asc : desc;
  const rows = await tx
    .select()
    .from(sources)
    .where(waitingInSplitter(scope, query))
    .orderBy(order(sources.created), order(sources.sourceNumber))
    .limit(query.maximumCount)
    .offset(query.currentTake);
  return presentList(tx, rows);
}

/** Scan counts of the sources matching `where`: a total and per company. */
export async function scanCountsWhere(tx: Tx, where: SQL): Promise<ScanCounts> {
  const rows = await tx
    .select({ companyId: sources.companyId, count: count() })
    .from(sources)
    .where(where)
    .groupBy(sources.companyId);
  return {
    TotalCount: rows.reduce((total, row) => total + row.count, 0),
    CompanyCounts: rows.map((row) => ({ CompanyId: row.companyId, Count: row.count })),
  };
}

/** A source with its pages in order (splitter detail) and the documents made from it. */
export async function splitterDetail(tx: Tx, scope: SourceScope, id: string): Promise<Source> {
  const source = await loadSource(tx, scope, id);
  const pages = await tx
    .select()
    .from(sourcePages)
    .where(eq(sourcePages.sourceId, id))
    .orderBy(asc(sourcePages.position));
  const made = await tx
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
    .where(eq(sourceDocuments.sourceId, id))
    .orderBy(asc(sourceDocuments.createdAt), asc(documents.id));
  return presentSource(source, { pages, documentIds: made.map((row) => row.id) });
}

/** The next source to open after save or delete: the oldest one not held by another user. */
export async function nextSourceId(
  tx: Tx,
  actor: Actor,
  scope: SourceScope,
  filter: SplitterFilter,
  exceptId: string,
): Promise<string | null> {
  const staleBefore = new Date(Date.now() - BlockTimeoutMs).toISOString();
  const [next] = await tx
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        waitingInSplitter(scope, filter),
        sql`${sources.id} <> ${exceptId}`,
        or(
          eq(sources.isBlocked, false),
          eq(sources.currentUserId, actor.userId),
          sql`${sources.blockedAt} is null or ${sources.blockedAt} < ${staleBefore}`,
        ),
      ),
    )
    .orderBy(asc(sources.created), asc(sources.sourceNumber))
    .limit(1);
  return next?.id ?? null;
}
