import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { masterDataPolicy } from '../../policies/masterdata';
import type { Actor } from '../users/actor';

/** Asserts the company exists in the tenant (404 Company_Not_Found) and the actor may see it (403). */
export async function assertVisibleCompany(tx: Tx, actor: Actor, companyId: string): Promise<void> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)));
  if (!company) throw notFound('Company_Not_Found');
  if (!masterDataPolicy.read(actor, companyId)) throw forbidden();
}
