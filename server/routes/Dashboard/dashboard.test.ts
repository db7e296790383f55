import { randomUUID } from 'node:crypto';
import { StepCounts } from '../../../domain/dashboard/counting';
import { overviewLinkOf } from '../../../domain/dashboard/links';
import type { DashboardStepAnswer, DashboardSubItem } from '../../../domain/dashboard/request';
import { type DashboardStep, DashboardSteps } from '../../../domain/dashboard/steps';
import { DefaultStatusFiltersByType as StatusFiltersByType } from '../../../domain/workflow/statusFilters';
import { sourceDocuments, sources } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildCompany } from '../../db/seed/factories';
import { nextSourceNumber } from '../../services/import/storeImport';
import { buildTenant, signedInClient, startTestApp, type TestTenant } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
type Filters = { CompanyIds?: string[]; DocumentTypes?: string[]; FromDate?: string | null };

const everything = { MaySeeAllCompanies: true, MaySeeAllDocuments: true };

async function adminOf(tenant: TestTenant) {
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true, ...everything });
  return { admin, api: await signedInClient(ctx.app, admin.email) };
}

async function step(api: Api, name: DashboardStep, filters: Filters = {}): Promise<DashboardStepAnswer> {
  const response = await api.post(`/api/Dashboard/GetDashboardStep/${name}`, filters);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The sub-items without their order, as comparable rows. */
const rowsOf = (answer: DashboardStepAnswer) =>
  answer.DashboardSubItems.map((item) => [
    item.StepStatus,
    item.CompanyId,
    item.UserId,
    item.DocumentType,
    item.Count,
  ]);

type SourceValues = Partial<typeof sources.$inferInsert> & { companyId: string | null };

/** A source as the intake writes it; with `withDocument` one of its source documents became a document. */
async function buildSource(tenant: TestTenant, values: SourceValues, withDocument = false): Promise<string> {
  const sourceDocumentId = await ctx.database.withTenant(tenant.tenantId, async (tx) => {
    const [source] = await tx
      .insert(sources)
      .values({
        documentType: 'PurchaseInvoice',
        ...values,
        tenantId: tenant.tenantId,
        sourceNumber: await nextSourceNumber(tx, tenant.tenantId),
      })
      .returning({ id: sources.id });
    const [sourceDocument] = await tx
      .insert(sourceDocuments)
      .values({ tenantId: tenant.tenantId, sourceId: source.id })
      .returning({ id: sourceDocuments.id });
    return sourceDocument.id;
  });
  if (withDocument && values.companyId)
    await buildDocument(ctx.database, tenant.tenantId, { companyId: values.companyId, sourceDocumentId });
  return sourceDocumentId;
}

describe('rights', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/Dashboard/GetDashboardLayout'],
      ['POST', '/api/Dashboard/GetDashboardStep/Import'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('answers 403 without the Dashboard view right', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Nodashboard', ...everything, UserViewRights: ['MySettings'] });
    const api = await signedInClient(ctx.app, user.email);
    for (const response of [
      await api.get('/api/Dashboard/GetDashboardLayout'),
      await api.post('/api/Dashboard/GetDashboardStep/Validate', {}),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('lets a read-only session read the layout and the steps', async () => {
    const tenant = await buildTenant(ctx.database);
    await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, status: 'Imported' });
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, ...everything, isReadOnly: true });
    const api = await signedInClient(ctx.app, reader.email);
    expect((await api.get('/api/Dashboard/GetDashboardLayout')).json()).toBe(0);
    expect(rowsOf(await step(api, 'Validate'))).toEqual([
      ['Imported', tenant.companyId, null, 'PurchaseInvoice', 1],
    ]);
  });

  it("refuses a company outside the user's scopes (403) and one of another customer or none at all (404)", async () => {
    const tenant = await buildTenant(ctx.database);
    const other = await buildTenant(ctx.database);
    const scoped = await tenant.user({
      name: 'Scoped',
      BaseRole: 'Check',
      ValidateCompanies: [tenant.companyId],
    });
    const api = await signedInClient(ctx.app, scoped.email);
    expect((await step(api, 'Validate', { CompanyIds: [tenant.companyId] })).DashboardSubItems).toEqual([]);
    const outside = await api.post('/api/Dashboard/GetDashboardStep/Validate', {
      CompanyIds: [tenant.companyId, tenant.otherCompanyId],
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().Message).toBe('Forbidden');
    const { api: admin } = await adminOf(tenant);
    for (const companyId of [other.companyId, randomUUID()]) {
      for (const caller of [api, admin]) {
        const response = await caller.post('/api/Dashboard/GetDashboardStep/Post', {
          CompanyIds: [companyId],
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().Message).toBe('Company_Not_Found');
      }
    }
  });

  it('answers 400 for an unknown step and malformed filters', async () => {
    const { api } = await adminOf(await buildTenant(ctx.database));
    const unknown = await api.post('/api/Dashboard/GetDashboardStep/Archive', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual({ step: 'Validation_In_List' });
    const bad = await api.post('/api/Dashboard/GetDashboardStep/Post', {
      CompanyIds: ['x'],
      DocumentTypes: ['Unknown'],
      FromDate: '13-01-2024',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({
      'CompanyIds.0': 'Validation_Guid',
      'DocumentTypes.0': 'Validation_In_List',
      FromDate: 'Validation_Unknown',
    });
  });
});

describe('the layout (setting Dashboard_Layout)', () => {
  it('is 0 until set, then the value set; a value outside 0–5 reads as 0', async () => {
    const { api } = await adminOf(await buildTenant(ctx.database));
    expect((await api.get('/api/Dashboard/GetDashboardLayout')).json()).toBe(0);
    expect((await api.put('/api/Setting/Dashboard_Layout', { IntValue: 4 })).statusCode).toBe(200);
    expect((await api.get('/api/Dashboard/GetDashboardLayout')).json()).toBe(4);
    await api.put('/api/Setting/Dashboard_Layout', { IntValue: 9 });
    expect((await api.get('/api/Dashboard/GetDashboardLayout')).json()).toBe(0);
  });

  it('numbers a step by its place in the layout and refuses a step the layout does not show', async () => {
    const { api } = await adminOf(await buildTenant(ctx.database));
    expect((await step(api, 'Approve')).StepOrder).toBe(5);
    await api.put('/api/Setting/Dashboard_Layout', { IntValue: 1 });
    expect(await step(api, 'Approve')).toEqual({ Name: 'Approve', StepOrder: 4, DashboardSubItems: [] });
    expect((await step(api, 'Import')).StepOrder).toBe(1);
    await api.put('/api/Setting/Dashboard_Layout', { IntValue: 5 });
    const hidden = await api.post('/api/Dashboard/GetDashboardStep/Post', {});
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().Message).toBe('Dashboard_Step_Not_Shown');
  });
});

describe('what each step counts', () => {
  it('Validate: what the verify list holds (Imported, Import_Error, an e-invoice read on arrival), not blocked, per company, status and type', async () => {
    const tenant = await buildTenant(ctx.database);
    const a = tenant.companyId;
    const b = tenant.otherCompanyId;
    const make = (companyId: string, extra: Record<string, unknown>) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId, ...extra });
    await make(a, { status: 'Imported' });
    await make(a, { status: 'Imported' });
    await make(a, { status: 'Imported', isBlocked: true });
    await make(a, { status: 'In_Progress' });
    await make(b, { status: 'Import_Error' });
    await make(b, { status: 'New_Purchase_Invoice' });
    await make(b, { status: 'Imported', documentType: 'SalesInvoice' }); // company B does not use sales invoices
    const { api } = await adminOf(tenant);
    expect(rowsOf(await step(api, 'Validate'))).toEqual([
      ['Imported', a, null, 'PurchaseInvoice', 2],
      ['Import_Error', b, null, 'PurchaseInvoice', 1],
      ['New_Purchase_Invoice', b, null, 'PurchaseInvoice', 1],
    ]);
  });

  it('Post, Approve (per current user) and Payable: exactly what the overview shows for the same filter', async () => {
    const tenant = await buildTenant(ctx.database);
    const sales = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Sales BV',
      UsesSalesInvoices: true,
    });
    const a = tenant.companyId;
    const b = tenant.otherCompanyId;
    const approver = await tenant.user({ name: 'Approver', BaseRole: 'ApprovePayment' });
    const colleague = await tenant.user({ name: 'Colleague', BaseRole: 'ApprovePayment' });
    const make = (companyId: string, extra: Record<string, unknown>) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId, ...extra });
    await make(a, { status: 'Ready' });
    await make(a, { status: 'Ready' });
    await make(a, { status: 'Ready', isPosted: true });
    await make(sales, { status: 'Ready', documentType: 'SalesInvoice' });
    await make(a, { status: 'Pending', currentUserId: approver.id });
    await make(a, { status: 'Pending', currentUserId: approver.id });
    await make(a, { status: 'Pending', currentUserId: colleague.id });
    await make(b, { status: 'Pending', currentUserId: approver.id });
    await make(b, { status: 'Posted', isPosted: true, isApproved: true });
    await make(b, { status: 'Posted', isPosted: true, isApproved: true, isPaid: true });
    await make(b, { status: 'Posted', isPosted: true, isApproved: true, invoiceType: 'Credit' });
    const { api } = await adminOf(tenant);

    expect(rowsOf(await step(api, 'Post'))).toEqual([
      ['To_Post', a, null, 'PurchaseInvoice', 2],
      ['To_Post', sales, null, 'SalesInvoice', 1],
    ]);
    expect(new Set(rowsOf(await step(api, 'Approve')))).toEqual(
      new Set([
        ['Pending_Approval', a, approver.id, 'PurchaseInvoice', 2],
        ['Pending_Approval', a, colleague.id, 'PurchaseInvoice', 1],
        ['Pending_Approval', b, approver.id, 'PurchaseInvoice', 1],
      ]),
    );
    expect(rowsOf(await step(api, 'Payable'))).toEqual([['Payable', b, null, 'PurchaseInvoice', 1]]);

    for (const name of ['Post', 'Approve', 'Payable'] as const) {
      for (const item of (await step(api, name)).DashboardSubItems) {
        const link = overviewLinkOf(name, item, null);
        if (!link) throw new Error(`${name} has no overview`);
        const overview = await api.post('/api/Document/GetOverview', {
          DocumentType: link.documentType,
          ...link.filter,
        });
        expect(overview.json().TotalCount, `${name} ${JSON.stringify(item)}`).toBe(item.Count);
      }
    }
  });

  it("counts only what the user may see: a scoped approver sees their companies' documents at them", async () => {
    const tenant = await buildTenant(ctx.database);
    const approver = await tenant.user({
      name: 'Approver',
      BaseRole: 'ApprovePayment',
      ApproveCompanies: [tenant.companyId],
    });
    const make = (companyId: string, currentUserId: string | null) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId, status: 'Pending', currentUserId });
    await make(tenant.companyId, approver.id);
    await make(tenant.companyId, null);
    await make(tenant.otherCompanyId, approver.id);
    const api = await signedInClient(ctx.app, approver.email);
    const answer = await step(api, 'Approve');
    expect(rowsOf(answer)).toEqual([
      ['Pending_Approval', tenant.companyId, approver.id, 'PurchaseInvoice', 1],
    ]);
    const overview = await api.post('/api/Document/GetOverview', {
      DocumentType: 'PurchaseInvoice',
      Status: 'Pending_Approval',
    });
    expect(overview.json().TotalCount).toBe(1);
  });

  it('Import and Classify: sources not yet converted, and converted ones no document came from yet', async () => {
    const tenant = await buildTenant(ctx.database);
    const a = tenant.companyId;
    const b = tenant.otherCompanyId;
    await buildSource(tenant, { companyId: a, status: 'New' });
    await buildSource(tenant, { companyId: a, status: 'New' });
    await buildSource(tenant, { companyId: a, status: 'Processing' });
    await buildSource(tenant, { companyId: a, status: 'New', isDeleted: true });
    await buildSource(tenant, { companyId: null, status: 'New' });
    await buildSource(tenant, { companyId: b, status: 'Converted' });
    await buildSource(tenant, { companyId: b, status: 'ConvertedError', documentType: 'PackingSlip' });
    await buildSource(tenant, { companyId: b, status: 'Converted' }, true);
    await buildSource(tenant, { companyId: b, status: 'Classified' });
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true, ...everything });
    const api = await signedInClient(ctx.app, admin.email);
    expect(new Set(rowsOf(await step(api, 'Import')))).toEqual(
      new Set([
        ['New', a, null, 'PurchaseInvoice', 2],
        ['Processing', a, null, 'PurchaseInvoice', 1],
        ['New', null, null, 'PurchaseInvoice', 1],
      ]),
    );
    expect(new Set(rowsOf(await step(api, 'Classify')))).toEqual(
      new Set([
        ['Converted', b, null, 'PurchaseInvoice', 1],
        ['ConvertedError', b, null, 'PackingSlip', 1],
      ]),
    );
    // A company filter leaves out the sources that have none yet.
    expect(new Set(rowsOf(await step(api, 'Import', { CompanyIds: [a] })))).toEqual(
      new Set([
        ['New', a, null, 'PurchaseInvoice', 2],
        ['Processing', a, null, 'PurchaseInvoice', 1],
      ]),
    );
    // Without ValidateDocumentsWithoutCompany nor PackingSlips, those sources are not counted.
    const verifier = await tenant.user({
      name: 'Verifier',
      BaseRole: 'Check',
      ...everything,
      UserViewRights: ['Dashboard'],
    });
    const asVerifier = await signedInClient(ctx.app, verifier.email);
    expect(rowsOf(await step(asVerifier, 'Import'))).toEqual([
      ['New', a, null, 'PurchaseInvoice', 2],
      ['Processing', a, null, 'PurchaseInvoice', 1],
    ]);
    expect(rowsOf(await step(asVerifier, 'Classify'))).toEqual([
      ['Converted', b, null, 'PurchaseInvoice', 1],
    ]);
  });
});

describe('filters', () => {
  it('FromDate counts what arrived on or after the day, documents and sources alike', async () => {
    const tenant = await buildTenant(ctx.database);
    const make = (importDate: string) =>
      buildDocument(ctx.database, tenant.tenantId, {
        companyId: tenant.companyId,
        status: 'Imported',
        importDate,
      });
    await make('2023-04-30T12:00:00Z');
    await make('2023-05-01T12:00:00Z');
    await make('2024-06-01T12:00:00Z');
    await buildSource(tenant, {
      companyId: tenant.companyId,
      status: 'New',
      created: '2023-01-01T12:00:00Z',
    });
    await buildSource(tenant, { companyId: tenant.companyId, status: 'New' });
    const { api } = await adminOf(tenant);
    const counted = async (name: DashboardStep, FromDate: string | null) =>
      (await step(api, name, { FromDate })).DashboardSubItems.reduce((sum, item) => sum + item.Count, 0);
    expect(await counted('Validate', null)).toBe(3);
    expect(await counted('Validate', '2023-05-01')).toBe(2);
    expect(await counted('Validate', '2024-06-02')).toBe(0);
    expect(await counted('Import', null)).toBe(2);
    expect(await counted('Import', '2023-05-01')).toBe(1);
  });

  it('DocumentTypes and CompanyIds narrow the count', async () => {
    const tenant = await buildTenant(ctx.database);
    const slips = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'Slips BV',
      UsesPackingSlips: true,
      UsesSalesInvoices: true,
    });
    const make = (companyId: string, documentType: string) =>
      buildDocument(ctx.database, tenant.tenantId, { companyId, documentType, status: 'Imported' });
    await make(slips, 'PackingSlip');
    await make(slips, 'SalesInvoice');
    await make(slips, 'PurchaseInvoice');
    await make(tenant.companyId, 'PurchaseInvoice');
    const { api } = await adminOf(tenant);
    const types = (items: DashboardSubItem[]) => items.map((item) => item.DocumentType).sort();
    expect(types((await step(api, 'Validate')).DashboardSubItems)).toEqual([
      'PackingSlip',
      'PurchaseInvoice',
      'PurchaseInvoice',
      'SalesInvoice',
    ]);
    const narrowed = await step(api, 'Validate', { DocumentTypes: ['PackingSlip', 'SalesInvoice'] });
    expect(types(narrowed.DashboardSubItems)).toEqual(['PackingSlip', 'SalesInvoice']);
    const ofCompany = await step(api, 'Validate', {
      CompanyIds: [slips],
      DocumentTypes: ['PurchaseInvoice'],
    });
    expect(rowsOf(ofCompany)).toEqual([['Imported', slips, null, 'PurchaseInvoice', 1]]);
    // Approve counts purchase invoices only: asked for packing slips it has nothing to count.
    expect((await step(api, 'Approve', { DocumentTypes: ['PackingSlip'] })).DashboardSubItems).toEqual([]);
  });
});

describe('the step table', () => {
  it('counts a status filter only for the types whose overview offers it', () => {
    for (const name of DashboardSteps) {
      const count = StepCounts[name];
      if (count.kind !== 'documents' || !('statusFilter' in count)) continue;
      for (const type of count.documentTypes) expect(StatusFiltersByType[type]).toContain(count.statusFilter);
    }
  });
});
