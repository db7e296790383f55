import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { VerifyDocument, VerifyDocumentCounts } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import {
  documentLocks,
  documentRecognitions,
  documents,
  relations,
  sourceDocuments,
  sources,
  users,
} from '../../db/schema/index';
import { presentVerifyDocument, type VerifyRow } from '../../presenters/verifyDocument';
import type { Actor } from '../users/actor';
import { requireVerifyDocument, waitingForVerify } from './scope';

/** The verify list's filters (spec 001 §7 Verify/GetDocuments). */
export type VerifyFilter = { companyId?: string | null; documentType?: OverviewDocumentType | null };

/** The verify list's page: the list grows from 10 up to 50 (spec 001 §9). */
export type VerifyListQuery = VerifyFilter & {
  oldestFirst: boolean;
  maximumCount: number;
  currentTake: number;
};

/** Verify documents matching `where`, with relation, recognition, source and the holder of an unexpired block. */
async function verifyRows(
  tx: Tx,
  where: SQL,
  page?: { oldestFirst: boolean; limit: number; offset: number },
): Promise<VerifyRow[]> {
  const order = page?.oldestFirst === false ? desc : asc;
  const query = tx
    .select({
      document: documents,
      relation: {
        code: relations.code,
        name: relations.name,
        vatNumber: relations.vatNumber,
        chamberOfCommerceNumber: relations.chamberOfCommerceNumber,
        ibanNumbers: relations.ibanNumbers,
      },
      recognition: {
        status: documentRecognitions.status,
        score: documentRecognitions.score,
        duplicates: documentRecognitions.duplicates,
        comment: documentRecognitions.comment,
        errorMessage: documentRecognitions.errorMessage,
      },
      source: { id: sources.id, sourceNumber: sources.sourceNumber, originalType: sources.originalType },
      lockUserId: documentLocks.userId,
      lockUserName: users.name,
    })
    .from(documents)
    .leftJoin(relations, eq(relations.id, documents.relationId))
    .leftJoin(documentRecognitions, eq(documentRecognitions.documentId, documents.id))
    .leftJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
    .leftJoin(sources, eq(sources.id, sourceDocuments.sourceId))
    .leftJoin(
      documentLocks,
      and(eq(documentLocks.documentId, documents.id), gt(documentLocks.lockedUntil, sql`now()`)),
    )
    .leftJoin(users, eq(users.id, documentLocks.userId))
    .where(where)
    .$dynamic();
  const rows = page
    ? await query
        .orderBy(order(documents.importDate), order(documents.id))
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map((row) => ({
    document: row.document,
    relation: row.relation,
    recognition: row.recognition,
    source: row.source,
    blockedBy: row.lockUserId ? { userId: row.lockUserId, name: row.lockUserName ?? '' } : null,
  }));
}

/** Verify/GetDocuments: one page of the growing verify list, oldest (or newest) import first. */
export async function listVerifyDocuments(
  tx: Tx,
  actor: Actor,
  query: VerifyListQuery,
): Promise<VerifyDocument[]> {
  const rows = await verifyRows(tx, waitingForVerify(actor, query), {
    oldestFirst: query.oldestFirst,
    limit: query.maximumCount,
    offset: query.currentTake,
  });
  return rows.map((row) => presentVerifyDocument(row, actor.userId));
}

/** Verify/GetDocuments/{id}: a document of the caller's verify list; 404 otherwise. */
export async function verifyDocumentById(tx: Tx, actor: Actor, id: string): Promise<VerifyDocument> {
  await requireVerifyDocument(tx, actor, id);
  const [row] = await verifyRows(tx, eq(documents.id, id));
  return presentVerifyDocument(row, actor.userId);
}

/** Verify/GetDocumentCount: the documents waiting for the caller, in total, per company and per document type. */
export async function verifyDocumentCounts(
  tx: Tx,
  actor: Actor,
  filter: VerifyFilter,
): Promise<VerifyDocumentCounts> {
  const rows = await tx
    .select({ companyId: documents.companyId, documentType: documents.documentType, count: count() })
    .from(documents)
    .where(waitingForVerify(actor, filter))
    .groupBy(documents.companyId, documents.documentType);
  const sum = (key: 'companyId' | 'documentType') => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + Number(row.count));
    return [...totals];
  };
  return {
    TotalCount: rows.reduce((total, row) => total + Number(row.count), 0),
    CompanyCounts: sum('companyId').map(([CompanyId, Count]) => ({ CompanyId, Count })),
    DocumentCounts: sum('documentType').map(([DocumentType, Count]) => ({ DocumentType, Count })),
  };
}

/**
 * The next document to open after a save or delete (spec 001 §4): the oldest of the same company and type that is
 * not held by another user, other than the one just handled; null when none is left.
 */
export async function nextVerifyDocumentId(
  tx: Tx,
  actor: Actor,
  filter: VerifyFilter,
  exceptId: string,
): Promise<string | null> {
  const heldByOther = sql`exists (select 1 from ${documentLocks} where ${documentLocks.documentId} = ${documents.id} and ${documentLocks.userId} <> ${actor.userId} and ${documentLocks.lockedUntil} > now())`;
  const [next] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(waitingForVerify(actor, filter), sql`${documents.id} <> ${exceptId}`, sql`not ${heldByOther}`))
    .orderBy(asc(documents.importDate), asc(documents.id))
    .limit(1);
  return next?.id ?? null;
}
