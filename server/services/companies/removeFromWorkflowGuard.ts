import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import { AppError } from '../../errors';

/** Refusal of an action on a document whose company was removed from the workflow. */
export const companyRemovedFromWorkflow = () => new AppError(403, 'Company_Removed_From_Workflow');

/** The ids among `companyIds` of companies removed from the workflow. */
export async function removedCompanyIds(tx: Tx, companyIds: readonly string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, [...new Set(companyIds)]), eq(companies.isDeleted, true)));
  return new Set(rows.map((row) => row.id));
}

/** Whether the company was removed from the workflow (its documents take no more actions). */
export async function isRemovedFromWorkflow(tx: Tx, companyId: string): Promise<boolean> {
  return (await removedCompanyIds(tx, [companyId])).has(companyId);
}

/** 403 Company_Removed_From_Workflow when the company was removed from the workflow. */
export async function requireCompanyInWorkflow(tx: Tx, companyId: string): Promise<void> {
  if (await isRemovedFromWorkflow(tx, companyId)) throw companyRemovedFromWorkflow();
}
