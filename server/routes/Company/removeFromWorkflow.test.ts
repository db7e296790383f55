import { LegacyRoles } from '../../../domain/workflow/legacyRoles';
import { documentLocks, sources } from '../../db/schema/index';
import { buildDocument, type DocumentOptions } from '../../db/seed/documentFactories';
import { nextSourceNumber } from '../../services/import/storeImport';
import { waitingDocuments } from '../../services/notifications/waitingDocuments';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;
const everything = { MaySeeAllCompanies: true, MaySeeAllDocuments: true };

/**
 * Company A of a fresh tenant with an administrator, a clerk whose desk holds an open invoice of A, and
 * documents of A in every state: open (Imported, Pending at the clerk), posted and archived.
 */
async function companyInUse() {
  const tenant = await buildTenant(ctx.database, 'Removal');
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true, ...everything });
  const clerk = await tenant.user({
    name: 'Clerk',
    ...everything,
    BaseRole: 'Advanced',
    ApproveCompanies: [tenant.companyId, tenant.otherCompanyId],
    HandleCompanies: [tenant.companyId, tenant.otherCompanyId],
  });
  await tenant.user({ name: 'Viewer', SeeCompanies: [tenant.companyId] });
  await tenant.user({ name: 'Elsewhere', SeeCompanies: [tenant.otherCompanyId] });
  const a = (options: Omit<DocumentOptions, 'companyId'>) =>
    buildDocument(ctx.database, tenant.tenantId, { ...options, companyId: tenant.companyId });
  const imported = await a({ status: 'Imported', documentNumber: 'A-1' });
  const pending = await a({
    status: 'Pending',
    currentUserId: clerk.id,
    documentNumber: 'A-2',
    grossAmount: 100,
  });
  await a({ status: 'Posted', isPosted: true, documentNumber: 'A-3' });
  await a({ status: 'Archived', documentNumber: 'A-4' });
  const otherPending = await buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.otherCompanyId,
    status: 'Pending',
    currentUserId: clerk.id,
    documentNumber: 'B-1',
    grossAmount: 100,
  });
  return {
    tenant,
    admin,
    clerk,
    docs: { imported, pending, otherPending },
    api: await signedInClient(ctx.app, admin.email),
    clerkApi: await signedInClient(ctx.app, clerk.email),
  };
}

/** The name buildTenant gives company A of a tenant named Removal. */
const CompanyA = 'Removal Company A';

const remove = (api: Api, id: string, ConfirmName: string) =>
  api.post(`/api/Company/RemoveFromWorkflow/${id}`, { ConfirmName });

const overviewNumbers = async (api: Api, Status: string) => {
  const response = await api.post('/api/Document/GetOverview', { DocumentType: 'PurchaseInvoice', Status });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().Items as Array<{ DocumentNumber: string }>)
    .map((item) => item.DocumentNumber)
    .sort();
};

const stepCompanies = async (api: Api, step: string) => {
  const response = await api.post(`/api/Dashboard/GetDashboardStep/${step}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return [
    ...new Set(
      (response.json().DashboardSubItems as Array<{ CompanyId: string }>).map((item) => item.CompanyId),
    ),
  ];
};

describe('GET /api/Company/RemoveFromWorkflow/{id}/Impact', () => {
  it('counts the open and all documents of the company and the active users whose scopes name it', async () => {
    const { tenant, api } = await companyInUse();
    const response = await api.get(`/api/Company/RemoveFromWorkflow/${tenant.companyId}/Impact`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      CompanyId: tenant.companyId,
      Name: CompanyA,
      OpenDocuments: 2,
      Documents: 4,
      Users: 2,
    });
  });
});

describe('POST /api/Company/RemoveFromWorkflow/{id}', () => {
  it('marks the company deleted, releases its locks and writes an audit row, deleting nothing', async () => {
    const { tenant, admin, api, clerkApi, docs } = await companyInUse();
    expect((await clerkApi.put(`/api/Document/Lock/${docs.pending}`)).statusCode).toBe(200);
    expect((await clerkApi.put(`/api/Document/Lock/${docs.otherPending}`)).statusCode).toBe(200);

    const response = await remove(api, tenant.companyId, CompanyA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      CompanyId: tenant.companyId,
      Name: CompanyA,
      OpenDocuments: 2,
      Documents: 4,
      Users: 2,
      ReleasedLocks: 1,
    });

    const companies = (await api.get('/api/Company')).json() as Array<{ Id: string }>;
    expect(companies.map((company) => company.Id)).toEqual([tenant.otherCompanyId]);
    const locks = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select({ documentId: documentLocks.documentId }).from(documentLocks),
    );
    expect(locks).toEqual([{ documentId: docs.otherPending }]);
    const audited = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entityId === tenant.companyId,
    );
    expect(audited).toEqual([
      expect.objectContaining({
        entity: 'Company',
        action: 'delete',
        userId: admin.id,
        changes: {
          IsDeleted: { from: false, to: true },
          RemovedFromWorkflow: true,
          OpenDocuments: 2,
          ReleasedLocks: 1,
        },
      }),
    ]);
    // The documents stay, for audit and archive.
    expect(await overviewNumbers(api, 'None')).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'B-1']);
    const detail = await api.get(
      `/api/DocumentAction/GetActionsForInvoice/${docs.pending}?documentType=PurchaseInvoice`,
    );
    expect(detail.statusCode).toBe(200);
  });

  it("leaves the company's documents waiting for nobody: no work list, dashboard count, mail or action", async () => {
    const { tenant, api, clerk, clerkApi, docs } = await companyInUse();
    await ctx.database.withTenant(tenant.tenantId, async (tx) =>
      tx.insert(sources).values({
        tenantId: tenant.tenantId,
        sourceNumber: await nextSourceNumber(tx, tenant.tenantId),
        companyId: tenant.companyId,
        documentType: 'PurchaseInvoice',
        status: 'New',
      }),
    );
    expect(await overviewNumbers(clerkApi, 'Todo')).toEqual(['A-2', 'B-1']);
    expect(await stepCompanies(api, 'Validate')).toEqual([tenant.companyId]);
    expect(await stepCompanies(api, 'Import')).toEqual([tenant.companyId]);
    const { LastInvoiceUpdate } = (
      await clerkApi.get(
        `/api/DocumentAction/GetActionsForInvoice/${docs.pending}?documentType=PurchaseInvoice`,
      )
    ).json();

    expect((await remove(api, tenant.companyId, CompanyA)).statusCode).toBe(200);

    expect(await overviewNumbers(clerkApi, 'Todo')).toEqual(['B-1']);
    expect(await overviewNumbers(clerkApi, 'Approve')).toEqual(['B-1']);
    expect(await overviewNumbers(api, 'Ongoing')).toEqual(['B-1']);
    expect(await overviewNumbers(api, 'Posted')).toEqual(['A-3']);
    expect(await overviewNumbers(api, 'Archived')).toEqual(['A-4']);
    expect(await stepCompanies(api, 'Validate')).toEqual([]);
    expect(await stepCompanies(api, 'Import')).toEqual([]);
    expect(await stepCompanies(api, 'Approve')).toEqual([tenant.otherCompanyId]);
    const waiting = await ctx.database.withTenant(tenant.tenantId, (tx) => waitingDocuments(tx, [clerk.id]));
    expect(waiting.documents.map((row) => row.documentNumber)).toEqual(['B-1']);
    expect(waiting.total).toBe(1);

    const actions = await clerkApi.get(
      `/api/DocumentAction/GetActionsForInvoice/${docs.pending}?documentType=PurchaseInvoice`,
    );
    expect(actions.json()).toMatchObject({ Actions: [], SuggestedAction: null, SuggestedUserId: null });
    const one = await clerkApi.post('/api/Document/PostNewAction', {
      DocumentId: docs.pending,
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
      LastInvoiceUpdate,
    });
    expect(one.statusCode).toBe(403);
    expect(one.json().Message).toBe('Company_Removed_From_Workflow');
    const bulk = await clerkApi.post('/api/Document/PostNewActions', {
      DocumentIds: [docs.pending, docs.otherPending],
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
    });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json().Errors).toEqual({ [docs.pending]: 'Company_Removed_From_Workflow' });
  });

  it('needs the name exactly (400 Company_Confirm_Name_Mismatch), changing nothing', async () => {
    const { tenant, api } = await companyInUse();
    for (const typed of ['removal company a', `${CompanyA} `, 'Removal Company B']) {
      const response = await remove(api, tenant.companyId, typed);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe('Company_Confirm_Name_Mismatch');
    }
    const missing = await api.post(`/api/Company/RemoveFromWorkflow/${tenant.companyId}`, {});
    expect(missing.json().Errors).toEqual({ ConfirmName: 'Validation_Required' });
    expect(
      (
        await api.post(`/api/Company/RemoveFromWorkflow/${tenant.companyId}`, {
          ConfirmName: 'x'.repeat(201),
        })
      ).json().Errors,
    ).toEqual({
      ConfirmName: 'Validation_Maximum_Length%%200',
    });
    expect((await api.get('/api/Company')).json()).toHaveLength(2);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('answers 409 Company_Already_Removed_From_Workflow the second time, for the impact too', async () => {
    const { tenant, api } = await companyInUse();
    expect((await remove(api, tenant.companyId, CompanyA)).statusCode).toBe(200);
    const again = await remove(api, tenant.companyId, CompanyA);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Company_Already_Removed_From_Workflow');
    const impact = await api.get(`/api/Company/RemoveFromWorkflow/${tenant.companyId}/Impact`);
    expect(impact.statusCode).toBe(409);
    expect((await auditRows(ctx.database, tenant.tenantId)).length).toBe(1);
  });

  it("answers 404 Company_Not_Found for another customer's company and an unknown id, 400 for a malformed one", async () => {
    const { api } = await companyInUse();
    const other = await buildTenant(ctx.database, 'Other');
    for (const id of [other.companyId, '00000000-0000-4000-8000-000000000000']) {
      const response = await remove(api, id, 'Other Company A');
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Company_Not_Found');
      expect((await api.get(`/api/Company/RemoveFromWorkflow/${id}/Impact`)).statusCode).toBe(404);
    }
    const malformed = await remove(api, 'not-a-guid', 'x');
    expect(malformed.statusCode).toBe(400);
    const otherAdmin = await other.user({ name: 'Admin', IsAdmin: true });
    const otherApi = await signedInClient(ctx.app, otherAdmin.email);
    expect((await otherApi.get('/api/Company')).json()).toHaveLength(2);
  });

  it('needs the RemoveCompanyFromWorkflow action right (403), which a SIMPLEADMIN lacks; a read-only session may only look', async () => {
    const { tenant, clerkApi } = await companyInUse();
    expect((await remove(clerkApi, tenant.companyId, CompanyA)).statusCode).toBe(403);
    expect(
      (await clerkApi.get(`/api/Company/RemoveFromWorkflow/${tenant.companyId}/Impact`)).statusCode,
    ).toBe(403);
    const simple = await tenant.user({
      name: 'Simple',
      IsAdmin: true,
      UserViewRights: LegacyRoles.SIMPLEADMIN.ViewRights,
      UserActionRights: LegacyRoles.SIMPLEADMIN.ActionRights,
    });
    const simpleApi = await signedInClient(ctx.app, simple.email);
    expect((await remove(simpleApi, tenant.companyId, CompanyA)).statusCode).toBe(403);
    const reader = await tenant.user({ name: 'Reader', IsAdmin: true, isReadOnly: true });
    const readerApi = await signedInClient(ctx.app, reader.email);
    expect(
      (await readerApi.get(`/api/Company/RemoveFromWorkflow/${tenant.companyId}/Impact`)).statusCode,
    ).toBe(200);
    const refused = await remove(readerApi, tenant.companyId, CompanyA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Error_ReadOnly_Account');
    expect(
      (await auditRows(ctx.database, tenant.tenantId)).filter((row) => row.entity === 'Company'),
    ).toEqual([]);
  });
});
