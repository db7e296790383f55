import { eq, sql } from 'drizzle-orm';
import { buildTenant, startTestApp } from '../test/harness';
import { preparedRows } from './prepared';
import { users } from './schema/index';
import { buildDocument } from './seed/documentFactories';
import { refreshPlannerStatistics } from './statistics';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const settingsOf = (tx: Parameters<Parameters<typeof ctx.database.withTenant>[1]>[0]) =>
  preparedRows<{ role: string; tenant: string }>(
    tx,
    sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
  );

describe('tenant transactions', () => {
  it('run as the request role of the tenant, and withoutTenant as the request role of none', async () => {
    const tenant = await buildTenant(ctx.database);
    expect(await ctx.database.withTenant(tenant.tenantId, settingsOf)).toEqual([
      { role: 'ledgerline_app', tenant: tenant.tenantId },
    ]);
    expect(await ctx.database.withoutTenant(settingsOf)).toEqual([{ role: 'ledgerline_app', tenant: '' }]);
  });

  it('refuse a tenant id that is not a UUID before any SQL runs (the id is inlined)', async () => {
    await expect(
      ctx.database.withTenant("x', true), set_config('role', 'postgres", settingsOf),
    ).rejects.toThrow('A tenant id is a UUID');
  });

  it('roll back on an error, and the connection serves the next transaction as a fresh one', async () => {
    const tenant = await buildTenant(ctx.database);
    const someone = await tenant.user({ name: 'Before' });
    const failing = ctx.database.withTenant(tenant.tenantId, async (tx) => {
      await tx.update(users).set({ name: 'After' }).where(eq(users.id, someone.id));
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    // More transactions than pooled connections: every connection was handed back clean.
    for (let i = 0; i < 6; i++) {
      const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
        tx.select({ name: users.name }).from(users).where(eq(users.id, someone.id)),
      );
      expect(row?.name).toBe('Before');
      expect(await ctx.database.withTenant(tenant.tenantId, settingsOf)).toEqual([
        { role: 'ledgerline_app', tenant: tenant.tenantId },
      ]);
    }
  });

  it('keep nested transactions (savepoints) working', async () => {
    const tenant = await buildTenant(ctx.database);
    const someone = await tenant.user({ name: 'Outer' });
    await ctx.database.withTenant(tenant.tenantId, async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.update(users).set({ name: 'Inner' }).where(eq(users.id, someone.id));
          throw new Error('undo the inner change only');
        })
        .catch(() => undefined);
    });
    const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select({ name: users.name }).from(users).where(eq(users.id, someone.id)),
    );
    expect(row?.name).toBe('Outer');
  });
});

describe('prepared document queries', () => {
  it('answer each tenant its own rows however often the same statement runs', async () => {
    const a = await buildTenant(ctx.database, 'A');
    const b = await buildTenant(ctx.database, 'B');
    await buildDocument(ctx.database, a.tenantId, { companyId: a.companyId, documentNumber: 'A1' });
    await buildDocument(ctx.database, b.tenantId, { companyId: b.companyId, documentNumber: 'B1' });
    const numbers = (tenantId: string) =>
      ctx.database.withTenant(tenantId, (tx) =>
        preparedRows<{ n: string }>(
          tx,
          sql`select document_number as n from documents where document_type = ${'PurchaseInvoice'}`,
        ),
      );
    // PostgreSQL may switch to a generic plan after five executions: the answers must not change.
    for (let i = 0; i < 8; i++) {
      expect(await numbers(a.tenantId)).toEqual([{ n: 'A1' }]);
      expect(await numbers(b.tenantId)).toEqual([{ n: 'B1' }]);
    }
  });
  it('pass quotes, backslashes, numbers, booleans and nulls through as the values they are', async () => {
    const tenant = await buildTenant(ctx.database);
    const number = "O'Brien \\ 'x'' --";
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber: number,
    });
    const matching = (value: string, amount: number, blocked: boolean) =>
      ctx.database.withTenant(tenant.tenantId, (tx) =>
        preparedRows<{ n: string; nothing: null }>(
          tx,
          sql`select document_number as n, ${null}::text as nothing from documents
              where document_number = ${value} and gross_amount >= ${amount} and is_blocked = ${blocked}`,
        ),
      );
    for (let i = 0; i < 3; i++) {
      expect(await matching(number, -1.5, false)).toEqual([{ n: number, nothing: null }]);
      expect(await matching("O'Brien", -1.5, false)).toEqual([]);
      expect(await matching(number, -1.5, true)).toEqual([]);
    }
  });
});

describe('planner statistics', () => {
  it('are gathered for the embedded database once its tables hold rows', async () => {
    const tenant = await buildTenant(ctx.database);
    for (let i = 0; i < 3; i++) {
      await buildDocument(ctx.database, tenant.tenantId, {
        companyId: tenant.companyId,
        documentNumber: `S${i}`,
      });
    }
    await refreshPlannerStatistics(ctx.database);
    const [row] = (
      (await ctx.database.db.execute(
        sql`select reltuples from pg_class where relname = 'documents' and relkind = 'r'`,
      )) as unknown as { rows: Array<{ reltuples: number }> }
    ).rows;
    // PostgreSQL leaves this to autovacuum; the embedded database has none.
    if (ctx.database.kind === 'pglite') expect(Number(row?.reltuples)).toBeGreaterThan(0);
  });
});
