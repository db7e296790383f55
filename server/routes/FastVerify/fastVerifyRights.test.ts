import ExcelJS from 'exceljs';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { invoiceFields, recognizedInvoice, useFastVerify } from './fastVerifyFixture';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let documentId: string;
let item: FastVerifyItem;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'FastVerifyRights');
  await useFastVerify(started.database, tenant.tenantId);
  const user = await tenant.user({
    name: 'Verifier',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId],
  });
  const token = (await signIn(started.app, user.email)).token;
  documentId = await recognizedInvoice(started.app, started.database, {
    tenantId: tenant.tenantId,
    companyId: tenant.companyId,
    token,
    fields: invoiceFields('FV-RIGHTS', 0.95),
  });
  item = (await client(started.app, token).get(`/api/FastVerify/${documentId}`)).json();
});
afterAll(() => started.close());

const confirmBody = () => ({ Items: [{ Id: item.Id, LastUpdate: item.LastUpdate }] });

type Api = Awaited<ReturnType<typeof signedIn>>;

/** The document numbers POST FastVerify/Export gives `api` (it answers 200 whatever it may see). */
async function exported(api: Api, filter: Record<string, string> = {}): Promise<string[]> {
  const response = await api.post('/api/FastVerify/Export', { ...filter, Locale: 'en-US' });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  const column = (sheet.getRow(1).values as unknown[]).indexOf('Document no.');
  expect(column).toBeGreaterThan(0);
  return sheet.getColumn(column).values.slice(2).map(String);
}

async function signedIn(options: Parameters<TestTenant['user']>[0], on = tenant) {
  const user = await on.user(options);
  return client(started.app, (await signIn(started.app, user.email)).token);
}

describe('fast verify rights', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/FastVerify'],
      ['GET', `/api/FastVerify/${documentId}`],
      ['GET', '/api/FastVerify/AnyCompanyUsesVerifyDescription'],
      ['POST', '/api/FastVerify/Export'],
      ['PUT', '/api/FastVerify/Confirm'],
      ['PUT', '/api/FastVerify/ReevaluateDocuments'],
    ] as const)
      expect((await started.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
  });

  it('answers 403 without a verify right', async () => {
    const viewer = await signedIn({
      name: 'Viewer',
      UserActionRights: [],
      UserViewRights: [],
      ValidateCompanies: [tenant.companyId],
    });
    expect((await viewer.get('/api/FastVerify')).statusCode).toBe(403);
    expect((await viewer.get(`/api/FastVerify/${documentId}`)).statusCode).toBe(403);
    expect((await viewer.post('/api/FastVerify/Export', { Locale: 'en-US' })).statusCode).toBe(403);
    expect((await viewer.put('/api/FastVerify/Confirm', confirmBody())).statusCode).toBe(403);
    expect((await viewer.put('/api/FastVerify/ReevaluateDocuments', {})).statusCode).toBe(403);
  });

  it('shows nothing of a company the user may not validate, nor of invoices to a packing-slip verifier', async () => {
    const other = await signedIn({
      name: 'Other',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [tenant.otherCompanyId],
    });
    expect((await other.get('/api/FastVerify')).json()).toEqual([]);
    expect(await exported(other)).toEqual([]);
    expect((await other.get(`/api/FastVerify/${documentId}`)).statusCode).toBe(404);
    const slips = await signedIn({
      name: 'Slips',
      UserActionRights: ['VerifyPackingSlip'],
      ValidateCompanies: [tenant.companyId],
    });
    expect((await slips.get(`/api/FastVerify/${documentId}`)).statusCode).toBe(404);
    expect(await exported(slips)).toEqual([]);
    expect((await slips.put('/api/FastVerify/Confirm', confirmBody())).json()).toEqual({
      Confirmed: [],
      Refused: [{ Id: documentId, Message: 'Document_Not_Found' }],
    });
  });

  it("answers 404 for another customer's document and leaves it alone", async () => {
    const elsewhere = await buildTenant(started.database, 'Elsewhere');
    await useFastVerify(started.database, elsewhere.tenantId);
    const stranger = await signedIn(
      { name: 'Stranger', UserActionRights: ['VerifyInvoice'], MayValidateAllCompanies: true },
      elsewhere,
    );
    expect((await stranger.get(`/api/FastVerify/${documentId}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/FastVerify')).json()).toEqual([]);
    expect(await exported(stranger)).toEqual([]);
    expect(await exported(stranger, { companyId: tenant.companyId })).toEqual([]);
    expect(
      (await stranger.put('/api/FastVerify/ReevaluateDocuments', { DocumentIds: [documentId] })).json(),
    ).toEqual({ Message: 'FastVerify_Reevaluated', Count: 0 });
  });

  it('lets a read-only session read and refuses its changes', async () => {
    const reader = await signedIn({
      name: 'Reader',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [tenant.companyId],
      isReadOnly: true,
    });
    expect((await reader.get('/api/FastVerify')).json().map((row: FastVerifyItem) => row.Id)).toContain(
      documentId,
    );
    expect((await reader.get('/api/FastVerify/AnyCompanyUsesVerifyDescription')).statusCode).toBe(200);
    // The export is a read too.
    expect(await exported(reader)).toContain('FV-RIGHTS');
    expect((await reader.put('/api/FastVerify/Confirm', confirmBody())).statusCode).toBe(403);
    expect((await reader.put('/api/FastVerify/ReevaluateDocuments', {})).statusCode).toBe(403);
  });

  it('offers nothing while fast verify is off', async () => {
    const quiet = await buildTenant(started.database, 'NoFastVerify');
    const verifier = await signedIn(
      { name: 'Verifier', UserActionRights: ['VerifyInvoice'], MayValidateAllCompanies: true },
      quiet,
    );
    expect((await verifier.get('/api/FastVerify')).json()).toEqual([]);
    expect((await verifier.put('/api/FastVerify/ReevaluateDocuments', {})).json()).toEqual({
      Message: 'FastVerify_Reevaluated',
      Count: 0,
    });
  });
});
