import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { DocumentFlow } from '../../../domain/documentFlow/flow';
import { buildDocument, type DocumentOptions } from '../../db/seed/documentFactories';
import { buildCompany } from '../../db/seed/factories';
import { auditRows, buildTenant, signedInClient, startTestApp, type TestTenant } from '../../test/harness';
import { type Api, actOk, invoiceOf, purchaseTeam } from '../DocumentAction/workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const GetDocumentFlow = '/api/DocumentFlow/GetDocumentFlow';
const Export = '/api/DocumentFlow/Export';
const everything = { MaySeeAllCompanies: true, MaySeeAllDocuments: true, MaySeeConfidentialDocuments: true };
const January = { FromDate: '2024-01-01', ToDate: '2024-01-31' };

/** A calendar day this many days from today (UTC); a period of yesterday..tomorrow holds today's actions. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const aroundToday = { FromDate: day(-1), ToDate: day(1) };

/** A user with the DocumentFlow view right (and nothing else to look at), signed in. */
async function analystOf(tenant: TestTenant, options: Record<string, unknown> = everything) {
  const user = await tenant.user({ name: 'Analyst', UserViewRights: ['DocumentFlow'], ...options });
  return signedInClient(ctx.app, user.email);
}

async function flowOf(api: Api, body: Record<string, unknown>): Promise<DocumentFlow> {
  const response = await api.post(GetDocumentFlow, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The transitions as comparable rows: from, to, moves, documents. */
const movesOf = (flow: DocumentFlow) =>
  flow.Transitions.map((move) => [move.FromStatus, move.ToStatus, move.Count, move.Documents]);

/** A purchase invoice of company A with history entries at midday UTC of the given days. */
function documentWith(
  tenant: TestTenant,
  entries: Array<[day: string, action: string, status: string]>,
  options: Partial<DocumentOptions> = {},
) {
  return buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    status: entries.at(-1)?.[2] ?? 'Imported',
    history: entries.map(([date, action, status]) => ({ action, status, at: `${date}T12:00:00Z` })),
    ...options,
  });
}

describe('what the flow counts', () => {
  it('counts the moves the workflow actions made, per transition, with the documents that made them', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const imported = { status: 'Imported', history: [{ action: 'Import', status: 'Imported' }] };
    const first = await invoiceOf(ctx.database, tenant, imported);
    const second = await invoiceOf(ctx.database, tenant, imported);
    await actOk(apis.verifier, first, 'Verify', { NextUserId: people.handler.id });
    await actOk(apis.handler, first, 'Code', { NextUserId: people.approver2.id });
    await actOk(apis.approver2, first, 'Approve');
    await actOk(apis.verifier, second, 'Verify', { NextUserId: people.handler.id });

    const flow = await flowOf(await analystOf(tenant), aroundToday);
    expect(movesOf(flow)).toEqual([
      ['None', 'Imported', 2, 2],
      ['Imported', 'In_Progress', 2, 2],
      ['In_Progress', 'Pending', 1, 1],
      ['Pending', 'Signed_Off', 1, 1],
    ]);
    expect(flow.Statuses).toEqual([
      { Status: 'Imported', Entered: 2, Left: 2 },
      { Status: 'In_Progress', Entered: 2, Left: 1 },
      { Status: 'Pending', Entered: 1, Left: 1 },
      { Status: 'Signed_Off', Entered: 1, Left: 0 },
    ]);
    expect(flow.Documents).toBe(2);
  });

  it('takes the status a move left from the entry before it, also when that entry is older than the period', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    await documentWith(tenant, [
      ['2023-12-20', 'Import', 'Imported'],
      ['2024-01-10', 'Verify', 'In_Progress'],
      ['2024-02-05', 'Code', 'Pending'],
    ]);
    const api = await analystOf(tenant);
    expect(movesOf(await flowOf(api, January))).toEqual([['Imported', 'In_Progress', 1, 1]]);
    expect(movesOf(await flowOf(api, { FromDate: '2024-02-01', ToDate: '2024-02-29' }))).toEqual([
      ['In_Progress', 'Pending', 1, 1],
    ]);
    expect(movesOf(await flowOf(api, { FromDate: '2023-12-01', ToDate: '2024-02-29' }))).toEqual([
      ['None', 'Imported', 1, 1],
      ['Imported', 'In_Progress', 1, 1],
      ['In_Progress', 'Pending', 1, 1],
    ]);
  });

  it('counts each time a document makes the same move, but the document once', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    await documentWith(tenant, [
      ['2024-01-02', 'Code', 'Pending'],
      ['2024-01-03', 'SendBack', 'In_Progress'],
      ['2024-01-04', 'Code', 'Pending'],
      ['2024-01-05', 'SendBack', 'In_Progress'],
      ['2024-01-06', 'Approve', 'In_Progress'],
    ]);
    const flow = await flowOf(await analystOf(tenant), January);
    expect(movesOf(flow)).toEqual([
      ['Pending', 'In_Progress', 2, 1],
      ['None', 'Pending', 1, 1],
      ['In_Progress', 'In_Progress', 1, 1],
      ['In_Progress', 'Pending', 1, 1],
    ]);
    expect(flow.Statuses).toEqual([
      { Status: 'In_Progress', Entered: 2, Left: 1 },
      { Status: 'Pending', Entered: 2, Left: 2 },
    ]);
    expect(flow.Documents).toBe(1);
  });

  it('includes both ends of the period and nothing outside it', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    await documentWith(tenant, [['2023-12-31', 'Import', 'Imported']]);
    await documentWith(tenant, [['2024-01-01', 'Import', 'Imported']]);
    await documentWith(tenant, [['2024-01-31', 'Import', 'Imported']]);
    await documentWith(tenant, [['2024-02-01', 'Import', 'Imported']]);
    const flow = await flowOf(await analystOf(tenant), January);
    expect(movesOf(flow)).toEqual([['None', 'Imported', 2, 2]]);
    expect(flow.Documents).toBe(2);
  });

  it('answers empty lists when nothing moved', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    expect(await flowOf(await analystOf(tenant), January)).toEqual({
      Transitions: [],
      Statuses: [],
      Documents: 0,
    });
  });

  it('writes no audit row: it only reads', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    await documentWith(tenant, [['2024-01-10', 'Import', 'Imported']]);
    const api = await analystOf(tenant);
    const before = (await auditRows(ctx.database, tenant.tenantId)).length;
    await flowOf(api, January);
    expect((await api.post(Export, January)).statusCode).toBe(200);
    expect(await auditRows(ctx.database, tenant.tenantId)).toHaveLength(before);
  });
});

describe('filters and visibility', () => {
  it('narrows to the companies and document types asked for', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    const sales = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Sales Co',
      UsesSalesInvoices: true,
    });
    const imported = [['2024-01-10', 'Import', 'Imported']] as Array<[string, string, string]>;
    await documentWith(tenant, imported);
    await documentWith(tenant, imported, { companyId: tenant.otherCompanyId });
    await documentWith(tenant, imported, { companyId: sales, documentType: 'SalesInvoice' });
    const api = await analystOf(tenant);
    const count = async (filters: Record<string, unknown>) =>
      (await flowOf(api, { ...January, ...filters })).Documents;
    expect(await count({})).toBe(3);
    expect(await count({ CompanyIds: [tenant.companyId] })).toBe(1);
    expect(await count({ CompanyIds: [tenant.companyId, sales] })).toBe(2);
    expect(await count({ DocumentTypes: ['SalesInvoice'] })).toBe(1);
    expect(await count({ DocumentTypes: ['PurchaseInvoice'], CompanyIds: [sales] })).toBe(0);
  });

  it('counts only the documents the user may see: their companies, and confidential ones only with the right', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    const imported = [['2024-01-10', 'Import', 'Imported']] as Array<[string, string, string]>;
    await documentWith(tenant, imported);
    await documentWith(tenant, imported, { isConfidential: true });
    await documentWith(tenant, imported, { companyId: tenant.otherCompanyId });
    const scoped = await analystOf(tenant, { SeeCompanies: [tenant.companyId], MaySeeAllDocuments: true });
    expect((await flowOf(scoped, January)).Documents).toBe(1);
    expect((await flowOf(scoped, { ...January, CompanyIds: [tenant.otherCompanyId] })).Documents).toBe(0);
    expect((await flowOf(await analystOf(tenant), January)).Documents).toBe(3);
  });

  it("counts nothing of another customer, also when asked for that customer's company", async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    const other = await buildTenant(ctx.database, 'Other');
    await documentWith(other, [['2024-01-10', 'Import', 'Imported']]);
    const api = await analystOf(tenant);
    for (const CompanyIds of [[], [other.companyId], [randomUUID()]])
      expect(await flowOf(api, { ...January, CompanyIds })).toEqual({
        Transitions: [],
        Statuses: [],
        Documents: 0,
      });
    expect((await flowOf(await analystOf(other), January)).Documents).toBe(1);
  });
});

describe('rights', () => {
  it('answers 401 without a token', async () => {
    for (const url of [GetDocumentFlow, Export])
      expect((await ctx.app.inject({ method: 'POST', url, payload: January })).statusCode).toBe(401);
  });

  it('answers 403 without the DocumentFlow view right', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    const api = await analystOf(tenant, { ...everything, UserViewRights: ['Dashboard', 'MySettings'] });
    for (const url of [GetDocumentFlow, Export]) {
      const response = await api.post(url, January);
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('lets a read-only session read the flow and export it', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    await documentWith(tenant, [['2024-01-10', 'Import', 'Imported']]);
    const api = await analystOf(tenant, { ...everything, isReadOnly: true });
    expect(movesOf(await flowOf(api, January))).toEqual([['None', 'Imported', 1, 1]]);
    expect((await api.post(Export, January)).statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  it('refuses a period longer than 13 months, and a ToDate before the FromDate', async () => {
    const api = await analystOf(await buildTenant(ctx.database, 'Flow'));
    for (const url of [GetDocumentFlow, Export]) {
      const long = await api.post(url, { FromDate: '2024-01-01', ToDate: '2025-02-01' });
      expect(long.statusCode).toBe(400);
      expect(long.json().Errors).toEqual({ ToDate: 'DocumentFlow_Period_Too_Long' });
      const reversed = await api.post(url, { FromDate: '2024-02-01', ToDate: '2024-01-31' });
      expect(reversed.json().Errors).toEqual({ ToDate: 'DocumentFlow_From_After_To' });
    }
    expect(
      (await api.post(GetDocumentFlow, { FromDate: '2024-01-01', ToDate: '2025-01-31' })).statusCode,
    ).toBe(200);
  });

  it('answers a 4xx, with a field message where there is a field, for malformed bodies', async () => {
    const api = await analystOf(await buildTenant(ctx.database, 'Flow'));
    const cases: Array<[unknown, Record<string, string> | null]> = [
      [{}, { FromDate: 'Validation_Required', ToDate: 'Validation_Required' }],
      [
        { FromDate: '31-01-2024', ToDate: '2024-02-30', CompanyIds: ['x'], DocumentTypes: ['Unknown'] },
        {
          FromDate: 'Validation_Date_Invalid',
          ToDate: 'Validation_Date_Invalid',
          'CompanyIds.0': 'Validation_Guid',
          'DocumentTypes.0': 'Validation_In_List',
        },
      ],
      [{ ...January, CompanyIds: 'all', DocumentTypes: 7 }, null],
      [{ ...January, FromDate: '2024-01-01\u0000' }, null],
      [{ ...January, FromDate: 'x'.repeat(100_000) }, null],
      [[], null],
      ['January', null],
      [null, null],
    ];
    for (const [body, errors] of cases) {
      for (const url of [GetDocumentFlow, Export]) {
        const response = await api.post(url, body);
        const call = `${url} ${JSON.stringify(body).slice(0, 80)}`;
        // A bare string travels as text/plain: 415, still the client's fault.
        expect([400, 415], call).toContain(response.statusCode);
        if (errors) expect(response.json().Errors, call).toEqual(errors);
      }
    }
    expect((await api.post(Export, { ...January, Locale: 'de-DE' })).json().Errors).toEqual({
      Locale: 'Validation_In_List',
    });
  });
});

describe('the export', () => {
  it('answers an Excel workbook of the transitions and statuses in the language asked for', async () => {
    const tenant = await buildTenant(ctx.database, 'Flow');
    await documentWith(tenant, [
      ['2024-01-02', 'Import', 'Imported'],
      ['2024-01-03', 'Verify', 'In_Progress'],
    ]);
    await documentWith(tenant, [['2024-01-04', 'Import', 'Imported']]);
    const api = await analystOf(tenant);
    const response = await api.post(Export, { ...January, Locale: 'en-US' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('Document flow 2024-01-01 2024-01-31.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const values = (sheet: ExcelJS.Worksheet) =>
      sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));
    const [transitions, statuses] = workbook.worksheets;
    expect(transitions.name).toBe('Transitions');
    expect(values(transitions)).toEqual([
      ['From status', 'To status', 'Moves', 'Documents', 'Share'],
      ['Arrival', 'Imported', 2, 2, 2 / 3],
      ['Imported', 'In progress', 1, 1, 1 / 3],
    ]);
    expect(values(statuses)).toEqual([
      ['Status', 'Inflow', 'Outflow'],
      ['Imported', 2, 1],
      ['In progress', 1, 0],
    ]);

    const dutch = await api.post(Export, January);
    expect(dutch.headers['content-disposition']).toContain(
      encodeURIComponent('Documentstroom 2024-01-01 2024-01-31.xlsx'),
    );
  });
});
