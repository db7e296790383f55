import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, sources } from '../../db/schema/index';
import { forbidden, notFound } from '../../errors';
import { visibleCompanyIds } from '../../policies/company';
import type { Actor } from '../users/actor';

/** The companies whose documents the actor sees: all, or those of their scopes (as the overview decides). */
function companiesSeen(actor: Actor): 'all' | Set<string> {
  const visible = visibleCompanyIds(actor);
  return visible === 'all' || actor.user.mayHandleAllCompanies ? 'all' : visible;
}

/**
 * The one access check of a dashboard step over every company asked for: each must be a company of
 * the customer (else 404 Company_Not_Found) that the actor may see (else 403 Forbidden).
 */
export async function requireDashboardCompanies(tx: Tx, actor: Actor, companyIds: string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const known = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  if (known.length < companyIds.length) throw notFound('Company_Not_Found');
  const seen = companiesSeen(actor);
  if (seen !== 'all' && companyIds.some((id) => !seen.has(id))) throw forbidden();
}

/**
 * The sources the actor may count: of a company they see that is still in the workflow; without a company only with
 * ValidateDocumentsWithoutCompany; packing slips only with the PackingSlips view right.
 */
export function visibleSources(actor: Actor): SQL {
  const seen = companiesSeen(actor);
  const ofCompany =
    seen === 'all'
      ? sql`${sources.companyId} is not null`
      : seen.size === 0
        ? sql`false`
        : inArray(sources.companyId, [...seen]);
  // A company removed from the workflow: its sources wait for nobody either.
  const inWorkflow = sql`${sources.companyId} <> all(array(select ${companies.id} from ${companies} where ${companies.isDeleted}))`;
  const withoutCompany = actor.actionRights.has('ValidateDocumentsWithoutCompany')
    ? isNull(sources.companyId)
    : undefined;
  const packingSlips = actor.viewRights.has('PackingSlips')
    ? undefined
    : sql`${sources.documentType} <> 'PackingSlip'`;
  return and(
    sql`${sources.tenantId} = ${actor.tenantId}`,
    or(and(ofCompany, inWorkflow), withoutCompany),
    packingSlips,
  ) as SQL;
}
