import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { isValidIban, validateBic } from '../../../domain/iban/index';
import { effectiveActionRights, effectiveViewRights } from '../../services/users/effectiveRights';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { companies, documents, roles, settings, users } from '../schema/index';
import { type DemoEnvironment, seedDemo } from './demo';

let database: Database;
let dataDir: string;
let environment: DemoEnvironment;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-demo-payments-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LEDGERLINE_DEMO_DOCUMENTS', '12');
  environment = await seedDemo(database);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('demo payment batches', () => {
  it('are switched on for Demo Holding, and each of its companies pays from a valid account with a SEPA profile', async () => {
    const { foods, logistics, services } = environment.companies;
    const rows = await database.withTenant(environment.holdingId, (tx) =>
      tx
        .select()
        .from(companies)
        .where(inArray(companies.id, [foods, logistics, services])),
    );
    expect(rows).toHaveLength(3);
    for (const company of rows) {
      expect(isValidIban(company.paymentIban), company.name).toBe(true);
      expect(validateBic(company.paymentBic).valid, company.name).toBe(true);
      expect(['Generic', 'DutchBanks', 'GermanGbic']).toContain(company.sepaProfile);
    }
    expect(new Set(rows.map((company) => company.paymentIban)).size).toBe(3);
    const [setting] = await database.withTenant(environment.holdingId, (tx) =>
      tx.select().from(settings).where(eq(settings.name, 'Workflow_UsesPaymentBatches')),
    );
    expect(setting.boolValue).toBe(true);
  });

  it('lets approver@demo.test approve payment batches and admin@demo.test make them', async () => {
    const rights = async (email: string) =>
      database.withTenant(environment.holdingId, async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email));
        const userRoles = user.roleIds.length
          ? await tx.select().from(roles).where(inArray(roles.id, user.roleIds))
          : [];
        return { view: effectiveViewRights(user, userRoles), action: effectiveActionRights(user, userRoles) };
      });
    const approver = await rights('approver@demo.test');
    expect(approver.view.has('PaymentLists')).toBe(true);
    expect(approver.action.has('MayApprovePaymentBatches')).toBe(true);
    expect(approver.action.has('MayApprovePay')).toBe(true);
    const admin = await rights('admin@demo.test');
    expect(admin.view.has('PaymentLists')).toBe(true);
    expect(admin.action.has('MayEditDocuments')).toBe(true);
  });

  it('gives the first approved, unpaid invoices due from today a 2% discount open for three days, and no others', async () => {
    for (const companyId of Object.values(environment.companies).slice(0, 3)) {
      const payable = await database.withTenant(environment.holdingId, (tx) =>
        tx
          .select()
          .from(documents)
          .where(
            and(
              eq(documents.companyId, companyId),
              eq(documents.documentType, 'PurchaseInvoice'),
              eq(documents.invoiceType, 'Debit'),
              eq(documents.isApproved, true),
              eq(documents.isPaid, false),
              gte(documents.dueDate, today()),
            ),
          )
          .orderBy(asc(documents.dueDate), asc(documents.documentNumber)),
      );
      payable.forEach((invoice, index) => {
        if (index < 2)
          expect(invoice).toMatchObject({
            paymentDiscountPercentage: 2,
            paymentDiscount: Math.round(invoice.grossAmount * 2) / 100,
            paymentDiscountExpirationDate: inDays(3),
          });
        else expect(invoice.paymentDiscountExpirationDate).toBeNull();
      });
    }
    const all = await database.withTenant(environment.holdingId, (tx) =>
      tx.select({ expires: documents.paymentDiscountExpirationDate }).from(documents),
    );
    expect(all.filter((row) => row.expires !== null).length).toBeLessThanOrEqual(6);
  });
});
