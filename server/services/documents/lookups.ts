import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { documents, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleDocuments } from '../../policies/document';
import type { Actor } from '../users/actor';
import { cappedCount } from './count';
import { rowsOf } from './records';
import { StatusFilterPredicates } from './statusFilters';

/** Document/GetIdByCompanyAndLedgerEntryNumber: both parts are needed, else Document_Not_Found. */
export async function idByCompanyAndLedgerEntryNumber(
  tx: Tx,
  actor: Actor,
  lookup: { documentType: OverviewDocumentType; companyId?: string; ledgerEntryNumber?: number },
): Promise<string> {
  const { companyId, ledgerEntryNumber } = lookup;
  if (!companyId || ledgerEntryNumber === undefined) throw notFound('Document_Not_Found');
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        visibleDocuments(actor, lookup.documentType),
        eq(documents.companyId, companyId),
        eq(documents.ledgerEntryNumber, ledgerEntryNumber),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Document_Not_Found');
  return row.id;
}

/** Document/GetOverviewCount: the visible documents and those to do at the user (both capped). */
export async function overviewCount(tx: Tx, actor: Actor, documentType: OverviewDocumentType) {
  const visible = visibleDocuments(actor, documentType);
  const total = await cappedCount(tx, visible);
  const todo = await cappedCount(tx, and(visible, StatusFilterPredicates.Todo(actor.userId)) as SQL);
  return {
    TotalCount: total.TotalCount,
    TodoCount: todo.TotalCount,
    TotalCountIsCapped: total.TotalCountIsCapped || todo.TotalCountIsCapped,
  };
}

/**
 * Document/GetLastActions: the distinct last actions of visible documents, found by skipping from
 * one value to the next (a recursive walk) instead of reading every document.
 */
export async function lastActions(
  tx: Tx,
  actor: Actor,
  documentType: OverviewDocumentType,
): Promise<string[]> {
  const visible = visibleDocuments(actor, documentType);
  const next = (after: SQL) =>
    sql`(select ${documents.lastAction} from ${documents} where ${visible} and ${documents.lastAction} > ${after} order by ${documents.lastAction} limit 1)`;
  const rows = await rowsOf<{ action: string | null }>(
    tx,
    sql`with recursive actions(action) as (select ${next(sql`''`)} union all select ${next(sql`actions.action`)} from actions where actions.action is not null) select action from actions where action is not null`,
  );
  return rows.flatMap((row) => (row.action ? [row.action] : []));
}

/** Document/GetSelectableUsers: active, selectable users of the customer for the user filter. */
export async function selectableUsers(tx: Tx) {
  const rows = await tx
    .select({ Id: users.id, Name: users.name })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isDeleted, false), eq(users.selectable, true)))
    .orderBy(asc(users.name));
  return rows;
}
