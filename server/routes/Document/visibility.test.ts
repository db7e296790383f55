import { buildDocument } from '../../db/seed/documentFactories';
import { buildCompany } from '../../db/seed/factories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
const seen = async (api: Api, documentType = 'PurchaseInvoice') =>
  (await api.post('/api/Document/GetOverview', { DocumentType: documentType }))
    .json()
    .Items.map((item: { DocumentNumber: string }) => item.DocumentNumber);

describe('who sees which document', () => {
  it('shows only documents of companies within the scopes; an administrator sees all', async () => {
    const tenant = await buildTenant(ctx.database, 'Scopes');
    const make = (companyId: string, documentNumber: string) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId, documentNumber });
    await make(tenant.companyId, 'A1');
    await make(tenant.otherCompanyId, 'B1');
    const scoped = await tenant.user({
      name: 'S',
      ApproveCompanies: [tenant.otherCompanyId],
      SearchRights: 50,
    });
    const none = await tenant.user({ name: 'N', SearchRights: 50 });
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true, SearchRights: 50 });
    expect(await seen(await signedInClient(ctx.app, scoped.email))).toEqual(['B1']);
    expect(await seen(await signedInClient(ctx.app, none.email))).toEqual([]);
    expect((await seen(await signedInClient(ctx.app, admin.email))).sort()).toEqual(['A1', 'B1']);
  });

  it('hides confidential documents without MaySeeConfidentialDocuments', async () => {
    const tenant = await buildTenant(ctx.database, 'Confidential');
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber: 'SECRET',
      isConfidential: true,
    });
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentNumber: 'OPEN',
    });
    const base = { MaySeeAllCompanies: true, MaySeeAllDocuments: true };
    const plain = await tenant.user({ name: 'Plain', ...base });
    const trusted = await tenant.user({ name: 'Trusted', ...base, MaySeeConfidentialDocuments: true });
    expect(await seen(await signedInClient(ctx.app, plain.email))).toEqual(['OPEN']);
    expect((await seen(await signedInClient(ctx.app, trusted.email))).sort()).toEqual(['OPEN', 'SECRET']);
  });

  it('limits by SearchRights: Own at me now, Before also handled, Purchase_Orders also with an order, All everything', async () => {
    const tenant = await buildTenant(ctx.database, 'Search');
    const scope = { MaySeeAllCompanies: true };
    const own = await tenant.user({ name: 'Own', ...scope, SearchRights: 0 });
    const before = await tenant.user({ name: 'Before', ...scope, SearchRights: 10 });
    const orders = await tenant.user({ name: 'Orders', ...scope, SearchRights: 20 });
    const all = await tenant.user({ name: 'All', ...scope, SearchRights: 50 });
    const make = (documentNumber: string, extra: Record<string, unknown>) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, documentNumber, ...extra });
    await make('AT_OWN', { currentUserId: own.id });
    await make('HANDLED', { history: [{ action: 'Approve', userId: before.id }] });
    await make('APPROVED', { approvedBy: before.id });
    await make('WITH_PO', { purchaseOrderNumbers: ['PO-1'] });
    await make('OTHER', {});
    expect(await seen(await signedInClient(ctx.app, own.email))).toEqual(['AT_OWN']);
    expect((await seen(await signedInClient(ctx.app, before.email))).sort()).toEqual(['APPROVED', 'HANDLED']);
    expect(await seen(await signedInClient(ctx.app, orders.email))).toEqual(['WITH_PO']);
    expect(await seen(await signedInClient(ctx.app, all.email))).toHaveLength(5);
    const ownApi = await signedInClient(ctx.app, own.email);
    const handled = await ownApi.post('/api/Document/GetOverview', {
      DocumentType: 'PurchaseInvoice',
      Status: 'Invoices_Actioned_By_User',
    });
    expect(handled.json().Items).toEqual([]);
  });

  it('shows packing slips only with the PackingSlips right and a company that uses them; sales only for sales companies', async () => {
    const tenant = await buildTenant(ctx.database, 'Types');
    const slips = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Slips BV',
      UsesPackingSlips: true,
      UsesSalesInvoices: true,
    });
    for (const companyId of [slips, tenant.companyId]) {
      for (const documentType of ['PackingSlip', 'SalesInvoice'] as const)
        await buildDocument(ctx.database, tenant.tenantId, {
          companyId,
          documentType,
          documentNumber: `${documentType}-${companyId === slips ? 'uses' : 'not'}`,
        });
    }
    const base = { MaySeeAllCompanies: true, MaySeeAllDocuments: true };
    const withRight = await tenant.user({ name: 'With', ...base, UserViewRights: ['PackingSlips'] });
    const without = await tenant.user({ name: 'Without', ...base, UserViewRights: [] });
    const withApi = await signedInClient(ctx.app, withRight.email);
    expect(await seen(withApi, 'PackingSlip')).toEqual(['PackingSlip-uses']);
    expect(await seen(withApi, 'SalesInvoice')).toEqual(['SalesInvoice-uses']);
    expect(await seen(await signedInClient(ctx.app, without.email), 'PackingSlip')).toEqual([]);
  });

  it("never shows tenant B's documents to tenant A through any call", async () => {
    const a = await buildTenant(ctx.database, 'TenantA');
    const b = await buildTenant(ctx.database, 'TenantB');
    const bDocument = await buildDocument(ctx.database, b.tenantId, {
      companyId: b.companyId,
      ledgerEntryNumber: 77,
      original: { fileName: 'b.pdf', bytes: new TextEncoder().encode('%PDF-b') },
      pages: [new Uint8Array([0xff, 0xd8, 0xff])],
      history: [{ action: 'Import' }],
      lines: [{ description: 'B line' }],
      blobs: ctx.app.deps.blobs,
    });
    const admin = await a.user({ name: 'AdminA', IsAdmin: true, MaySeeAllDocuments: true });
    const api = await signedInClient(ctx.app, admin.email);
    expect(await seen(api)).toEqual([]);
    const notFound = [
      await api.post(`/api/Document/GetDetail/?id=${bDocument}&method=detail`, {
        DocumentType: 'PurchaseInvoice',
      }),
      await api.get(`/api/History/GetByInvoiceId/${bDocument}`),
      await api.get(`/api/InvoiceLine/GetByInvoiceId/${bDocument}`),
      await api.get(`/api/File/GetOriginalDocument/${bDocument}`),
      await api.get(`/api/Document/IsLocked/${bDocument}`),
      await api.get(
        `/api/Document/GetIdByCompanyAndLedgerEntryNumber?documentType=PurchaseInvoice&companyId=${b.companyId}&ledgerEntryNumber=77`,
      ),
    ];
    for (const response of notFound) expect(response.statusCode).toBe(404);
    const count = await api.get('/api/Document/GetOverviewCount/PurchaseInvoice');
    expect(count.json()).toMatchObject({ TotalCount: 0, TodoCount: 0 });
  });
});
