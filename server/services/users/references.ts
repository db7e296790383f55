import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserInput } from '../../../domain/entities/user';
import type { Tx } from '../../db/client';
import { companies, roles } from '../../db/schema/index';
import { validationFailed } from '../../errors';

type Input = z.output<typeof UserInput>;

const scopeFields = [
  'SeeCompanies',
  'ValidateCompanies',
  'ApproveCompanies',
  'HandleCompanies',
  'SignCompanies',
] as const;

/** Ids among `wanted` that are not in `found`. */
const missing = (wanted: string[], found: Set<string>) => wanted.some((id) => !found.has(id));

/**
 * The company scopes and roles of a user must name companies and roles of the customer; row-level
 * security hides every other customer's rows, so a foreign id counts as unknown.
 */
export async function assertUserReferences(tx: Tx, input: Input): Promise<void> {
  const companyIds = [...new Set(scopeFields.flatMap((field) => input[field]))];
  const knownCompanies = new Set(
    companyIds.length
      ? (await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds))).map(
          (row) => row.id,
        )
      : [],
  );
  const errors: Record<string, string> = {};
  for (const field of scopeFields) {
    if (missing(input[field], knownCompanies)) errors[field] = 'Validation_All_In_List';
  }
  if (input.RoleIds.length > 0) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, input.RoleIds));
    if (missing(input.RoleIds, new Set(found.map((row) => row.id))))
      errors.RoleIds = 'Validation_All_In_List';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
