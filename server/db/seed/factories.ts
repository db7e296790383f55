import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CompanyInput } from '../../../domain/entities/company';
import { UserInput } from '../../../domain/entities/user';
import { defaultActionRights, defaultViewRights } from '../../../domain/rights/roleDefaults';
import { hashPassword } from '../../auth/password';
import { companyColumns } from '../../services/companies/columns';
import { userColumns } from '../../services/users/columns';
import type { Database } from '../client';
import {
  accounts,
  companies,
  customers,
  enterpriseFeatures,
  featureFlags,
  settings,
  users,
} from '../schema/index';

// The building blocks of the demo environment and of every test's own tenant.

const hashes = new Map<string, Promise<string>>();

/** Argon2id hash of a password, computed once per process (tests and the seed reuse few passwords). */
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type CustomerOptions = {
  name: string;
  isDemo?: boolean;
  isContractManagementEnvironment?: boolean;
  isAuthenticationManagementEnvironment?: boolean;
};

/** Creates a customer (tenant). */
export async function buildCustomer(database: Database, options: CustomerOptions): Promise<string> {
  const [row] = await database.withService((tx) =>
    tx
      .insert(customers)
      .values({
        name: options.name,
        domain: options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        isDemo: options.isDemo ?? false,
        isContractManagementEnvironment: options.isContractManagementEnvironment ?? false,
        isAuthenticationManagementEnvironment: options.isAuthenticationManagementEnvironment ?? false,
      })
      .returning(),
  );
  return row.id;
}

/** Creates a company of a customer. */
export async function buildCompany(
  database: Database,
  tenantId: string,
  input: z.input<typeof CompanyInput>,
  extra: { erpLoginStatus?: string } = {},
): Promise<string> {
  const parsed = CompanyInput.parse(input);
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(companies)
      .values({
        ...companyColumns(parsed),
        name: parsed.Name,
        tenantId,
        erpLoginStatus: extra.erpLoginStatus ?? 'Unknown',
      })
      .returning(),
  );
  return row.id;
}

export type UserOptions = z.input<typeof UserInput> & { password?: string; isReadOnly?: boolean };

/** Creates a user of a customer with its login identity (shared when the e-mail already has one). */
export async function buildUser(database: Database, tenantId: string, options: UserOptions): Promise<string> {
  const input = UserInput.parse(options);
  const passwordHash = options.password ? await cachedHash(options.password) : null;
  const accountId = await database.withService(async (tx) => {
    const [existing] = await tx.select().from(accounts).where(eq(accounts.email, input.Email));
    if (existing) return existing.id;
    const [created] = await tx.insert(accounts).values({ email: input.Email, passwordHash }).returning();
    return created.id;
  });
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(users)
      .values({
        ...userColumns(input),
        tenantId,
        name: input.Name,
        email: input.Email,
        accountId,
        isReadOnly: options.isReadOnly ?? false,
        viewRights: input.UserViewRights ?? defaultViewRights(input.BaseRole, input.IsAdmin),
        actionRights: input.UserActionRights ?? defaultActionRights(input.BaseRole, input.IsAdmin),
      })
      .returning(),
  );
  return row.id;
}

/** Stores a setting value for a customer (or one company). */
export async function buildSetting(
  database: Database,
  tenantId: string,
  setting: { name: string; type: string; companyId?: string; bool?: boolean; int?: number; text?: string },
): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx.insert(settings).values({
      tenantId,
      companyId: setting.companyId ?? null,
      name: setting.name,
      type: setting.type,
      boolValue: setting.bool ?? null,
      intValue: setting.int ?? null,
      textValue: setting.text ?? null,
    }),
  );
}

/** Switches feature flags and enterprise features on for a customer. */
export async function enableFeatures(
  database: Database,
  tenantId: string,
  features: { flags?: string[]; enterprise?: string[] },
): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    for (const name of features.flags ?? [])
      await tx.insert(featureFlags).values({ tenantId, name, enabled: true });
    for (const name of features.enterprise ?? [])
      await tx.insert(enterpriseFeatures).values({ tenantId, name });
  });
}
