import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { companies, documents, users } from '../../db/schema/index';

export const currentUser = alias(users, 'document_current_user');
export const approver = alias(users, 'document_approver');

/** A documents row with the names the overview record shows. */
export type DocumentRow = {
  document: typeof documents.$inferSelect;
  companyName: string | null;
  companyDisplayName: string | null;
  currentUserName: string | null;
  approvedByName: string | null;
};

const namedFields = {
  document: documents,
  companyName: companies.name,
  companyDisplayName: companies.displayName,
  currentUserName: currentUser.name,
  approvedByName: approver.name,
};

/** Selects document rows with company and user names (left joins on primary keys), and any `extra` columns. */
export function selectDocumentRows<Extra extends Record<string, SQL>>(tx: Tx, where: SQL, extra?: Extra) {
  return tx
    .select({ ...namedFields, ...(extra as Extra) })
    .from(documents)
    .leftJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(currentUser, eq(currentUser.id, documents.currentUserId))
    .leftJoin(approver, eq(approver.id, documents.approvedBy))
    .where(where);
}

/** Runs raw SQL (a prepared statement on PostgreSQL) and answers its rows. */
export const rowsOf = <T>(tx: Tx, query: SQL): Promise<T[]> => preparedRows<T>(tx, query);

/** Rows of `count(*)` queries come back as text or number depending on the driver. */
export const countOf = (row: { count: unknown } | undefined) => Number(row?.count ?? 0);

/** The `limit` of a SQL fragment list, for raw subqueries. */
export const limitOf = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));
