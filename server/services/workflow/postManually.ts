import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents, ledgerEntryCounters } from '../../db/schema/index';

/**
 * A ledger entry number: the year, then the company's running number in that year in six digits
 * (2024000001). The year is part of it because documents keep one number space per company and type.
 */
export const ledgerEntryNumberOf = (year: number, running: number) => year * 1_000_000 + running;

/** The year the posting counts in: the document date's, else today's. */
const yearOf = (documentDate: string | null) =>
  documentDate ? Number(documentDate.slice(0, 4)) : new Date().getUTCFullYear();

/**
 * The Manual adapter's post (until an ERP adapter posts): takes the company's next number of the year in
 * the caller's transaction — the counter row stays locked until it commits, and a rollback gives the
 * number back, so numbers are never skipped nor repeated — and marks the document posted in the workflow.
 */
export async function postManually(
  tx: Tx,
  document: { id: string; tenantId: string; companyId: string; documentDate: string | null },
): Promise<number> {
  const year = yearOf(document.documentDate);
  const [counter] = await tx
    .insert(ledgerEntryCounters)
    .values({ tenantId: document.tenantId, companyId: document.companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [ledgerEntryCounters.tenantId, ledgerEntryCounters.companyId, ledgerEntryCounters.year],
      set: { lastNumber: sql`${ledgerEntryCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: ledgerEntryCounters.lastNumber });
  const number = ledgerEntryNumberOf(year, counter.lastNumber);
  await tx
    .update(documents)
    .set({ ledgerEntryNumber: number, isPosted: true, isPostedInWorkflow: true })
    .where(eq(documents.id, document.id));
  return number;
}
