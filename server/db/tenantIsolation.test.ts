import { eq } from 'drizzle-orm';
import { buildTenant, startTestApp } from '../test/harness';
import {
  auditLog,
  companies,
  customers,
  customTranslations,
  enterpriseFeatures,
  featureFlags,
  manualAdapterRequests,
  onboarding,
  roles,
  settings,
  userGroupMembers,
  users,
} from './schema/index';

const ctx = await startTestApp();

/** The database's own refusal, which drizzle wraps as the cause of its query error. */
async function expectRowLevelSecurityViolation(action: Promise<unknown>): Promise<void> {
  const error = await action.then(
    () => null,
    (e: unknown) => e,
  );
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  expect(cause).toMatch(/row-level security/);
}
afterAll(() => ctx.close());

const tenantTables = {
  users,
  userGroupMembers,
  roles,
  companies,
  settings,
  featureFlags,
  enterpriseFeatures,
  customTranslations,
  manualAdapterRequests,
  onboarding,
  auditLog,
};

describe('row-level security by tenant', () => {
  it('returns nothing outside a tenant context, from every tenant table', async () => {
    const tenant = await buildTenant(ctx.database);
    await tenant.user({ name: 'Someone' });
    for (const [name, table] of Object.entries(tenantTables)) {
      const rows = await ctx.database.withoutTenant((tx) => tx.select().from(table));
      expect(rows, name).toEqual([]);
    }
    const visibleCustomers = await ctx.database.withoutTenant((tx) => tx.select().from(customers));
    expect(visibleCustomers).toEqual([]);
  });

  it("never shows one tenant another's rows", async () => {
    const a = await buildTenant(ctx.database, 'A');
    const b = await buildTenant(ctx.database, 'B');
    await b.user({ name: 'Bea' });
    const seenByA = await ctx.database.withTenant(a.tenantId, (tx) => tx.select().from(companies));
    expect(seenByA.map((c) => c.tenantId)).toEqual([a.tenantId, a.tenantId]);
    const usersSeenByA = await ctx.database.withTenant(a.tenantId, (tx) => tx.select().from(users));
    expect(usersSeenByA.every((u) => u.tenantId === a.tenantId)).toBe(true);
    const customersSeenByA = await ctx.database.withTenant(a.tenantId, (tx) => tx.select().from(customers));
    expect(customersSeenByA.map((c) => c.id)).toEqual([a.tenantId]);
  });

  it('refuses to insert a row into another tenant', async () => {
    const a = await buildTenant(ctx.database, 'A');
    const b = await buildTenant(ctx.database, 'B');
    await expectRowLevelSecurityViolation(
      ctx.database.withTenant(a.tenantId, (tx) =>
        tx.insert(companies).values({ tenantId: b.tenantId, name: 'Intruder' }),
      ),
    );
  });

  it("cannot update or delete another tenant's rows", async () => {
    const a = await buildTenant(ctx.database, 'A');
    const b = await buildTenant(ctx.database, 'B');
    const updated = await ctx.database.withTenant(a.tenantId, (tx) =>
      tx.update(companies).set({ name: 'Hijacked' }).where(eq(companies.id, b.companyId)).returning(),
    );
    expect(updated).toEqual([]);
    const deleted = await ctx.database.withTenant(a.tenantId, (tx) =>
      tx.delete(companies).where(eq(companies.id, b.companyId)).returning(),
    );
    expect(deleted).toEqual([]);
    const [still] = await ctx.database.withTenant(b.tenantId, (tx) =>
      tx.select().from(companies).where(eq(companies.id, b.companyId)),
    );
    expect(still.name).toBe('B Company A');
  });

  it('cannot move its own row into another tenant', async () => {
    const a = await buildTenant(ctx.database, 'A');
    const b = await buildTenant(ctx.database, 'B');
    await expectRowLevelSecurityViolation(
      ctx.database.withTenant(a.tenantId, (tx) =>
        tx.update(companies).set({ tenantId: b.tenantId }).where(eq(companies.id, a.companyId)),
      ),
    );
  });
});
