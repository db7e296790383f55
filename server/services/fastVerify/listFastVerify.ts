import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { FastVerifyItem } from '../../../domain/verify/types';
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
import { AppError, notFound } from '../../errors';
import type { Actor } from '../users/actor';
import { mayValidateCompany } from '../verify/scope';
import { type FastVerifyScope, fastVerifyScope, waitingInScope } from './fastVerifyScope';
import { type FastVerifyRow, presentFastVerifyItem } from './presentFastVerifyItem';

/** The most documents one fast verify list shows: a day's work for a team, read in one query. */
export const MaximumFastVerifyItems = 500;

/** GET FastVerify: the filters. */
export type FastVerifyFilter = { companyId?: string; documentType?: OverviewDocumentType };

/** The fast verify rows matching a condition: waiting documents of the scope whose recognition is Done. */
async function selectRows(
  tx: Tx,
  actor: Actor,
  scope: FastVerifyScope,
  filter: FastVerifyFilter,
  where?: SQL,
  limit = 1,
): Promise<FastVerifyRow[]> {
  const rows = await tx
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
        fields: documentRecognitions.fields,
      },
      source: { id: sources.id, sourceNumber: sources.sourceNumber, originalType: sources.originalType },
      lockUserId: documentLocks.userId,
      lockUserName: users.name,
    })
    .from(documents)
    .innerJoin(documentRecognitions, eq(documentRecognitions.documentId, documents.id))
    .leftJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
    .leftJoin(sources, eq(sources.id, sourceDocuments.sourceId))
    .leftJoin(relations, eq(relations.id, documents.relationId))
    .leftJoin(
      documentLocks,
      and(eq(documentLocks.documentId, documents.id), gt(documentLocks.lockedUntil, sql`now()`)),
    )
    .leftJoin(users, eq(users.id, documentLocks.userId))
    .where(and(waitingInScope(actor, scope, filter), eq(documentRecognitions.status, 'Done'), where))
    .orderBy(
      desc(sql`coalesce(${documentRecognitions.score}, 0)`),
      asc(documents.importDate),
      asc(documents.id),
    )
    .limit(limit);
  return rows.map(({ recognition: { fields, ...recognition }, lockUserId, lockUserName, ...row }) => ({
    ...row,
    recognition,
    fields,
    blockedBy: lockUserId ? { userId: lockUserId, name: lockUserName ?? '' } : null,
  }));
}

const present = (actor: Actor, scope: FastVerifyScope) => (row: FastVerifyRow) =>
  presentFastVerifyItem(row, actor.userId, scope.companies.get(row.document.companyId)?.minimumScore ?? 1);

/** By score, most confident first; the oldest first among equals. */
function byScore(a: FastVerifyItem, b: FastVerifyItem): number {
  return (
    b.FastVerifyResult.Score - a.FastVerifyResult.Score ||
    a.ImportDate.localeCompare(b.ImportDate) ||
    a.Id.localeCompare(b.Id)
  );
}

/** GET FastVerify: the recognised documents waiting for verify in the user's fast verify scope, by score. */
export async function listFastVerify(
  tx: Tx,
  actor: Actor,
  filter: FastVerifyFilter,
): Promise<FastVerifyItem[]> {
  const scope = await fastVerifyScope(tx, actor);
  const rows = await selectRows(tx, actor, scope, filter, undefined, MaximumFastVerifyItems);
  return rows.map(present(actor, scope)).sort(byScore);
}

/**
 * GET FastVerify/{id}: one item of the user's fast verify list. 404 Document_Not_Found when the user may not verify
 * it or it no longer waits; 403 FastVerify_Not_Enabled when its company does not use fast verify.
 */
export async function fastVerifyItem(tx: Tx, actor: Actor, id: string): Promise<FastVerifyItem> {
  const scope = await fastVerifyScope(tx, actor);
  const [row] = await selectRows(tx, actor, scope, {}, eq(documents.id, id));
  if (row) return present(actor, scope)(row);
  const [elsewhere] = await tx
    .select({ companyId: documents.companyId })
    .from(documents)
    .where(eq(documents.id, id));
  if (
    elsewhere &&
    !scope.companies.has(elsewhere.companyId) &&
    mayValidateCompany(actor, elsewhere.companyId)
  )
    throw new AppError(403, 'FastVerify_Not_Enabled');
  throw notFound('Document_Not_Found');
}
