import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { companies, customers, erpCodes, relations, users } from '../../server/db/schema/index';
import { buildCompany, buildCustomer, buildUser } from '../../server/db/seed/factories';
import { rowsOf } from '../../server/services/documents/records';
import { TestPassword } from '../../server/test/harness';
import { insertLedgerAccounts, insertVendors } from './generate';

/** How big the bench company is. */
export type MasterDataSize = { vendors: number; ledgerAccounts: number };

/** The filled bench company and who signs in to it. */
export type MasterDataTenant = {
  tenantId: string;
  companyId: string;
  adminEmail: string;
  /** Seconds the fill took; null when an earlier run's fill was reused. */
  fillSeconds: number | null;
};

const batch = 50_000;
const tenantName = (size: MasterDataSize) => `Bench master data ${size.vendors} vendors`;
const adminEmail = (size: MasterDataSize) => `admin-masterdata-${size.vendors}@bench.example`;

async function ledgerAccountsOf(database: Database, tenantId: string) {
  const [row] = await database.withService((tx) =>
    rowsOf<{ total: number }>(
      tx,
      sql`select count(*)::int as total from ${erpCodes} where ${erpCodes.tenantId} = ${tenantId}`,
    ),
  );
  return Number(row?.total ?? 0);
}

/** An earlier run's complete fill (an interrupted one is passed over), reused so that a re-run measures at once. */
async function reuse(database: Database, size: MasterDataSize): Promise<MasterDataTenant | null> {
  const candidates = await database.withService((tx) =>
    tx
      .select()
      .from(customers)
      .where(eq(customers.name, tenantName(size))),
  );
  for (const customer of candidates) {
    if ((await ledgerAccountsOf(database, customer.id)) !== size.ledgerAccounts) continue;
    const [company] = await database.withService((tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, customer.id), eq(companies.name, 'Bench Vendors BV'))),
    );
    if (!company) continue;
    const [vendors] = await database.withService((tx) =>
      rowsOf<{ total: number }>(
        tx,
        sql`select count(*)::int as total from ${relations} where ${relations.companyId} = ${company.id}`,
      ),
    );
    if (Number(vendors?.total) === size.vendors)
      return {
        tenantId: customer.id,
        companyId: company.id,
        adminEmail: adminEmail(size),
        fillSeconds: null,
      };
  }
  return null;
}

/**
 * One customer with one company of `size.vendors` vendors and `size.ledgerAccounts` ledger accounts (INSERT …
 * SELECT generate_series in batches) and an administrator; an earlier complete fill is reused.
 */
export async function fillMasterData(database: Database, size: MasterDataSize): Promise<MasterDataTenant> {
  const reused = await reuse(database, size);
  if (reused) return reused;
  const started = performance.now();
  const tenantId = await buildCustomer(database, { name: tenantName(size) });
  const companyId = await buildCompany(database, tenantId, { Name: 'Bench Vendors BV' });
  await buildUser(database, tenantId, {
    Name: 'Admin',
    Email: adminEmail(size),
    IsAdmin: true,
    MaySeeAllCompanies: true,
    password: TestPassword,
  });
  for (let from = 1; from <= size.vendors; from += batch) {
    const to = Math.min(size.vendors, from + batch - 1);
    await database.withService((tx) => tx.execute(insertVendors(tenantId, companyId, from, to)));
  }
  await database.withService((tx) =>
    tx.execute(insertLedgerAccounts(tenantId, companyId, size.ledgerAccounts)),
  );
  // Fresh statistics and visibility map, as autovacuum would leave them.
  await database.db.execute(sql`vacuum analyze ${relations}`);
  await database.db.execute(sql`vacuum analyze ${erpCodes}`);
  return {
    tenantId,
    companyId,
    adminEmail: adminEmail(size),
    fillSeconds: Math.round(performance.now() - started) / 1000,
  };
}

/** The id of the bench administrator (the actor of the import). */
export async function adminIdOf(database: Database, tenant: MasterDataTenant): Promise<string> {
  const [row] = await database.withService((tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.tenantId), eq(users.email, tenant.adminEmail))),
  );
  if (!row) throw new Error('the bench administrator is missing');
  return row.id;
}
