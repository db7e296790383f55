import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parseCsv } from '../../../domain/masterdata/import/csv';
import { readEInvoiceFile } from '../../capture/einvoice/index';
import { validateEInvoiceXml } from '../../capture/einvoice-validation/index';
import { companies, erpCodes, periods, relations } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { cellText, xlsxRows } from '../../services/masterdata/import/xlsxRows';
import { buildTenant, client, signedInClient, signIn, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const line = (overrides: Record<string, unknown>) => ({
  description: 'Printer paper',
  quantity: 10,
  unitPrice: 5,
  netAmount: 50,
  vatCode: 'H21',
  vatPercentage: 21,
  vatAmount: 10.5,
  generalLedgerAccount: '4300',
  costCenter: 'KP10',
  dimension1: 'SALES',
  ...overrides,
});

/** A Manual-adapter company with master data and posted, coded and uncoded documents in March and April 2024. */
async function bookkeeping() {
  const tenant = await buildTenant(ctx.database, 'Export');
  const { tenantId, companyId, otherCompanyId } = tenant;
  const { vendor, customer } = await ctx.database.withTenant(tenantId, async (tx) => {
    await tx
      .update(companies)
      .set({
        vatNumber: 'NL001234567B02',
        chamberOfCommerceNumber: '87654321',
        ibans: ['NL02ABNA0123456789'],
        usesSalesInvoices: true,
        usesPackingSlips: true,
        defaultPurchaseJournal: 'INK',
        defaultSalesJournal: 'VRK',
        defaultCreditorsAccount: '1600',
        defaultDebtorsAccount: '1300',
      })
      .where(eq(companies.id, companyId));
    const relation = (kind: string, code: string, fields: Partial<typeof relations.$inferInsert>) =>
      tx
        .insert(relations)
        .values({ tenantId, companyId, kind, code, name: `${code} B.V.`, country: 'NL', ...fields })
        .returning({ id: relations.id })
        .then(([row]) => row.id);
    const vendor = await relation('Vendor', 'V100', {
      name: 'Kantoorhuis Smit & Zn',
      streetAndNumber: 'Stationsstraat 12',
      postcode: '3511 ED',
      city: 'Utrecht',
      vatNumber: '123456789B01',
      ibanNumbers: ['NL91ABNA0417164300'],
      creditorsAccount: '1610',
    });
    const customer = await relation('Customer', 'C200', {
      name: 'Müller GmbH',
      country: 'DE',
      vatNumber: 'DE136695976',
    });
    await tx.insert(erpCodes).values([
      { tenantId, companyId, list: 'VatCode', code: 'H21', percentage: 21, category: 'S' },
      { tenantId, companyId, list: 'VatCode', code: 'H9', percentage: 9 },
      { tenantId, companyId, list: 'VatCode', code: 'IC', percentage: 0, category: 'K' },
    ]);
    await tx.insert(periods).values([
      { tenantId, companyId, code: '2024-03', startDate: '2024-03-01', endDate: '2024-03-31' },
      { tenantId, companyId, code: '2024-04', startDate: '2024-04-01', endDate: '2024-04-30' },
    ]);
    return { vendor, customer };
  });
  const posted = { isPosted: true, status: 'Posted', period: '2024-03' };
  const document = (options: Parameters<typeof buildDocument>[2]) =>
    buildDocument(ctx.database, tenantId, { blobs: ctx.app.deps.blobs, ...options });
  const purchase = await document({
    ...posted,
    companyId,
    relationId: vendor,
    relationCode: 'V100',
    relationName: 'Kantoorhuis Smit & Zn',
    documentNumber: 'F-42',
    documentDate: '2024-03-05',
    dueDate: '2024-04-04',
    ledgerEntryNumber: 2024000001,
    description: 'Office supplies',
    paymentReference: '1234567890',
    netAmount: 75,
    vatAmount: 12.75,
    grossAmount: 87.75,
    original: { fileName: 'F-42.pdf', bytes: pdf },
    lines: [
      line({}),
      line({
        description: 'Coffee',
        vatCode: 'H9',
        vatPercentage: 9,
        netAmount: 25,
        vatAmount: 2.25,
        quantity: 1,
        unitPrice: 25,
        generalLedgerAccount: '4310',
      }),
    ],
  });
  const credit = await document({
    ...posted,
    companyId,
    relationId: vendor,
    relationCode: 'V100',
    relationName: 'Kantoorhuis Smit & Zn',
    invoiceType: 'Credit',
    documentNumber: 'CN-7',
    documentDate: '2024-03-10',
    ledgerEntryNumber: 2024000002,
    netAmount: -20,
    vatAmount: -4.2,
    grossAmount: -24.2,
    lines: [line({ netAmount: -20, vatAmount: -4.2, quantity: 1, unitPrice: 20 })],
  });
  const sales = await document({
    ...posted,
    documentType: 'SalesInvoice',
    companyId,
    relationId: customer,
    relationCode: 'C200',
    relationName: 'Müller GmbH',
    documentNumber: 'S-2024-9',
    documentDate: '2024-03-15',
    ledgerEntryNumber: 2024000003,
    netAmount: 400,
    grossAmount: 400,
    lines: [
      line({
        netAmount: 400,
        vatAmount: 0,
        vatCode: 'IC',
        vatPercentage: 0,
        generalLedgerAccount: '8000',
        quantity: 4,
        unitPrice: 100,
      }),
    ],
  });
  const coded = await document({
    companyId,
    relationId: vendor,
    relationCode: 'V100',
    documentNumber: 'F-43',
    documentDate: '2024-03-20',
    lines: [line({})],
  });
  const april = await document({
    ...posted,
    period: '2024-04',
    companyId,
    relationCode: 'V100',
    documentNumber: 'F-44',
    documentDate: '2024-04-02',
    ledgerEntryNumber: 2024000004,
    lines: [line({})],
  });
  const otherCompany = await document({
    ...posted,
    companyId: otherCompanyId,
    documentNumber: 'X-1',
    documentDate: '2024-03-05',
    lines: [line({})],
  });
  const uncoded = await document({ companyId, relationCode: 'V100', documentNumber: 'F-45' });
  const packingSlip = await document({
    companyId,
    documentType: 'PackingSlip',
    documentNumber: 'P-1',
    lines: [line({})],
  });
  const admin = await tenant.user({
    name: 'Admin',
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
  });
  const readOnly = await tenant.user({
    name: 'Reader',
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
    isReadOnly: true,
  });
  const outsider = await tenant.user({
    name: 'Outsider',
    SeeCompanies: [otherCompanyId],
    MaySeeAllDocuments: true,
  });
  const ownOnly = await tenant.user({ name: 'Own', SeeCompanies: [companyId] });
  return {
    tenant,
    ids: { purchase, credit, sales, coded, april, otherCompany, uncoded, packingSlip },
    api: await signedInClient(ctx.app, admin.email),
    readOnlyApi: await signedInClient(ctx.app, readOnly.email),
    outsiderApi: await signedInClient(ctx.app, outsider.email),
    ownOnlyApi: await signedInClient(ctx.app, ownOnly.email),
  };
}

const fixture = await bookkeeping();
const stranger = await (async () => {
  const other = await buildTenant(ctx.database, 'Stranger');
  const user = await other.user({
    name: 'Stranger',
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
  });
  return client(ctx.app, (await signIn(ctx.app, user.email)).token);
})();

const ubl = (id: string, api = fixture.api) => api.get(`/api/Document/GetUbl/${id}`);

describe('GET /api/Document/GetUbl/{documentId}', () => {
  it('answers the UBL 2.1 invoice of a posted purchase invoice as an XML download that passes EN 16931', async () => {
    const response = await ubl(fixture.ids.purchase);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="F-42.xml"; filename*=UTF-8''F-42.xml`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const validation = await validateEInvoiceXml(response.body);
    expect(validation.Errors).toEqual([]);
    expect(validation.Valid).toBe(true);
  }, 120_000);

  it('carries the coding, the master data of vendor and company and the original', async () => {
    const { invoice } = await readEInvoiceFile(
      new TextEncoder().encode((await ubl(fixture.ids.purchase)).body),
    );
    expect(invoice).toMatchObject({
      Format: 'UBL-2.1-Invoice',
      Id: 'F-42',
      InvoiceDate: '2024-03-05',
      DueDate: '2024-04-04',
      MonetaryTotal: { LineExtensionAmount: 75, TaxInclusiveAmount: 87.75, Amount: 87.75 },
      TaxTotal: { Amount: 12.75 },
      Supplier: {
        Name: 'Kantoorhuis Smit & Zn',
        PostalAddressCityName: 'Utrecht',
        TaxSchemeCompanies: ['NL123456789B01'],
      },
      Customer: {
        Name: 'Export Company A',
        TaxSchemeCompanies: ['NL001234567B02'],
        LegalEntityCompany: '87654321',
      },
    });
    expect(invoice.Lines.map((l) => [l.Reference, l.LineExtensionAmount, l.ItemTaxPercentage])).toEqual([
      ['4300', 50, 21],
      ['4310', 25, 9],
    ]);
    expect(invoice.VatLines.map((v) => [v.TaxCategory, v.TaxCategoryPercent])).toEqual([
      ['S', 21],
      ['S', 9],
    ]);
    expect(invoice.PaymentMeans[0]).toMatchObject({
      Code: 58,
      PayeeAccount: 'NL91ABNA0417164300',
      Id: '1234567890',
    });
    expect(invoice.Attachments).toEqual([
      { name: 'F-42.pdf', mimeType: 'application/pdf', size: pdf.length },
    ]);
  });

  it('writes a credit note as a CreditNote, and a sales invoice with the company as seller', async () => {
    const credit = await readEInvoiceFile(new TextEncoder().encode((await ubl(fixture.ids.credit)).body));
    expect(credit.invoice).toMatchObject({ Format: 'UBL-2.1-CreditNote', MonetaryTotal: { Amount: 24.2 } });
    const sales = (await ubl(fixture.ids.sales)).body;
    expect((await validateEInvoiceXml(sales)).Errors).toEqual([]);
    const { invoice } = await readEInvoiceFile(new TextEncoder().encode(sales));
    expect(invoice.Supplier).toMatchObject({
      Name: 'Export Company A',
      TaxSchemeCompanies: ['NL001234567B02'],
    });
    expect(invoice.Customer).toMatchObject({ Name: 'Müller GmbH', PostalAddressCountry: 'DE' });
    expect(invoice.VatLines[0].TaxCategory).toBe('K');
    expect(invoice.PaymentMeans[0].PayeeAccount).toBe('NL02ABNA0123456789');
  }, 120_000);

  it('leaves out a vendor IBAN whose change waits for confirmation', async () => {
    await ctx.database.withTenant(fixture.tenant.tenantId, (tx) =>
      tx.update(relations).set({ bankAccountConfirmed: false }).where(eq(relations.code, 'V100')),
    );
    const { invoice } = await readEInvoiceFile(
      new TextEncoder().encode((await ubl(fixture.ids.purchase)).body),
    );
    expect(invoice.PaymentMeans.map((means) => means.PayeeAccount)).toEqual([null]);
    await ctx.database.withTenant(fixture.tenant.tenantId, (tx) =>
      tx.update(relations).set({ bankAccountConfirmed: true }).where(eq(relations.code, 'V100')),
    );
  });

  it('serves a coded document not yet posted, and a read-only session', async () => {
    expect((await ubl(fixture.ids.coded)).statusCode).toBe(200);
    expect((await ubl(fixture.ids.purchase, fixture.readOnlyApi)).statusCode).toBe(200);
  });

  it('refuses packing slips and uncoded documents with a message key', async () => {
    const slip = await ubl(fixture.ids.packingSlip);
    expect([slip.statusCode, slip.json().Message]).toEqual([400, 'Ubl_Not_An_Invoice']);
    const uncoded = await ubl(fixture.ids.uncoded);
    expect([uncoded.statusCode, uncoded.json().Message]).toEqual([400, 'Ubl_Document_Not_Coded']);
  });

  it("answers 401 without a token, 404 for another customer's or an invisible document, 400 for a bad id", async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/Document/GetUbl/${fixture.ids.purchase}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await ubl(fixture.ids.purchase, stranger);
    expect([foreign.statusCode, foreign.json().Message]).toEqual([404, 'Document_Not_Found']);
    expect((await ubl(fixture.ids.purchase, fixture.outsiderApi)).statusCode).toBe(404);
    const bad = await ubl('not-a-guid');
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, { documentId: 'Validation_Guid' }]);
  });
});

const exportOf = (query: string, api = fixture.api, companyId = fixture.tenant.companyId) =>
  api.get(`/api/Erp/BookingExport/${companyId}?${query}`);

type Row = Record<string, string>;
const rowsOf = (table: string[][]): Row[] => {
  const [header, ...rows] = table.filter((row) => row.some((cell) => cell !== ''));
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
};
const amount = (text: string) => Number(text.replace(',', '.'));
/** Debit minus credit per document, in cents: every entry of a journal balances. */
const balances = (rows: Row[]) => {
  const sums = new Map<string, number>();
  for (const row of rows)
    sums.set(
      row.DocumentNumber,
      (sums.get(row.DocumentNumber) ?? 0) + Math.round((amount(row.Debit) - amount(row.Credit)) * 100),
    );
  return Object.fromEntries(sums);
};

describe('GET /api/Erp/BookingExport/{companyId}', () => {
  it('answers the posted documents of a period as balanced journal lines in CSV', async () => {
    const response = await exportOf('period=2024-03&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="Boekingen Export Company A 2024-03.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = rowsOf(parseCsv(response.body, ';'));
    expect([...new Set(rows.map((row) => row.DocumentNumber))]).toEqual(['F-42', 'CN-7', 'S-2024-9']);
    expect(balances(rows)).toEqual({ 'F-42': 0, 'CN-7': 0, 'S-2024-9': 0 });
    const purchase = rows.filter((row) => row.DocumentNumber === 'F-42');
    expect(purchase.map((row) => [row.LineType, row.LedgerCode, row.VatCode, row.Debit, row.Credit])).toEqual(
      [
        ['Relation', '1610', '', '0,00', '87,75'],
        ['Ledger', '4300', 'H21', '50,00', '0,00'],
        ['Ledger', '4310', 'H9', '25,00', '0,00'],
        ['Vat', '', 'H21', '10,50', '0,00'],
        ['Vat', '', 'H9', '2,25', '0,00'],
      ],
    );
    expect(purchase[0]).toMatchObject({
      Journal: 'INK',
      EntryNumber: '2024000001',
      Date: '2024-03-05',
      Period: '2024-03',
      RelationCode: 'V100',
      Currency: 'EUR',
    });
    expect(purchase[1]).toMatchObject({ CostCenter: 'KP10', Dimension1: 'SALES' });
    const sales = rows.filter((row) => row.DocumentNumber === 'S-2024-9');
    expect(sales.map((row) => [row.Journal, row.LineType, row.LedgerCode, row.Debit, row.Credit])).toEqual([
      ['VRK', 'Relation', '1300', '400,00', '0,00'],
      ['VRK', 'Ledger', '8000', '0,00', '400,00'],
    ]);
    const credit = rows.filter((row) => row.DocumentNumber === 'CN-7');
    expect(credit.map((row) => [row.LineType, row.Debit, row.Credit])).toEqual([
      ['Relation', '24,20', '0,00'],
      ['Ledger', '0,00', '20,00'],
      ['Vat', '0,00', '4,20'],
    ]);
  });

  it('answers the same journal as XLSX for a date range, read back by the XLSX reader', async () => {
    const response = await exportOf('from=2024-03-01&to=2024-03-31&format=xlsx&locale=en-US');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="Bookings Export Company A 2024-03-01 2024-03-31.xlsx"',
    );
    const file = path.join(ctx.dataDir, 'bookings.xlsx');
    fs.writeFileSync(file, response.rawPayload);
    const sheet = (await xlsxRows(file, 1000)) ?? [];
    const rows = rowsOf(sheet.map((row) => row.cells.map(cellText)));
    const csv = rowsOf(parseCsv((await exportOf('from=2024-03-01&to=2024-03-31&format=csv')).body, ';'));
    expect(
      rows.map((row) => [
        row.DocumentNumber,
        row.LineType,
        row.LedgerCode,
        amount(row.Debit),
        amount(row.Credit),
      ]),
    ).toEqual(
      csv.map((row) => [
        row.DocumentNumber,
        row.LineType,
        row.LedgerCode,
        amount(row.Debit),
        amount(row.Credit),
      ]),
    );
    expect(rows[0]).toMatchObject({ Date: '2024-03-05', EntryNumber: '2024000001' });
    expect(balances(rows)).toEqual({ 'F-42': 0, 'CN-7': 0, 'S-2024-9': 0 });
  });

  it('writes a decimal point for en-US and only the header for a period without postings', async () => {
    const english = await exportOf('period=2024-03&format=csv&locale=en-US');
    expect(english.body).toContain(';87.75;');
    const empty = await exportOf('from=2023-01-01&to=2023-12-31&format=csv');
    expect(rowsOf(parseCsv(empty.body, ';'))).toEqual([]);
    expect(empty.body.startsWith('\uFEFFJournal;EntryNumber;Date;')).toBe(true);
  });

  it('holds only the documents the user may see, and serves a read-only session', async () => {
    const own = await exportOf('period=2024-03&format=csv', fixture.ownOnlyApi);
    expect(own.statusCode).toBe(200);
    expect(rowsOf(parseCsv(own.body, ';'))).toEqual([]);
    expect((await exportOf('period=2024-03&format=csv', fixture.readOnlyApi)).statusCode).toBe(200);
  });

  it("answers 401 without a token, 404 for another customer's company and 403 for a company out of scope", async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/Erp/BookingExport/${fixture.tenant.companyId}?period=2024-03`,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await exportOf('period=2024-03', stranger);
    expect([foreign.statusCode, foreign.json().Message]).toEqual([404, 'Company_Not_Found']);
    expect((await exportOf('period=2024-03', fixture.outsiderApi)).statusCode).toBe(403);
  });

  it.each([
    ['from=2024-02-30&to=2024-03-31', { from: 'Validation_Date_Invalid' }],
    ['from=01-03-2024&to=2024-03-31', { from: 'Validation_Date_Invalid' }],
    ['from=2024-04-01&to=2024-03-01', { from: 'Validation_Date_Not_Before%%2024-03-01' }],
    ['', { from: 'Booking_Export_Period_Required', to: 'Booking_Export_Period_Required' }],
    ['from=2024-03-01', { to: 'Booking_Export_Period_Required' }],
    ['period=2024-03&from=2024-03-01', { from: 'Validation_Must_Be_Empty' }],
    ['period=1999-01', { period: 'Period_Not_Found' }],
    ['period=2024-03&format=pdf', { format: 'Validation_In_List' }],
    ['period=2024-03&locale=fr-FR', { locale: 'Validation_In_List' }],
    [`period=${'x'.repeat(51)}`, { period: 'Validation_Maximum_Length%%50' }],
    ['period=2024-03&period=2024-04', { period: 'Validation_In_List' }],
  ])('refuses %s with a validation key', async (query, errors) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Message: 'Validation_Failed', Errors: errors });
  });

  it('refuses a NUL character and a bad company id below 500', async () => {
    const nul = await exportOf('period=2024%0003');
    expect(nul.statusCode).toBe(400);
    const bad = await fixture.api.get('/api/Erp/BookingExport/not-a-guid?period=2024-03');
    expect([bad.statusCode, bad.json().Errors]).toEqual([400, { companyId: 'Validation_Guid' }]);
  });
});
