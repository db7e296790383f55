import { buildTenant, signedInClient, startTestApp, uniqueEmail } from '../../test/harness';
import { act, actionsFor, actOk, invoiceOf, purchaseTeam, stored } from './workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const remark = (DocumentId: string, LastInvoiceUpdate: string, Remark: string) => ({
  DocumentId,
  DocumentType: 'PurchaseInvoice',
  NextAction: 'AddRemark',
  Remark,
  LastInvoiceUpdate,
});

describe('optimistic concurrency on LastInvoiceUpdate', () => {
  it('refuses a stale LastInvoiceUpdate with 409 Document_Is_Updated_By_Other_User', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, {
      status: 'In_Progress',
      currentUserId: people.handler.id,
    });
    const { LastInvoiceUpdate } = await actionsFor(apis.handler, id);
    const first = await apis.handler.post(
      '/api/Document/PostNewAction',
      remark(id, LastInvoiceUpdate, 'Eerste'),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().LastInvoiceUpdate).not.toBe(LastInvoiceUpdate);
    const stale = await apis.approver1.post(
      '/api/Document/PostNewAction',
      remark(id, LastInvoiceUpdate, 'Tweede'),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe('Document_Is_Updated_By_Other_User');
    expect((await stored(ctx.database, tenant.tenantId, id)).history.map((entry) => entry.remark)).toEqual([
      'Eerste',
    ]);
  });

  it('lets one of two racing actions win; the other gets 409 and leaves nothing behind', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, {
      status: 'In_Progress',
      currentUserId: people.handler.id,
    });
    const { LastInvoiceUpdate } = await actionsFor(apis.handler, id);
    const answers = await Promise.all([
      apis.handler.post('/api/Document/PostNewAction', remark(id, LastInvoiceUpdate, 'Hank')),
      apis.approver1.post('/api/Document/PostNewAction', remark(id, LastInvoiceUpdate, 'Anna')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(ctx.database, tenant.tenantId, id)).history).toHaveLength(1);
  });
});

describe('the workflow lock', () => {
  it('answers 423 with the holder and offers no actions while another user holds it; acting releases it', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, {
      status: 'In_Progress',
      currentUserId: people.handler.id,
    });
    const taken = await apis.approver1.put(`/api/Document/Lock/${id}`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ IsLocked: false, LockedUntil: expect.any(String) });
    expect(Date.parse(taken.json().LockedUntil) - Date.now()).toBeGreaterThan(100_000);
    expect((await apis.approver1.put(`/api/Document/Lock/${id}`)).statusCode).toBe(200);

    expect((await actionsFor(apis.handler, id)).Actions).toEqual([]);
    const refused = await act(apis.handler, id, 'Code', { NextUserId: people.approver2.id });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().Message).toBe('Document_Is_Locked%%Anna Approver');
    const again = await apis.handler.put(`/api/Document/Lock/${id}`);
    expect(again.statusCode).toBe(423);
    expect((await apis.handler.get(`/api/Document/IsLocked/${id}`)).json()).toMatchObject({
      IsLocked: true,
      LockedByUserId: people.approver1.id,
    });

    expect((await apis.approver1.put(`/api/Document/Unlock/${id}`)).statusCode).toBe(200);
    expect((await apis.handler.put(`/api/Document/Lock/${id}`)).statusCode).toBe(200);
    await actOk(apis.handler, id, 'Code', { NextUserId: people.approver2.id });
    expect((await apis.approver1.get(`/api/Document/IsLocked/${id}`)).json().IsLocked).toBe(false);
  });
});

describe('rights and company scopes on every call', () => {
  it('answers 401 without a token', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/DocumentAction/GetActionsForInvoice/${id}` }))
        .statusCode,
    ).toBe(401);
    const post = await ctx.app.inject({ method: 'POST', url: '/api/Document/PostNewAction', payload: {} });
    expect(post.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/Document/Lock/${id}` })).statusCode).toBe(401);
  });

  it("answers 404 for another tenant's document and for a company outside the user's scopes", async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const other = await buildTenant(ctx.database, 'Other');
    const foreign = await invoiceOf(ctx.database, other, { status: 'In_Progress' });
    const unseen = await invoiceOf(ctx.database, tenant, {
      companyId: tenant.otherCompanyId,
      status: 'Pending',
      currentUserId: people.approver1.id,
    });
    for (const id of [foreign, unseen]) {
      expect((await apis.approver1.get(`/api/DocumentAction/GetActionsForInvoice/${id}`)).statusCode).toBe(
        404,
      );
      const refused = await apis.approver1.post('/api/Document/PostNewAction', {
        DocumentId: id,
        DocumentType: 'PurchaseInvoice',
        NextAction: 'Approve',
        LastInvoiceUpdate: new Date().toISOString(),
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().Message).toBe('Document_Not_Found');
    }
  });

  it('refuses an action the user has no scope or right for (403 Action_Not_Allowed)', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, { status: 'Imported' });
    const refused = await act(apis.handler, id, 'Verify', { NextUserId: people.handler.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Action_Not_Allowed%%Verify');
  });

  it('refuses PostNewAction to a read-only session (403 Error_ReadOnly_Account)', async () => {
    const { tenant } = await purchaseTeam(ctx.database, ctx.app);
    const reader = await tenant.user({
      name: 'Reader',
      Email: uniqueEmail('reader'),
      MaySeeAllDocuments: true,
      MayHandleAllCompanies: true,
      isReadOnly: true,
    });
    const api = await signedInClient(ctx.app, reader.email);
    const id = await invoiceOf(ctx.database, tenant, { status: 'In_Progress', currentUserId: reader.id });
    expect((await actionsFor(api, id)).Actions.length).toBeGreaterThan(0);
    const refused = await act(api, id, 'AddRemark', { Remark: 'Gezien' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Error_ReadOnly_Account');
  });
});
