import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { companies, customers, users } from '../../server/db/schema/index';
import { buildCompany, buildCustomer, buildUser } from '../../server/db/seed/factories';
import { rowsOf } from '../../server/services/documents/records';
import { TestPassword } from '../../server/test/harness';
import { insertDetailParts, insertDocuments } from './generate';

/** The filled bench tenant: who signs in and which companies and users the documents use. */
export type BenchTenant = {
  tenantId: string;
  companyIds: string[];
  userIds: string[];
  adminEmail: string;
  scopedEmail: string;
  /** Seconds the fill took; null when an earlier run's fill was reused. */
  fillSeconds: number | null;
};

export const BenchPassword = TestPassword;
const batch = 100_000;
const tenantName = (count: number) => `Bench ${count} documents`;
const emailOf = (count: number, name: string) => `${name}-${count}@bench.example`;

/** An earlier run's complete fill of `count` documents, reused so a re-run measures at once. */
async function reuse(database: Database, count: number): Promise<BenchTenant | null> {
  const [customer] = await database.withService((tx) =>
    tx
      .select()
      .from(customers)
      .where(eq(customers.name, tenantName(count))),
  );
  if (!customer) return null;
  return database.withService(async (tx) => {
    const [row] = await rowsOf<{ total: number }>(
      tx,
      sql`select count(*)::int as total from documents where tenant_id = ${customer.id}`,
    );
    if (Number(row?.total) !== count) return null;
    const companyRows = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tenantId, customer.id))
      .orderBy(asc(companies.name));
    const userRows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.tenantId, customer.id))
      .orderBy(asc(users.name));
    return {
      tenantId: customer.id,
      companyIds: companyRows.map((company) => company.id),
      userIds: userRows.filter((user) => user.email.startsWith('user')).map((user) => user.id),
      adminEmail: emailOf(count, 'admin'),
      scopedEmail: emailOf(count, 'scoped'),
      fillSeconds: null,
    };
  });
}

/** Fills one tenant with `count` generated documents (INSERT … SELECT generate_series in batches), or reuses it. */
export async function fillTenant(database: Database, count: number): Promise<BenchTenant> {
  const reused = await reuse(database, count);
  if (reused) return reused;
  const started = performance.now();
  const tenantId = await buildCustomer(database, { name: tenantName(count) });
  const companyIds: string[] = [];
  for (let index = 1; index <= 8; index++) {
    companyIds.push(
      await buildCompany(database, tenantId, {
        Name: `Bench Company ${index}`,
        UsesSalesInvoices: index <= 5,
        UsesPackingSlips: index <= 3,
      }),
    );
  }
  const userIds: string[] = [];
  for (let index = 1; index <= 20; index++) {
    userIds.push(
      await buildUser(database, tenantId, {
        Name: `user ${String(index).padStart(2, '0')}`,
        Email: emailOf(count, `user${index}`),
        MaySeeAllCompanies: true,
      }),
    );
  }
  // The admin is also a workflow user, so that Todo finds documents at them.
  const admin = { MaySeeAllCompanies: true, MaySeeAllDocuments: true, MaySeeConfidentialDocuments: true };
  userIds[0] = await buildUser(database, tenantId, {
    Name: 'Admin',
    Email: emailOf(count, 'admin'),
    password: BenchPassword,
    ...admin,
  });
  await buildUser(database, tenantId, {
    Name: 'Scoped',
    Email: emailOf(count, 'scoped'),
    password: BenchPassword,
    SeeCompanies: companyIds.slice(2, 5),
    SearchRights: 50,
  });
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await database.withService((tx) => tx.execute(insertDocuments(tenantId, companyIds, userIds, from, to)));
  }
  for (const statement of insertDetailParts(tenantId, userIds, 20_000))
    await database.withService((tx) => tx.execute(statement));
  // Fresh statistics and visibility map: the planner picks the ordered indexes, counts scan index-only.
  await database.db.execute(sql`vacuum analyze documents`);
  await database.db.execute(sql`vacuum analyze document_history`);
  await database.db.execute(sql`vacuum analyze invoice_lines`);
  return {
    tenantId,
    companyIds,
    userIds,
    adminEmail: emailOf(count, 'admin'),
    scopedEmail: emailOf(count, 'scoped'),
    fillSeconds: Math.round(performance.now() - started) / 1000,
  };
}
