import ExcelJS from 'exceljs';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;

/** A tenant with three euro invoices and one in dollars, one of them confidential, and two users. */
async function invoices() {
  const tenant = await buildTenant(ctx.database, 'Export');
  const all = await tenant.user({ name: 'All', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  const reader = await tenant.user({
    name: 'Reader',
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
    isReadOnly: true,
  });
  const make = (documentNumber: string, extra: Record<string, unknown>) =>
    buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, documentNumber, ...extra });
  await make('E1', {
    documentDate: '2024-01-05',
    dueDate: '2024-02-04',
    grossAmount: 121,
    netAmount: 100,
    relationName: 'Acme BV',
  });
  await make('E2', {
    documentDate: '2024-01-04',
    grossAmount: 242.5,
    netAmount: 200.41,
    relationName: 'Beta NV',
  });
  await make('E3', {
    documentDate: '2024-01-03',
    grossAmount: 10,
    netAmount: 10,
    relationName: 'Acme Inc',
    currency: 'USD',
  });
  await make('E4', {
    documentDate: '2024-01-02',
    grossAmount: 1000,
    relationName: 'Acme Secret',
    isConfidential: true,
  });
  await buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    documentType: 'SalesInvoice',
    documentNumber: 'S1',
  });
  return {
    api: await signedInClient(ctx.app, all.email),
    readerApi: await signedInClient(ctx.app, reader.email),
  };
}

const exportOverview = (api: Api, body: Record<string, unknown>) =>
  api.post('/api/Document/ExportOverview', { DocumentType: 'PurchaseInvoice', Locale: 'nl-NL', ...body });

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  return sheet;
}

describe('POST /api/Document/ExportOverview', () => {
  it('answers an XLSX attachment of the filtered set in the order and columns asked, with typed cells', async () => {
    const { api } = await invoices();
    const response = await exportOverview(api, {
      Relation: 'acme',
      SortName: 'GrossAmount',
      SortAscending: false,
      PageSize: 1,
      Columns: ['DocumentNumber', 'DocumentDate', 'GrossAmount', 'NetAmount', 'InvoiceType', 'DueDate'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xlsx"/);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Inkoopfacturen%20");
    const sheet = await sheetOf(response.rawPayload);
    // Header plus every match of the filter (not only the page of one); the confidential one is not visible.
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Documentnr.',
      'Datum',
      'Bruto',
      'Netto',
      'Soort',
      'Vervalt',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['E1', 'E3']);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2024, 0, 5)));
    expect(first.getCell(2).numFmt).toBe('dd-mm-yyyy');
    expect(first.getCell(3).value).toBe(121);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(4).value).toBe(100);
    expect(first.getCell(5).value).toBe('Debet');
    expect(first.getCell(6).value).toEqual(new Date(Date.UTC(2024, 1, 4)));
    // A blank due date stays an empty cell.
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
  });

  it('may be made by a read-only session: it only reads', async () => {
    const { readerApi } = await invoices();
    const response = await exportOverview(readerApi, { Columns: ['DocumentNumber'] });
    expect(response.statusCode).toBe(200);
    expect((await sheetOf(response.rawPayload)).rowCount).toBe(4);
    const totals = await readerApi.post('/api/Document/GetOverviewTotals', {
      DocumentType: 'PurchaseInvoice',
    });
    expect(totals.statusCode).toBe(200);
  });

  it('writes English captions and month-first dates for en-US', async () => {
    const { api } = await invoices();
    const response = await exportOverview(api, {
      Locale: 'en-US',
      Columns: ['RelationName', 'DocumentDate'],
    });
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Relation', 'Date']);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('mm/dd/yyyy');
    expect(sheet.rowCount).toBe(4);
  });

  it('answers 400 with a message per field for a bad request, before any file', async () => {
    const { api } = await invoices();
    const bad = await exportOverview(api, { Columns: ['Colour'], CompanyId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toMatchObject({ CompanyId: 'Validation_Guid' });
    expect(Object.keys(bad.json().Errors).some((field) => field.startsWith('Columns'))).toBe(true);
    const none = await exportOverview(api, { Columns: [] });
    expect(none.statusCode).toBe(400);
    const slipAmounts = await exportOverview(api, { DocumentType: 'PackingSlip', Columns: ['GrossAmount'] });
    expect(slipAmounts.statusCode).toBe(400);
    expect(slipAmounts.json().Errors).toEqual({ Columns: 'Validation_In_List' });
  });
});

describe('POST /api/Document/GetOverviewTotals', () => {
  it('totals gross and net of the whole filtered set per currency, within what the user may see', async () => {
    const { api } = await invoices();
    const totals = await api.post('/api/Document/GetOverviewTotals', {
      DocumentType: 'PurchaseInvoice',
      PageSize: 1,
    });
    expect(totals.statusCode).toBe(200);
    expect(totals.json()).toEqual([
      { Currency: 'EUR', Count: 2, GrossAmount: 363.5, NetAmount: 300.41 },
      { Currency: 'USD', Count: 1, GrossAmount: 10, NetAmount: 10 },
    ]);
    const filtered = await api.post('/api/Document/GetOverviewTotals', {
      DocumentType: 'PurchaseInvoice',
      Relation: 'beta',
    });
    expect(filtered.json()).toEqual([{ Currency: 'EUR', Count: 1, GrossAmount: 242.5, NetAmount: 200.41 }]);
  });
});
