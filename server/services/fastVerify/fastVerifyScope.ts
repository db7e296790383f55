import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { SettingCatalogue, type SettingName } from '../../../domain/entities/setting';
import type { Tx } from '../../db/client';
import { companies, documents, settings } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { verifiableTypes, waitingForVerify } from '../verify/scope';

/** What fast verify needs to know of one company: its confidence threshold and whether it asks a description. */
export type FastVerifyCompany = { minimumScore: number; usesVerifyDescription: boolean };

/**
 * Fast verify offers the documents of the user's verify list (server/services/verify/scope.ts) whose company uses
 * fast verify; these are those companies with their settings.
 */
export type FastVerifyScope = { companies: Map<string, FastVerifyCompany> };

type CompanySetting = Extract<
  SettingName,
  'Verify_UseFastVerify' | 'Verify_FastVerifyMinimumScore' | 'Verify_UseVerifyDescription'
>;

/** Several settings for several companies in one query: the company's own value, else the customer's, else the default. */
export async function companySettings(
  tx: Tx,
  companyIds: string[],
  names: CompanySetting[],
): Promise<Map<string, Record<CompanySetting, boolean | number | string>>> {
  const rows = companyIds.length
    ? await tx
        .select()
        .from(settings)
        .where(
          and(
            inArray(settings.name, names),
            or(isNull(settings.companyId), inArray(settings.companyId, companyIds)),
          ),
        )
    : [];
  const storedValue = (row: (typeof rows)[number]) => row.boolValue ?? row.intValue ?? row.textValue;
  const result = new Map<string, Record<CompanySetting, boolean | number | string>>();
  for (const companyId of companyIds) {
    const values = {} as Record<CompanySetting, boolean | number | string>;
    for (const name of names) {
      const own = rows.find((row) => row.name === name && row.companyId === companyId);
      const customer = rows.find((row) => row.name === name && row.companyId === null);
      values[name] =
        (own && storedValue(own)) ?? (customer && storedValue(customer)) ?? SettingCatalogue[name].Default;
    }
    result.set(companyId, values);
  }
  return result;
}

/** The companies the user may validate (not removed from the workflow), with their verify settings. */
async function validatedCompanies(tx: Tx, actor: Actor) {
  const { user } = actor;
  if (!verifiableTypes(actor).length || (!user.mayValidateAllCompanies && !user.validateCompanies.length))
    return new Map<string, Record<CompanySetting, boolean | number | string>>();
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.isDeleted, false),
        user.mayValidateAllCompanies ? undefined : inArray(companies.id, user.validateCompanies),
      ),
    );
  const ids = rows.map((row) => row.id);
  return companySettings(tx, ids, [
    'Verify_UseFastVerify',
    'Verify_FastVerifyMinimumScore',
    'Verify_UseVerifyDescription',
  ]);
}

/** The user's fast verify scope: only companies with Verify_UseFastVerify on. */
export async function fastVerifyScope(tx: Tx, actor: Actor): Promise<FastVerifyScope> {
  const values = await validatedCompanies(tx, actor);
  const result = new Map<string, FastVerifyCompany>();
  for (const [companyId, value] of values) {
    if (value.Verify_UseFastVerify !== true) continue;
    const minimum = Number(value.Verify_FastVerifyMinimumScore);
    result.set(companyId, {
      minimumScore: Math.min(100, Math.max(0, Number.isFinite(minimum) ? minimum : 85)) / 100,
      usesVerifyDescription: value.Verify_UseVerifyDescription === true,
    });
  }
  return { companies: result };
}

/** Whether any company the user may validate asks a description on verify (Verify_UseVerifyDescription). */
export async function anyCompanyUsesVerifyDescription(tx: Tx, actor: Actor): Promise<boolean> {
  const values = await validatedCompanies(tx, actor);
  return [...values.values()].some((value) => value.Verify_UseVerifyDescription === true);
}

/** The documents waiting in the user's verify list (its own rule), of the companies using fast verify. */
export function waitingInScope(
  actor: Actor,
  scope: FastVerifyScope,
  filter: { companyId?: string; documentType?: OverviewDocumentType } = {},
): SQL {
  const companyIds = [...scope.companies.keys()];
  if (!companyIds.length) return sql`false`;
  return and(waitingForVerify(actor, filter), inArray(documents.companyId, companyIds)) as SQL;
}
