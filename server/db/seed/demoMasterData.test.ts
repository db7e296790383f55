import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { isValidIban } from '../../../domain/iban/index';
import {
  type CodeList,
  codeListProblems,
  ErpCodeInput,
  isValidChamberOfCommerceNumber,
  isValidVatNumber,
  PostingTemplateInput,
} from '../../../domain/masterdata/index';
import { type Database, openDatabase, type Tx } from '../client';
import { migrateDatabase } from '../migrate';
import {
  bankAccountChanges,
  documents,
  erpCodes,
  invoiceLines,
  periods,
  postingTemplateLines,
  postingTemplates,
  purchaseOrderLines,
  purchaseOrders,
  relations,
  tags,
} from '../schema/index';
import { type DemoEnvironment, seedDemo } from './demo';
import { demoCustomers, demoVendors } from './demoMasterDataRelations';
import { DemoCustomers, DemoSuppliers } from './demoRelations';

let database: Database;
let dataDir: string;
let environment: DemoEnvironment;

beforeAll(async () => {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  database = await openDatabase({ url, poolSize: 2 });
  if (!url) await migrateDatabase(database);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-demo-masterdata-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LEDGERLINE_DEMO_DOCUMENTS', '24');
  environment = await seedDemo(database);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const holding = <T>(fn: (tx: Tx) => Promise<T>) => database.withTenant(environment.holdingId, fn);
const allCompanies = () => [
  ...Object.values(environment.companies).map((companyId) => ({
    companyId,
    tenantId: companyId === environment.companies.trading ? environment.secondId : environment.holdingId,
  })),
];

describe('demo master data', () => {
  it('gives every demo company a Dutch chart of accounts with the ledgers the documents use, and its code lists', async () => {
    for (const { tenantId, companyId } of allCompanies()) {
      const codes = await database.withTenant(tenantId, (tx) =>
        tx.select().from(erpCodes).where(eq(erpCodes.companyId, companyId)),
      );
      const ledger = codes.filter((code) => code.list === 'GeneralLedger');
      expect(ledger.length).toBeGreaterThanOrEqual(60);
      expect(ledger.length).toBeLessThanOrEqual(80);
      const ledgerCodes = ledger.map((code) => code.code);
      for (const used of ['0300', '4100', '4200', '4500', '4600', '4610', '4700', '4800', '7000', '7010'])
        expect(ledgerCodes).toContain(used);
      expect(ledgerCodes).toEqual(expect.arrayContaining(['1300', '1500', '1520', '1530', '1600', '8000']));
      expect(ledger.find((code) => code.code === '1600')).toMatchObject({
        description: 'Crediteuren',
        accountType: 'Balance',
      });
      const vat = codes.filter((code) => code.list === 'VatCode');
      expect(new Set(vat.map((code) => code.category))).toEqual(new Set(['S', 'Z', 'E', 'AE', 'K', 'G']));
      expect(vat.find((code) => code.code === 'VH')).toMatchObject({ percentage: 21, category: 'S' });
      expect(vat.find((code) => code.code === 'VL')).toMatchObject({ percentage: 9, category: 'S' });
      const lists = new Set(codes.map((code) => code.list));
      for (const list of ['VatScenario', 'PaymentTerm', 'PaymentMethod', 'Currency', 'Journal', 'Dimension1'])
        expect(lists).toContain(list);
      for (const list of ['Dimension2', 'Project', 'Article', 'Asset']) expect(lists).toContain(list);
      expect(
        codes
          .filter((code) => code.list === 'Currency')
          .map((code) => code.code)
          .sort(),
      ).toEqual(['EUR', 'GBP', 'USD']);
      for (const code of codes) {
        const fields = ErpCodeInput.parse({
          CompanyId: companyId,
          Code: code.code,
          Description: code.description,
          AccountType: code.accountType,
          VatCode: code.vatCode,
          Percentage: code.percentage,
          Category: code.category,
          ScenarioCode: code.scenarioCode,
          Days: code.days,
          Unit: code.unit,
          UnitPrice: code.unitPrice,
          LedgerCode: code.ledgerCode,
          Symbol: code.symbol,
        });
        expect(codeListProblems(code.list as CodeList, fields)).toEqual({});
      }
      // Every VAT code and ledger a code list refers to exists.
      const vatCodes = new Set(vat.map((code) => code.code));
      for (const code of codes.filter((entry) => entry.vatCode)) expect(vatCodes).toContain(code.vatCode);
      for (const code of codes.filter((entry) => entry.ledgerCode))
        expect(ledgerCodes).toContain(code.ledgerCode);
    }
  });

  it('gives every demo company about 150 vendors and 40 customers whose IBAN, VAT and KvK numbers are valid', async () => {
    for (const { tenantId, companyId } of allCompanies()) {
      const rows = await database.withTenant(tenantId, (tx) =>
        tx.select().from(relations).where(eq(relations.companyId, companyId)),
      );
      const vendors = rows.filter((row) => row.kind === 'Vendor');
      expect(vendors).toHaveLength(150);
      expect(rows.filter((row) => row.kind === 'Customer')).toHaveLength(40);
      for (const row of rows) {
        expect(row.ibanNumbers.length).toBe(1);
        expect(row.ibanNumbers.every((iban) => isValidIban(iban))).toBe(true);
        expect(isValidVatNumber(row.vatNumber)).toBe(true);
        expect(isValidChamberOfCommerceNumber(row.chamberOfCommerceNumber, row.country)).toBe(true);
      }
      expect(new Set(vendors.map((row) => row.ibanNumbers[0])).size).toBe(vendors.length);
      expect(new Set(vendors.map((row) => row.name)).size).toBe(vendors.length);
      expect(new Set(vendors.map((row) => row.country))).toEqual(new Set(['NL', 'BE', 'DE']));
      const ledger = await database.withTenant(tenantId, (tx) =>
        tx
          .select({ code: erpCodes.code })
          .from(erpCodes)
          .where(and(eq(erpCodes.companyId, companyId), eq(erpCodes.list, 'GeneralLedger'))),
      );
      const ledgerCodes = new Set(ledger.map((code) => code.code));
      for (const row of rows) expect(ledgerCodes).toContain(row.defaultLedgerCode);
    }
  });

  it('makes each letterhead supplier and customer of the demo invoices a relation with the same code, name and numbers', async () => {
    const rows = await holding((tx) =>
      tx.select().from(relations).where(eq(relations.companyId, environment.companies.logistics)),
    );
    for (const [kind, letterheads] of [
      ['Vendor', DemoSuppliers],
      ['Customer', DemoCustomers],
    ] as const)
      for (const letterhead of letterheads)
        expect(rows.find((row) => row.kind === kind && row.code === letterhead.code)).toMatchObject({
          name: letterhead.name,
          ibanNumbers: [letterhead.iban],
          vatNumber: letterhead.vatNumber,
          chamberOfCommerceNumber: letterhead.cocNumber,
        });
  });

  it('points every recognised demo document at a relation of its own company: purchase invoices at vendors', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    const relationRows = await holding((tx) => tx.select().from(relations));
    const byId = new Map(relationRows.map((row) => [row.id, row]));
    expect(rows.some((row) => row.documentType === 'PurchaseInvoice' && row.relationId)).toBe(true);
    for (const document of rows) {
      if (document.status === 'Imported') {
        expect(document.relationId).toBeNull();
        continue;
      }
      const relation = byId.get(document.relationId ?? '');
      expect(relation).toMatchObject({
        companyId: document.companyId,
        kind: document.documentType === 'SalesInvoice' ? 'Customer' : 'Vendor',
        code: document.relationCode,
        name: document.relationName,
      });
    }
  });

  it('codes the demo invoice lines with VAT codes of the code list and their orders with orders of the same vendor', async () => {
    const rows = await holding((tx) => tx.select().from(documents));
    const lines = await holding((tx) => tx.select().from(invoiceLines));
    const vat = await holding((tx) =>
      tx.select({ code: erpCodes.code }).from(erpCodes).where(eq(erpCodes.list, 'VatCode')),
    );
    const vatCodes = new Set(vat.map((code) => code.code));
    for (const line of lines.filter((entry) => entry.vatCode !== ''))
      expect(vatCodes).toContain(line.vatCode);
    const orders = await holding((tx) => tx.select().from(purchaseOrders));
    for (const document of rows.filter((row) => row.purchaseOrderNumbers.length > 0 && row.relationCode)) {
      const order = orders.find(
        (entry) => entry.companyId === document.companyId && entry.code === document.purchaseOrderNumbers[0],
      );
      expect(order?.vendorCode).toBe(document.relationCode);
    }
  });

  it('gives open purchase orders with lines whose status follows what was invoiced', async () => {
    const orders = await holding((tx) =>
      tx.select().from(purchaseOrders).where(eq(purchaseOrders.companyId, environment.companies.foods)),
    );
    const statuses = new Set(orders.map((order) => order.invoicedStatus));
    expect(statuses).toContain('New');
    expect(statuses).toContain('Partially_Completed');
    const lines = await holding((tx) =>
      tx
        .select()
        .from(purchaseOrderLines)
        .where(
          inArray(
            purchaseOrderLines.purchaseOrderId,
            orders.map((order) => order.id),
          ),
        ),
    );
    for (const order of orders) {
      const own = lines.filter((line) => line.purchaseOrderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      const invoiced = own.filter((line) => line.quantityInvoiced > 0).length;
      if (order.invoicedStatus === 'New') expect(invoiced).toBe(0);
      if (order.invoicedStatus === 'Partially_Completed') expect(invoiced).toBeGreaterThan(0);
    }
  });

  it('gives the monthly periods of last year and this year, months before last month closed', async () => {
    const rows = await holding((tx) =>
      tx.select().from(periods).where(eq(periods.companyId, environment.companies.services)),
    );
    expect(rows).toHaveLength(24);
    const year = new Date().getUTCFullYear();
    expect(rows.find((period) => period.code === `${year - 1}-01`)?.isClosed).toBe(true);
    expect(rows.find((period) => period.code === `${year}-12`)?.isClosed).toBe(false);
  });

  it('gives tags per environment, posting templates that keep the split rules, and one unconfirmed bank account change', async () => {
    expect(await holding((tx) => tx.select().from(tags))).toHaveLength(6);
    const templates = await holding((tx) =>
      tx.select().from(postingTemplates).where(eq(postingTemplates.companyId, environment.companies.foods)),
    );
    expect(templates.length).toBeGreaterThanOrEqual(2);
    const lines = await holding((tx) => tx.select().from(postingTemplateLines));
    for (const template of templates) {
      const own = lines.filter((line) => line.templateId === template.id);
      const parsed = PostingTemplateInput.safeParse({
        CompanyId: template.companyId,
        Name: template.name,
        TargetType: template.targetType,
        RelationCode: template.relationCode,
        Lines: own.map((line) => ({
          AmountType: line.amountType,
          Amount: line.amount,
          Percentage: line.percentage,
          LedgerCode: line.ledgerCode,
          Dimension1: line.dimension1,
        })),
      });
      expect(parsed.success).toBe(true);
    }
    const changes = await holding((tx) => tx.select().from(bankAccountChanges));
    expect(changes).toHaveLength(3);
    const changed = await holding((tx) =>
      tx.select().from(relations).where(eq(relations.bankAccountConfirmed, false)),
    );
    expect(changed.map((row) => row.id).sort()).toEqual(changes.map((change) => change.relationId).sort());
  });
});

describe('demo relations', () => {
  it('are the same on every run', () => {
    expect(demoVendors('services')).toEqual(demoVendors('services'));
    expect(demoCustomers('foods')).toEqual(demoCustomers('foods'));
    expect(demoVendors('foods').map((vendor) => vendor.Name)).not.toEqual(
      demoVendors('logistics').map((vendor) => vendor.Name),
    );
  });
});
