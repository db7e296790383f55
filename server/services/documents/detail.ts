import { eq, sql } from 'drizzle-orm';
import type { DetailMethod, DocumentDetail } from '../../../domain/documents/document';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { visibleDocuments } from '../../policies/document';
import { presentDocument } from '../../presenters/document';
import { relationById } from '../masterdata/relationQueries';
import type { Actor } from '../users/actor';
import { attachmentsOf } from './attachments';
import { CountCap, cappedCountOf, cappedCountSql } from './count';
import { historyOf } from './history';
import { lineColumnsOf } from './lineColumns';
import { linesOf } from './lines';
import { countAfterSql, cursorOf, documentsAfter } from './neighbours';
import { type Cursor, orderingOf, reversed } from './ordering';
import { pageStatusOf } from './pageImages';
import { selectDocumentRows } from './records';
import { tenantFilterScope } from './scope';

/** The document a navigation method lands on, with its neighbours in the filter's order. */
type Landing = { target: Cursor; previousId: string | null; nextId: string | null };

async function land(
  tx: Tx,
  actor: Actor,
  filter: ParsedDocumentFilter,
  id: string,
  method: DetailMethod,
): Promise<Landing> {
  const ordering = orderingOf(filter);
  const scope = await tenantFilterScope(tx, actor, filter);
  // The one access check: the starting document must be visible (it may have left the filter since).
  const start = await cursorOf(tx, visibleDocuments(actor, filter.DocumentType), ordering, id);
  if (!start) throw notFound('Document_Not_Found');
  if (method === 'detail') {
    const [previous] = await documentsAfter(tx, scope, reversed(ordering), start, 1);
    const [next] = await documentsAfter(tx, scope, ordering, start, 1);
    return { target: start, previousId: previous?.id ?? null, nextId: next?.id ?? null };
  }
  const forward = method === 'next' ? ordering : reversed(ordering);
  const [target, beyond] = await documentsAfter(tx, scope, forward, start, 2);
  if (!target) throw new AppError(404, method === 'next' ? 'Document_No_Next' : 'Document_No_Previous');
  const [behind] = await documentsAfter(tx, scope, reversed(forward), target, 1);
  const [previous, next] = method === 'next' ? [behind, beyond] : [beyond, behind];
  return { target, previousId: previous?.id ?? null, nextId: next?.id ?? null };
}

/** False only while the relation is a vendor whose changed bank account awaits a second user's confirmation. */
async function bankAccountConfirmedOf(tx: Tx, relationId: string | null): Promise<boolean> {
  if (!relationId) return true;
  const relation = await relationById(tx, relationId);
  return relation?.kind !== 'Vendor' || relation.bankAccountConfirmed;
}

/** Document/GetDetail: the whole bundle of the document `method` lands on from `id`. */
export async function getDetail(
  tx: Tx,
  actor: Actor,
  filter: ParsedDocumentFilter,
  id: string,
  method: DetailMethod,
): Promise<DocumentDetail> {
  const { target, previousId, nextId } = await land(tx, actor, filter, id, method);
  const scope = await tenantFilterScope(tx, actor, filter);
  // The position and the count ride along with the row: one round trip instead of three.
  const [row] = await selectDocumentRows(tx, eq(documents.id, target.id), {
    before: countAfterSql(scope, reversed(orderingOf(filter)), target),
    cappedTotal: cappedCountSql(scope),
    inFilter: sql<boolean>`exists (select 1 from ${documents} where ${scope} and ${documents.id} = ${target.id})`,
  });
  if (!row) throw notFound('Document_Not_Found');
  const { before, inFilter } = row;
  const total = cappedCountOf(row.cappedTotal);
  return {
    Document: presentDocument(row),
    RelationMatchKey: row.document.relationMatchKey as DocumentDetail['RelationMatchKey'],
    RelationBankAccountConfirmed: await bankAccountConfirmedOf(tx, row.document.relationId),
    History: await historyOf(tx, target.id),
    InvoiceLines: await linesOf(tx, target.id),
    InvoiceLineColumns: await lineColumnsOf(tx, row.document.companyId),
    Attachments: await attachmentsOf(tx, target.id),
    ...(await pageStatusOf(tx, row.document.sourceDocumentId)),
    CurrentPage: 1,
    // A document that left the filter (posted, approved, changed by someone) has no place in its list.
    Position: inFilter ? Math.min(before, CountCap) + 1 : 0,
    TotalCount: total.TotalCount,
    TotalCountIsCapped: total.TotalCountIsCapped || before > CountCap,
    PreviousId: previousId,
    NextId: nextId,
  };
}
