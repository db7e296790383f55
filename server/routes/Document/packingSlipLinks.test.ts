import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildCompany } from '../../db/seed/factories';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;

const everything = { MaySeeAllCompanies: true, MaySeeAllDocuments: true };
const slipRights = { ...everything, UserViewRights: ['PackingSlips' as const] };

/**
 * A tenant with two companies using packing slips; in the first a purchase invoice of vendor V1 for order PO-1
 * and three packing slips (PB-2 for PO-1, PB-10 of V1 with a return, PB-3 of nobody), in the second one more.
 */
async function slipsAndInvoice() {
  const tenant = await buildTenant(ctx.database, 'Links');
  const companyId = await buildCompany(ctx.database, tenant.tenantId, {
    Name: 'Slips BV',
    UsesPackingSlips: true,
  });
  const otherCompanyId = await buildCompany(ctx.database, tenant.tenantId, {
    Name: 'Other Slips BV',
    UsesPackingSlips: true,
  });
  const make = (documentNumber: string, extra: Record<string, unknown>) =>
    buildDocument(ctx.database, tenant.tenantId, {
      companyId,
      documentType: 'PackingSlip',
      documentNumber,
      ...extra,
    });
  const invoice = await make('INV-1', {
    documentType: 'PurchaseInvoice',
    relationCode: 'V1',
    relationName: 'Vendor One',
    purchaseOrderNumbers: ['PO-1'],
    documentDate: '2024-05-01',
  });
  const byOrder = await make('PB-2', {
    purchaseOrderNumbers: ['PO-1'],
    relationName: 'Carrier',
    documentDate: '2024-04-02',
  });
  const byRelation = await make('PB-10', {
    relationCode: 'v1',
    relationName: 'Vendor One',
    documentDate: '2024-04-03',
    lines: [
      { description: 'Pallet', quantity: 4 },
      { description: 'Returned crate', quantity: -1 },
    ],
  });
  const loose = await make('PB-3', { documentDate: '2024-04-05' });
  const elsewhere = await make('PB-9', { companyId: otherCompanyId, purchaseOrderNumbers: ['PO-1'] });
  const clerk = await tenant.user({
    name: 'Clerk',
    ...slipRights,
    UserActionRights: ['LinkPackingSlipToInvoice'],
  });
  return {
    tenant,
    companyId,
    otherCompanyId,
    ids: { invoice, byOrder, byRelation, loose, elsewhere },
    api: await signedInClient(ctx.app, clerk.email),
  };
}

const link = (api: Api, InvoiceId: string, PackingSlipId: string) =>
  api.post('/api/Document/LinkPackingSlipToInvoice', { InvoiceId, PackingSlipId });
const unlink = (api: Api, invoiceId: string, packingSlipId: string) =>
  api.delete(`/api/Document/LinkPackingSlipToInvoice?invoiceId=${invoiceId}&packingSlipId=${packingSlipId}`);
const numbersOf = (response: { json(): Array<{ DocumentNumber: string }> }) =>
  response.json().map((item) => item.DocumentNumber);

/** The link columns of a document as stored. */
async function linkColumns(tenantId: string, id: string) {
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .select({
        packingSlipNumbers: documents.packingSlipNumbers,
        linkedDocumentCount: documents.linkedDocumentCount,
        lastUpdate: documents.lastUpdate,
      })
      .from(documents)
      .where(eq(documents.id, id)),
  );
  return { ...row, lastUpdate: new Date(row.lastUpdate).getTime() };
}

describe('POST /api/Document/LinkPackingSlipToInvoice', () => {
  it("links a packing slip and answers the invoice's linked documents", async () => {
    const { api, ids } = await slipsAndInvoice();
    const response = await link(api, ids.invoice, ids.byOrder);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        Id: ids.byOrder,
        DocumentType: 'PackingSlip',
        DocumentNumber: 'PB-2',
        DocumentDate: '2024-04-02',
        RelationName: 'Carrier',
        PurchaseOrderNumbers: ['PO-1'],
        LinkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
  });

  it('keeps PackingSlipNumbers (sorted) and LinkedDocumentCount on both sides, moves LastUpdate on and audits', async () => {
    const { api, ids, tenant } = await slipsAndInvoice();
    const before = await linkColumns(tenant.tenantId, ids.invoice);
    await link(api, ids.invoice, ids.byRelation);
    await link(api, ids.invoice, ids.byOrder);
    const invoice = await linkColumns(tenant.tenantId, ids.invoice);
    expect(invoice).toMatchObject({ packingSlipNumbers: ['PB-2', 'PB-10'], linkedDocumentCount: 2 });
    expect(invoice.lastUpdate).toBeGreaterThan(before.lastUpdate);
    expect(await linkColumns(tenant.tenantId, ids.byOrder)).toMatchObject({ linkedDocumentCount: 1 });
    const detail = await api.post(
      `/api/Document/GetDetail?id=${ids.invoice}&method=detail&documentType=PurchaseInvoice`,
      {},
    );
    expect(detail.json().Document.PackingSlipNumbers).toEqual(['PB-2', 'PB-10']);
    const audits = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entity === 'Document',
    );
    expect(audits.map((row) => row.entityId)).toEqual([
      ids.invoice,
      ids.byRelation,
      ids.invoice,
      ids.byOrder,
    ]);
    expect(audits[2].changes).toMatchObject({
      Action: 'LinkPackingSlipToInvoice',
      PackingSlipId: ids.byOrder,
      packingSlipNumbers: { from: ['PB-10'], to: ['PB-2', 'PB-10'] },
      linkedDocumentCount: { from: 1, to: 2 },
    });
  });

  it('answers the same when linked again, changing nothing', async () => {
    const { api, ids, tenant } = await slipsAndInvoice();
    const first = await link(api, ids.invoice, ids.byOrder);
    const columns = await linkColumns(tenant.tenantId, ids.invoice);
    const again = await link(api, ids.invoice, ids.byOrder);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await linkColumns(tenant.tenantId, ids.invoice)).toEqual(columns);
    expect(await linkColumns(tenant.tenantId, ids.byOrder)).toMatchObject({ linkedDocumentCount: 1 });
  });

  it('refuses a packing slip of another company with Packing_Slip_Other_Company', async () => {
    const { api, ids, tenant } = await slipsAndInvoice();
    const response = await link(api, ids.invoice, ids.elsewhere);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Packing_Slip_Other_Company');
    expect(await linkColumns(tenant.tenantId, ids.invoice)).toMatchObject({ linkedDocumentCount: 0 });
  });

  it('answers Document_Not_Found for unknown ids and documents of the wrong type', async () => {
    const { api, ids } = await slipsAndInvoice();
    for (const [invoice, slip] of [
      ['00000000-0000-4000-8000-000000000000', ids.byOrder],
      [ids.invoice, '00000000-0000-4000-8000-000000000000'],
      [ids.byOrder, ids.loose],
      [ids.invoice, ids.invoice],
    ]) {
      const response = await link(api, invoice, slip);
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Document_Not_Found');
    }
  });

  it('answers 400 with a message per field for malformed bodies', async () => {
    const { api, ids } = await slipsAndInvoice();
    const empty = await api.post('/api/Document/LinkPackingSlipToInvoice', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toEqual({
      InvoiceId: 'Validation_Required',
      PackingSlipId: 'Validation_Required',
    });
    const badId = await link(api, 'not-a-guid', ids.byOrder);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().Errors).toEqual({ InvoiceId: 'Validation_Guid' });
    for (const body of [[], { InvoiceId: 12, PackingSlipId: { id: ids.byOrder } }]) {
      expect((await api.post('/api/Document/LinkPackingSlipToInvoice', body)).statusCode).toBe(400);
    }
  });
});

describe('DELETE /api/Document/LinkPackingSlipToInvoice', () => {
  it('unlinks and recomputes the numbers and counts; a second time answers Document_Link_Not_Found', async () => {
    const { api, ids, tenant } = await slipsAndInvoice();
    await link(api, ids.invoice, ids.byOrder);
    await link(api, ids.invoice, ids.byRelation);
    const linked = await linkColumns(tenant.tenantId, ids.invoice);
    const response = await unlink(api, ids.invoice, ids.byOrder);
    expect(response.statusCode).toBe(200);
    expect(numbersOf(response)).toEqual(['PB-10']);
    const invoice = await linkColumns(tenant.tenantId, ids.invoice);
    expect(invoice).toMatchObject({ packingSlipNumbers: ['PB-10'], linkedDocumentCount: 1 });
    expect(invoice.lastUpdate).toBeGreaterThan(linked.lastUpdate);
    expect(await linkColumns(tenant.tenantId, ids.byOrder)).toMatchObject({ linkedDocumentCount: 0 });
    const audit = (await auditRows(ctx.database, tenant.tenantId)).at(-2);
    expect(audit?.changes).toMatchObject({
      Action: 'UnlinkPackingSlipFromInvoice',
      PackingSlipId: ids.byOrder,
    });
    const again = await unlink(api, ids.invoice, ids.byOrder);
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe('Document_Link_Not_Found');
  });

  it('answers 400 for missing or malformed ids', async () => {
    const { api, ids } = await slipsAndInvoice();
    const missing = await api.delete(`/api/Document/LinkPackingSlipToInvoice?invoiceId=${ids.invoice}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual({ packingSlipId: 'Validation_Required' });
    const bad = await unlink(api, ids.invoice, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({ packingSlipId: 'Validation_Guid' });
  });
});

describe('who may link', () => {
  it('answers 401 without a token', async () => {
    const { ids } = await slipsAndInvoice();
    const calls = [
      { method: 'POST' as const, url: '/api/Document/LinkPackingSlipToInvoice' },
      {
        method: 'DELETE' as const,
        url: `/api/Document/LinkPackingSlipToInvoice?invoiceId=${ids.invoice}&packingSlipId=${ids.byOrder}`,
      },
      { method: 'GET' as const, url: `/api/Document/GetLinkedDocuments/${ids.invoice}` },
      { method: 'GET' as const, url: `/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}` },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject({
        ...call,
        payload: call.method === 'POST' ? { InvoiceId: ids.invoice, PackingSlipId: ids.byOrder } : undefined,
      });
      expect(response.statusCode, call.url).toBe(401);
    }
  });

  it('answers 403 without the LinkPackingSlipToInvoice right, while the links can still be read', async () => {
    const { ids, tenant } = await slipsAndInvoice();
    const viewer = await tenant.user({ name: 'Viewer', ...slipRights, UserActionRights: [] });
    const api = await signedInClient(ctx.app, viewer.email);
    const linking = await link(api, ids.invoice, ids.byOrder);
    expect(linking.statusCode).toBe(403);
    expect(linking.json().Message).toBe('Forbidden');
    expect((await unlink(api, ids.invoice, ids.byOrder)).statusCode).toBe(403);
    expect((await api.get(`/api/Document/GetLinkedDocuments/${ids.invoice}`)).statusCode).toBe(200);
  });

  it('refuses a read-only session to link or unlink', async () => {
    const { ids, tenant } = await slipsAndInvoice();
    const reader = await tenant.user({
      name: 'Reader',
      ...slipRights,
      UserActionRights: ['LinkPackingSlipToInvoice'],
      isReadOnly: true,
    });
    const api = await signedInClient(ctx.app, reader.email);
    for (const response of [
      await link(api, ids.invoice, ids.byOrder),
      await unlink(api, ids.invoice, ids.byOrder),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
    expect((await api.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}`)).statusCode).toBe(200);
  });

  it("answers Document_Not_Found for another tenant's documents on every call", async () => {
    const { ids } = await slipsAndInvoice();
    const other = await buildTenant(ctx.database, 'Stranger');
    const stranger = await other.user({
      name: 'Stranger',
      ...slipRights,
      IsAdmin: true,
      UserActionRights: ['LinkPackingSlipToInvoice'],
    });
    const api = await signedInClient(ctx.app, stranger.email);
    for (const response of [
      await link(api, ids.invoice, ids.byOrder),
      await unlink(api, ids.invoice, ids.byOrder),
      await api.get(`/api/Document/GetLinkedDocuments/${ids.invoice}`),
      await api.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Document_Not_Found');
    }
  });

  it('does not show packing slips to a user without the PackingSlips right', async () => {
    const { api, ids, tenant } = await slipsAndInvoice();
    await link(api, ids.invoice, ids.byOrder);
    const invoicesOnly = await tenant.user({
      name: 'Invoices',
      ...everything,
      UserViewRights: [],
      UserActionRights: ['LinkPackingSlipToInvoice'],
    });
    const blind = await signedInClient(ctx.app, invoicesOnly.email);
    expect((await blind.get(`/api/Document/GetLinkedDocuments/${ids.invoice}`)).json()).toEqual([]);
    expect((await blind.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}`)).json()).toEqual([]);
    expect((await link(blind, ids.invoice, ids.loose)).json().Message).toBe('Document_Not_Found');
  });
});

describe('GET /api/Document/GetLinkedDocuments/{id}', () => {
  it("lists an invoice's packing slips by document date and a packing slip's invoices", async () => {
    const { api, ids } = await slipsAndInvoice();
    await link(api, ids.invoice, ids.loose);
    await link(api, ids.invoice, ids.byOrder);
    const ofInvoice = await api.get(`/api/Document/GetLinkedDocuments/${ids.invoice}`);
    expect(ofInvoice.statusCode).toBe(200);
    expect(numbersOf(ofInvoice)).toEqual(['PB-2', 'PB-3']);
    const ofSlip = await api.get(`/api/Document/GetLinkedDocuments/${ids.byOrder}`);
    expect(ofSlip.json()).toMatchObject([
      {
        Id: ids.invoice,
        DocumentType: 'PurchaseInvoice',
        DocumentNumber: 'INV-1',
        RelationName: 'Vendor One',
      },
    ]);
    expect((await api.get(`/api/Document/GetLinkedDocuments/${ids.byRelation}`)).json()).toEqual([]);
    expect((await api.get('/api/Document/GetLinkedDocuments/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/Document/GetPackingSlipLinkCandidates/{invoiceId}', () => {
  it("offers the company's unlinked packing slips: same order first, then same relation, then the others", async () => {
    const { api, ids } = await slipsAndInvoice();
    const candidates = await api.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}`);
    expect(candidates.statusCode).toBe(200);
    expect(numbersOf(candidates)).toEqual(['PB-2', 'PB-10', 'PB-3']);
    await link(api, ids.invoice, ids.byOrder);
    expect(numbersOf(await api.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}`))).toEqual([
      'PB-10',
      'PB-3',
    ]);
  });

  it('narrows to a document number or relation name that starts with the search', async () => {
    const { api, ids } = await slipsAndInvoice();
    const search = (text: string) =>
      api.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.invoice}?search=${encodeURIComponent(text)}`);
    expect(numbersOf(await search('pb-1'))).toEqual(['PB-10']);
    expect(numbersOf(await search('vendor'))).toEqual(['PB-10']);
    expect(numbersOf(await search('carr'))).toEqual(['PB-2']);
    expect(numbersOf(await search('%'))).toEqual([]);
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().Errors).toEqual({ search: 'Validation_Maximum_Length%%100' });
  });

  it('answers Document_Not_Found for a packing slip id', async () => {
    const { api, ids } = await slipsAndInvoice();
    const response = await api.get(`/api/Document/GetPackingSlipLinkCandidates/${ids.byOrder}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('Document_Not_Found');
  });
});

describe('the packing-slip overview filters', () => {
  const overview = (api: Api, filter: Record<string, unknown>) =>
    api.post('/api/Document/GetOverview', {
      DocumentType: 'PackingSlip',
      SortName: 'DocumentNumber',
      ...filter,
    });
  const overviewNumbers = async (api: Api, filter: Record<string, unknown>) =>
    (await overview(api, filter)).json().Items.map((item: { DocumentNumber: string }) => item.DocumentNumber);

  it('shows received only, uninvoiced only and with returns only, combined, counted and walked alike', async () => {
    const { api, ids, companyId } = await slipsAndInvoice();
    await link(api, ids.invoice, ids.byOrder);
    const inCompany = { CompanyId: companyId, SortAscending: true };
    expect(await overviewNumbers(api, inCompany)).toEqual(['PB-10', 'PB-2', 'PB-3']);
    expect(await overviewNumbers(api, { ...inCompany, ReceivedOnly: true })).toEqual(['PB-2']);
    expect(await overviewNumbers(api, { ...inCompany, UninvoicedOnly: true })).toEqual(['PB-10', 'PB-3']);
    expect(await overviewNumbers(api, { ...inCompany, WithReturnsOnly: true })).toEqual(['PB-10']);
    expect(await overviewNumbers(api, { ...inCompany, ReceivedOnly: true, UninvoicedOnly: true })).toEqual(
      [],
    );
    const uninvoiced = await overview(api, { ...inCompany, UninvoicedOnly: true });
    expect(uninvoiced.json().TotalCount).toBe(2);
    const order = await api.post('/api/Document/GetOrderOfDocuments?DocumentType=PackingSlip', {
      ...inCompany,
      SortName: 'DocumentNumber',
      UninvoicedOnly: true,
    });
    expect(order.json().Ids).toEqual([ids.byRelation, ids.loose]);
    // Over both companies: only the other company's slip is received and not yet invoiced.
    expect(await overviewNumbers(api, { ReceivedOnly: true, UninvoicedOnly: true })).toEqual(['PB-9']);
  });

  it('ignores the switches for invoices and refuses values that are not booleans', async () => {
    const { api } = await slipsAndInvoice();
    const invoices = await api.post('/api/Document/GetOverview', {
      DocumentType: 'PurchaseInvoice',
      ReceivedOnly: true,
      UninvoicedOnly: true,
      WithReturnsOnly: true,
    });
    expect(invoices.json().Items.map((item: { DocumentNumber: string }) => item.DocumentNumber)).toEqual([
      'INV-1',
    ]);
    const bad = await overview(api, { ReceivedOnly: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toHaveProperty('ReceivedOnly');
  });
});
