import { sql } from 'drizzle-orm';
import { buildTenant, signedInClient, startTestApp } from '../test/harness';
import type { Tx } from './client';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const masterDataTables = [
  'relations',
  'bank_account_changes',
  'erp_codes',
  'purchase_orders',
  'purchase_order_lines',
  'periods',
  'tags',
  'posting_templates',
  'posting_template_lines',
  'relation_create_requests',
  'import_mappings',
];

const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** A tenant with one vendor named Jansen (IBAN NL91ABNA0417164300) in its first company. */
async function tenantWithVendor(name: string) {
  const tenant = await buildTenant(ctx.database, name);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  const api = await signedInClient(ctx.app, admin.email);
  const created = await api.post('/api/Relation', {
    CompanyId: tenant.companyId,
    IsVendor: true,
    Relation: { Name: 'Jansen Transport', IbanNumbers: ['NL91ABNA0417164300'] },
  });
  expect(created.statusCode).toBe(200);
  return tenant;
}

describe('master data under row-level security', () => {
  it('puts every master-data table under the tenant policy', async () => {
    const policies = await ctx.database.withService((tx) =>
      rowsOf<{ table: string }>(
        tx,
        sql`select c.relname as table from pg_policy p join pg_class c on c.oid = p.polrelid where p.polname = 'tenant_isolation'`,
      ),
    );
    const covered = new Set(policies.map((row) => row.table));
    for (const table of masterDataTables) expect(covered.has(table), table).toBe(true);
  });

  it('shows nothing outside a tenant context', async () => {
    await tenantWithVendor('Outside');
    for (const table of masterDataTables) {
      const rows = await ctx.database.withoutTenant((tx) => rowsOf(tx, sql.raw(`select * from ${table}`)));
      expect(rows, table).toEqual([]);
    }
  });

  it("never lets the owner-run search and IBAN look-ups return another tenant's relations", async () => {
    const a = await tenantWithVendor('A');
    const b = await tenantWithVendor('B');
    const search = (companyId: string) =>
      sql`select id from ledgerline_search_relations(${companyId}::uuid, 'Vendor', 'jan', 'jao', '%jan%', 10)`;
    const byIban = (companyId: string) =>
      sql`select * from ledgerline_relations_by_iban(${companyId}::uuid, 'Vendor', 'NL91ABNA0417164300')`;
    await ctx.database.withTenant(a.tenantId, async (tx) => {
      expect(await rowsOf(tx, search(a.companyId))).toHaveLength(1);
      expect(await rowsOf(tx, search(b.companyId))).toEqual([]);
      expect(await rowsOf(tx, byIban(a.companyId))).toHaveLength(1);
      expect(await rowsOf(tx, byIban(b.companyId))).toEqual([]);
    });
    await ctx.database.withoutTenant(async (tx) => {
      expect(await rowsOf(tx, search(a.companyId))).toEqual([]);
      expect(await rowsOf(tx, byIban(a.companyId))).toEqual([]);
    });
  });
});
