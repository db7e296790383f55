import type { VerifyDocument } from '../../../domain/verify/types';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { daysAgo, saveBodyOf, uploadInvoices, vendorInvoice } from './verifyFixture';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let clerk: ReturnType<typeof client>;
let document: VerifyDocument;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'VerifyRights');
  const user = await tenant.user({
    name: 'Clerk',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId],
  });
  const token = (await signIn(started.app, user.email)).token;
  clerk = client(started.app, token);
  const bytes = await vendorInvoice({
    vendor: 'Drukkerij Noord',
    iban: 'NL91ABNA0417164300',
    number: 'DN-1',
    date: daysAgo(1),
    net: '10,00',
    vat: '2,10',
    gross: '12,10',
  });
  const [id] = await uploadInvoices(started.app, token, tenant.companyId, [{ fileName: 'dn.pdf', bytes }]);
  document = (await clerk.get(`/api/Verify/GetDocuments/${id}`)).json();
});
afterAll(() => started.close());

/** Every verify call on the test document, as [method, url, body]. */
const calls = (): Array<['GET' | 'PUT' | 'DELETE', string, unknown?]> => [
  ['GET', `/api/Verify/GetDocuments/${document.Id}`],
  ['GET', `/api/Verify/GetVerifyRecordRecognizedFields/${document.Id}`],
  ['GET', `/api/Verify/GetVerifyRecordWords/${document.Id}`],
  ['GET', `/api/Verify/GetVerifyRecordPages/${document.SourceDocumentId}`],
  ['GET', `/api/Verify/GetPageImageContent/${document.SourceDocumentId}?page=1`],
  ['GET', `/api/Verify/GetVerifySettings/${tenant.companyId}`],
  ['PUT', `/api/Verify/BlockRecord/${document.Id}`],
  ['PUT', '/api/Verify/SavePurchaseInvoice', saveBodyOf(document)],
  ['DELETE', `/api/Verify/DeleteDocument/${document.Id}`],
];

const call = (api: ReturnType<typeof client>, [method, url, body]: ReturnType<typeof calls>[number]) =>
  method === 'GET' ? api.get(url) : method === 'PUT' ? api.put(url, body) : api.delete(url);

describe('verify rights', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url, body] of [...calls(), ['GET', '/api/Verify/GetDocuments'] as const])
      expect(
        (await started.app.inject({ method, url, payload: body as never })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
  });

  it('answers 403 without a verify right', async () => {
    const user = await tenant.user({
      name: 'Viewer',
      UserActionRights: [],
      UserViewRights: [],
      ValidateCompanies: [tenant.companyId],
    });
    const viewer = client(started.app, (await signIn(started.app, user.email)).token);
    for (const request of calls()) expect((await call(viewer, request)).statusCode, request[1]).toBe(403);
    expect((await viewer.get('/api/Verify/GetDocuments')).statusCode).toBe(403);
    expect((await viewer.get('/api/Verify/GetDocumentCount')).statusCode).toBe(403);
  });

  it("answers 404 for another customer's document and company, and lists nothing of it", async () => {
    const other = await buildTenant(started.database, 'Elsewhere');
    const user = await other.user({
      name: 'Stranger',
      UserActionRights: ['VerifyInvoice'],
      MayValidateAllCompanies: true,
    });
    const stranger = client(started.app, (await signIn(started.app, user.email)).token);
    for (const request of calls()) expect((await call(stranger, request)).statusCode, request[1]).toBe(404);
    expect(
      (await stranger.get(`/api/ErpAdministration/GetLeadingForCompany/${tenant.companyId}`)).statusCode,
    ).toBe(404);
    expect((await stranger.get('/api/Verify/GetDocuments')).json()).toEqual([]);
    expect((await stranger.get('/api/Verify/GetDocumentCount')).json().TotalCount).toBe(0);
  });

  it('answers 404 for a document of a company the user may not validate', async () => {
    const user = await tenant.user({
      name: 'Other',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [tenant.otherCompanyId],
    });
    const other = client(started.app, (await signIn(started.app, user.email)).token);
    for (const request of calls()) expect((await call(other, request)).statusCode, request[1]).toBe(404);
  });

  it('answers 404 to a packing-slip verifier for a purchase invoice', async () => {
    const user = await tenant.user({
      name: 'Slips',
      UserActionRights: ['VerifyPackingSlip'],
      ValidateCompanies: [tenant.companyId],
    });
    const slips = client(started.app, (await signIn(started.app, user.email)).token);
    expect((await slips.get(`/api/Verify/GetDocuments/${document.Id}`)).statusCode).toBe(404);
    expect((await slips.put('/api/Verify/SavePurchaseInvoice', saveBodyOf(document))).statusCode).toBe(404);
  });

  it('lets a read-only session read and refuses its changes with 403', async () => {
    const user = await tenant.user({
      name: 'Reader',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [tenant.companyId],
      isReadOnly: true,
    });
    const reader = client(started.app, (await signIn(started.app, user.email)).token);
    expect((await reader.get(`/api/Verify/GetDocuments/${document.Id}`)).statusCode).toBe(200);
    for (const request of calls().filter(([method]) => method !== 'GET'))
      expect((await call(reader, request)).statusCode, request[1]).toBe(403);
    expect((await reader.put('/api/Verify/UnblockRecordsForUser')).statusCode).toBe(403);
  });

  it.each([
    ['a wrong type', () => ({ ...saveBodyOf(document), NetAmount: 'ten' })],
    ['a NUL in a text', () => ({ ...saveBodyOf(document), Number: 'a\u0000b' })],
    ['a bad id', () => ({ ...saveBodyOf(document), Id: 'not-a-guid' })],
    ['a bad date', () => ({ ...saveBodyOf(document), Date: '2024-13-45' })],
    ['a huge amount', () => ({ ...saveBodyOf(document), GrossAmount: 1e20 })],
    [
      'an unknown correction field',
      () => ({ ...saveBodyOf(document), Corrections: [{ Field: 'X', Page: 1, Box: null }] }),
    ],
  ])('answers 400 to a save with %s', async (_name, body) => {
    expect((await clerk.put('/api/Verify/SavePurchaseInvoice', body())).statusCode).toBe(400);
  });

  it('answers 400 to malformed ids and queries', async () => {
    expect((await clerk.get('/api/Verify/GetDocuments/not-a-guid')).statusCode).toBe(400);
    expect((await clerk.get('/api/Verify/GetVerifyRecordWords/not-a-guid')).statusCode).toBe(400);
    expect((await clerk.get('/api/Verify/GetDocuments?maximumCount=500')).statusCode).toBe(400);
    expect((await clerk.get('/api/Verify/GetDocuments?documentType=Letter')).statusCode).toBe(400);
    expect(
      (await clerk.get(`/api/Verify/GetPageImageContent/${document.SourceDocumentId}?page=x`)).statusCode,
    ).toBe(400);
  });

  it('answers 400 for a relation that is not a vendor of the company', async () => {
    const body = saveBodyOf(document, { RelationId: crypto.randomUUID() });
    const refused = await clerk.put('/api/Verify/SavePurchaseInvoice', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Vendor_Not_Found');
  });
});
