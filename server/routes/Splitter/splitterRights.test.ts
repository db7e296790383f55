import type { Source } from '../../../domain/intake/source';
import { createSource } from '../../services/intake/createSource';
import { scanWithSeparators } from '../../services/intake/sampleScans';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let clerk: ReturnType<typeof client>;
let source: Source;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'SplitRights');
  const user = await tenant.user({
    name: 'Clerk',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId],
  });
  clerk = client(started.app, (await signIn(started.app, user.email)).token);
  const created = await createSource(started.app.deps, {
    tenantId: tenant.tenantId,
    companyId: tenant.companyId,
    documentType: 'PurchaseInvoice',
    originalType: 'Scan',
    deliveryType: 'Papier',
    createdBy: null,
    files: [
      {
        fileName: 'scan.pdf',
        bytes: await scanWithSeparators([1, 1]),
        kind: 'pdf',
        contentType: 'application/pdf',
      },
    ],
  });
  source = (await clerk.get(`/api/Splitter/${created.Id}`)).json();
});
afterAll(() => started.close());

const saveBody = () => ({
  Id: source.Id,
  LastUpdate: source.LastUpdate,
  SourceDocuments: source.SourceDocuments.map((document) => ({
    DocumentType: 'PurchaseInvoice',
    CompanyId: tenant.companyId,
    Pages: document.Pages.map((page) => ({ Id: page.Id, Rotation: 0 })),
  })),
  DeletedPageIds: source.DeletedPages.map((page) => page.Id),
});

describe('splitter and source rights', () => {
  it('answers 401 without a token', async () => {
    expect((await started.app.inject({ method: 'GET', url: '/api/Splitter' })).statusCode).toBe(401);
    expect(
      (await started.app.inject({ method: 'PUT', url: '/api/Splitter', payload: saveBody() })).statusCode,
    ).toBe(401);
  });

  it("answers 404 for another customer's source", async () => {
    const other = await buildTenant(started.database, 'Elsewhere');
    const user = await other.user({
      name: 'Stranger',
      UserActionRights: ['VerifyInvoice'],
      MayValidateAllCompanies: true,
    });
    const stranger = client(started.app, (await signIn(started.app, user.email)).token);
    expect((await stranger.get(`/api/Splitter/${source.Id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/Source/BlockSource/${source.Id}`)).statusCode).toBe(404);
    expect(
      (await stranger.get(`/api/Source/PageImage/${source.SourceDocuments[0].Pages[0].Id}`)).statusCode,
    ).toBe(404);
    expect((await stranger.get('/api/Splitter')).json()).toEqual([]);
  });

  it('answers 404 for a source of a company the user may not validate', async () => {
    const user = await tenant.user({
      name: 'Other',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [tenant.otherCompanyId],
    });
    const other = client(started.app, (await signIn(started.app, user.email)).token);
    expect((await other.get(`/api/Splitter/${source.Id}`)).statusCode).toBe(404);
  });

  it('answers 403 without a verify right', async () => {
    const user = await tenant.user({
      name: 'Viewer',
      UserActionRights: [],
      UserViewRights: [],
      ValidateCompanies: [tenant.companyId],
    });
    const viewer = client(started.app, (await signIn(started.app, user.email)).token);
    expect((await viewer.get('/api/Splitter')).statusCode).toBe(403);
    expect((await viewer.put(`/api/Source/BlockSource/${source.Id}`)).statusCode).toBe(403);
    expect((await viewer.get('/api/Source')).statusCode).toBe(403);
  });

  it('answers 403 to a read-only session for changes, and lets it read', async () => {
    const user = await tenant.user({
      name: 'Reader',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [tenant.companyId],
      isReadOnly: true,
    });
    const reader = client(started.app, (await signIn(started.app, user.email)).token);
    expect((await reader.get(`/api/Splitter/${source.Id}`)).statusCode).toBe(200);
    expect((await reader.put(`/api/Source/BlockSource/${source.Id}`)).statusCode).toBe(403);
    expect((await reader.put('/api/Splitter', saveBody())).statusCode).toBe(403);
  });

  it.each([
    ['a wrong type', () => ({ ...saveBody(), SourceDocuments: 'all' })],
    ['a NUL in a text', () => ({ ...saveBody(), LastUpdate: 'a\u0000b' })],
    [
      'a huge array',
      () => ({ ...saveBody(), DeletedPageIds: Array.from({ length: 5000 }, () => crypto.randomUUID()) }),
    ],
    ['no documents', () => ({ ...saveBody(), SourceDocuments: [] })],
    ['a bad id', () => ({ ...saveBody(), Id: 'not-a-guid' })],
  ])('answers 400 to a save with %s', async (_name, body) => {
    expect((await clerk.put('/api/Splitter', body())).statusCode).toBe(400);
  });

  it('answers 400 to malformed queries and rotations', async () => {
    expect((await clerk.get('/api/Splitter?maximumCount=500')).statusCode).toBe(400);
    expect((await clerk.get('/api/Splitter/not-a-guid')).statusCode).toBe(400);
    expect((await clerk.get('/api/Source?number=abc')).statusCode).toBe(400);
    expect(
      (await clerk.put('/api/Source/RotateSourcePages', [{ SourcePageId: 'x', RotationDegrees: 90 }]))
        .statusCode,
    ).toBe(400);
    expect((await clerk.put('/api/Source/RotateSourcePages', [])).statusCode).toBe(400);
  });
});
