import { and, asc, count, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { MaxListedDocuments } from '../../../domain/notifications/digest';
import type { Tx } from '../../db/client';
import { companies, documents } from '../../db/schema/index';
import { ofCompanyInWorkflow } from '../../policies/document';
import { StatusFilterPredicates } from '../documents/statusFilters';

/** A waiting document as the database holds it (status not yet in the reader's words). */
export type WaitingRow = {
  id: string;
  documentType: string;
  companyName: string;
  documentNumber: string;
  relationName: string;
  grossAmount: number;
  currency: string;
  dueDate: string | null;
  status: string;
};

/**
 * The documents on any of the desks: the overview's Todo filter (not posted, not archived) per desk, of
 * companies still in the workflow.
 */
function onDesks(desks: string[]): SQL | undefined {
  return and(or(...desks.map((desk) => StatusFilterPredicates.Todo(desk))), ofCompanyInWorkflow);
}

/**
 * What waits on the desks: the first MaxListedDocuments by company name, earliest due date first
 * (`first`, the document that just arrived, ahead of all), and how many wait in all.
 */
export async function waitingDocuments(
  tx: Tx,
  desks: string[],
  first?: string,
): Promise<{ documents: WaitingRow[]; total: number }> {
  const companyName = sql<string>`coalesce(nullif(${companies.displayName}, ''), ${companies.name}, '')`;
  const rows = await tx
    .select({
      id: documents.id,
      documentType: documents.documentType,
      companyName,
      documentNumber: documents.documentNumber,
      relationName: documents.relationName,
      grossAmount: documents.grossAmount,
      currency: documents.currency,
      dueDate: documents.dueDate,
      status: documents.status,
    })
    .from(documents)
    .leftJoin(companies, eq(companies.id, documents.companyId))
    .where(onDesks(desks))
    .orderBy(
      ...(first ? [sql`${documents.id} = ${first} desc`] : []),
      asc(companyName),
      sql`${documents.dueDate} asc nulls last`,
      asc(documents.documentNumber),
      asc(documents.id),
    )
    .limit(MaxListedDocuments);
  const [{ total }] = await tx.select({ total: count() }).from(documents).where(onDesks(desks));
  return { documents: rows, total };
}

/**
 * Whether a document waits on one of the desks and landed there after the user's last notification
 * (so a second job for the same arrival, or one already covered by a later mail, sends nothing).
 */
export async function hasArrivedSince(
  tx: Tx,
  documentId: string,
  desks: string[],
  lastNotification: string | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        onDesks(desks),
        lastNotification === null ? undefined : gt(documents.lastUpdate, lastNotification),
      ),
    );
  return row !== undefined;
}
