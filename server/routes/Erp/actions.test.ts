import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { erpRetryDelayMs } from '../../../domain/erp/actions';
import type { ErpActionView } from '../../../domain/erp/actionView';
import { companies, erpActions } from '../../db/schema/index';
import { buildCompany } from '../../db/seed/factories';
import { sweepErpActions } from '../../services/erp/actions/sweep';
import { auditRows, buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';

/**
 * ERP actions over the API (issue 14) on both databases. The ERP is a Tryton address nothing listens on
 * (http://127.0.0.1:1): real behaviour of an unreachable ERP, no stand-in. Jobs run when they are sent; a retry
 * held back until later is sent again by the ERP sweep once its back-off has passed, which these tests make
 * happen by moving the action's next attempt into the past.
 */
const ctx = await startTestApp();
afterAll(() => ctx.close());

const unreachableTryton = {
  ErpAdapter: 'Tryton' as const,
  LogisticsAdapter: 'Erp' as const,
  DatabaseServerUrl: 'http://127.0.0.1:1',
  ErpVariable1: 'ledgerline',
  ErpVariable2: 'admin',
  ErpPassword: 'admin',
};

async function apiFor(tenant: TestTenant, options: Parameters<TestTenant['user']>[0]) {
  const user = await tenant.user(options);
  return client(ctx.app, (await signIn(ctx.app, user.email)).token);
}

/** A customer with a Tryton company nothing answers for, and an administrator of its companies. */
async function setting() {
  const tenant = await buildTenant(ctx.database, 'ErpActions');
  const tryton = await buildCompany(ctx.database, tenant.tenantId, {
    Name: 'Tryton BV',
    ...unreachableTryton,
  });
  const admin = await apiFor(tenant, { name: 'Admin', IsAdmin: true, MaySeeAllCompanies: true });
  return { tenant, tryton, admin };
}

type Api = Awaited<ReturnType<typeof apiFor>>;

async function ask(api: Api, companyId: string, action: string, full = false): Promise<string> {
  const response = await api.post(
    `/api/Erp/${full ? 'CreateSyncAllAction' : 'CreateAction'}/${companyId}/${action}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().ErpActionId;
}

async function actionOf(api: Api, id: string): Promise<ErpActionView> {
  const response = await api.get(`/api/Erp/GetErpAction/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Time passes: the action's back-off is over. Then the sweep (of this customer only) sends it again. */
async function backOffPasses(tenantId: string, id: string) {
  await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .update(erpActions)
      .set({ nextAttemptAt: new Date(Date.now() - 60 * 60_000).toISOString() })
      .where(eq(erpActions.id, id)),
  );
  return sweepErpActions(ctx.app.deps, { tenantId });
}

const companyRow = async (tenantId: string, id: string) =>
  (
    await ctx.database.withTenant(tenantId, (tx) => tx.select().from(companies).where(eq(companies.id, id)))
  )[0];

describe('a login check', () => {
  it('of an ERP that cannot be reached fails at once, leaving the company LoginFailed with why', async () => {
    const { tenant, tryton, admin } = await setting();
    const id = await ask(admin, tryton, 'CheckLogin');
    const action = await actionOf(admin, id);
    expect(action).toMatchObject({
      Action: 'CheckLogin',
      State: 'Failed',
      CompanyId: tryton,
      CompanyName: 'Tryton BV',
      Attempts: 1,
      MessageKey: '',
      Error: 'Tryton at http://127.0.0.1:1 cannot be reached: fetch failed',
    });
    expect(action.FinishedAt).not.toBeNull();
    const company = (await admin.get(`/api/Company/${tryton}`)).json();
    expect(company.ErpLoginStatus).toBe('LoginFailed');
    expect(company.ErpLastError).toBe(action.Error);
    expect((await companyRow(tenant.tenantId, tryton)).erpLoginStatus).toBe('LoginFailed');
  });

  it('of an adapter without a working connection says so, and the company is LoginFailed with that message', async () => {
    const { tenant, admin } = await setting();
    const twinfield = await buildCompany(ctx.database, tenant.tenantId, {
      Name: 'TF',
      ErpAdapter: 'Twinfield',
    });
    const action = await actionOf(admin, await ask(admin, twinfield, 'CheckLogin'));
    expect(action).toMatchObject({ State: 'Failed', Error: 'Erp_Adapter_Not_Connected%%Twinfield' });
    const company = await companyRow(tenant.tenantId, twinfield);
    expect(company).toMatchObject({
      erpLoginStatus: 'LoginFailed',
      erpLastError: 'Erp_Adapter_Not_Connected%%Twinfield',
    });
  });
});

describe('a synchronisation of an unreachable ERP', () => {
  it('waits and tries again with growing back-off, then fails after its last attempt with the message', async () => {
    const { tenant, tryton, admin } = await setting();
    const before = Date.now();
    const id = await ask(admin, tryton, 'UpdateAll');
    let action = await actionOf(admin, id);
    expect(action).toMatchObject({
      State: 'Queued',
      Attempts: 1,
      MaxAttempts: 5,
      MessageKey: 'Synchronize_Scheduled',
      Error: 'Tryton at http://127.0.0.1:1 cannot be reached: fetch failed',
      FinishedAt: null,
    });
    const wait = Date.parse(action.NextAttemptAt ?? '') - before;
    expect(wait).toBeGreaterThanOrEqual(erpRetryDelayMs(1));
    expect(wait).toBeLessThan(erpRetryDelayMs(1) + 20_000);

    // Asked again while it waits: the same action, not a second one.
    expect(await ask(admin, tryton, 'UpdateAll')).toBe(id);

    for (const attempt of [2, 3, 4]) {
      const sent = Date.now();
      expect((await backOffPasses(tenant.tenantId, id)).resent).toBe(1);
      action = await actionOf(admin, id);
      expect(action).toMatchObject({ State: 'Queued', Attempts: attempt });
      const delay = Date.parse(action.NextAttemptAt ?? '') - sent;
      expect(delay).toBeGreaterThanOrEqual(erpRetryDelayMs(attempt));
      expect(delay).toBeLessThan(erpRetryDelayMs(attempt) + 20_000);
    }
    await backOffPasses(tenant.tenantId, id);
    action = await actionOf(admin, id);
    expect(action).toMatchObject({
      State: 'Failed',
      Attempts: 5,
      Error: 'Tryton at http://127.0.0.1:1 cannot be reached: fetch failed',
      MessageKey: '',
    });
    expect(action.FinishedAt).not.toBeNull();
    // A failed action is not sent again by the sweep.
    expect((await backOffPasses(tenant.tenantId, id)).resent).toBe(0);
    expect((await actionOf(admin, id)).Attempts).toBe(5);
  });

  it('is not sent again before its back-off has passed', async () => {
    const { tenant, tryton, admin } = await setting();
    const id = await ask(admin, tryton, 'UpdateVendors');
    expect((await sweepErpActions(ctx.app.deps, { tenantId: tenant.tenantId })).resent).toBe(0);
    expect((await actionOf(admin, id)).Attempts).toBe(1);
  });

  it('can be retried once failed: Queued again with its attempts counted from zero', async () => {
    const { tenant, tryton, admin } = await setting();
    const id = await ask(admin, tryton, 'UpdateCompany');
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(erpActions).set({ state: 'Failed', attempts: 5 }).where(eq(erpActions.id, id)),
    );
    const retried = await admin.post(`/api/Erp/RetryAction/${id}`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      Id: id,
      State: 'Queued',
      Attempts: 0,
      Error: '',
      FinishedAt: null,
    });
    // Its job ran at once and met the unreachable ERP again: its first new attempt.
    expect(await actionOf(admin, id)).toMatchObject({ State: 'Queued', Attempts: 1 });

    const again = await admin.post(`/api/Erp/RetryAction/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Erp_Action_Not_Failed');
  });

  it('that a worker left Running is taken up again by the sweep', async () => {
    const { tenant, tryton, admin } = await setting();
    const id = await ask(admin, tryton, 'UpdateCustomers');
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .update(erpActions)
        .set({ state: 'Running', startedAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString() })
        .where(eq(erpActions.id, id)),
    );
    expect((await sweepErpActions(ctx.app.deps, { tenantId: tenant.tenantId })).restarted).toBe(1);
    expect(await actionOf(admin, id)).toMatchObject({ State: 'Queued', Attempts: 2 });
  });
});

describe('scheduled synchronisation', () => {
  it('queues an UpdateAll when due, never a second while one is open', async () => {
    const { tenant, tryton, admin } = await setting();
    const detail = (await admin.get(`/api/Company/${tryton}`)).json();
    const saved = await admin.put(`/api/Company/${tryton}`, { ...detail, ErpSyncEveryMinutes: 60 });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await sweepErpActions(ctx.app.deps, { tenantId: tenant.tenantId })).scheduled).toBe(1);
    const list = (await admin.get(`/api/Erp/Actions?companyId=${tryton}`)).json();
    expect(list.Items.map((item: ErpActionView) => [item.Action, item.State, item.CreatedBy])).toEqual([
      ['UpdateAll', 'Queued', null],
    ]);
    expect((await sweepErpActions(ctx.app.deps, { tenantId: tenant.tenantId })).scheduled).toBe(0);
  });

  it('is not kept for a company without a schedule or without anything to synchronise', async () => {
    const { tenant } = await setting();
    await buildCompany(ctx.database, tenant.tenantId, { Name: 'Manual', ErpSyncEveryMinutes: 5 });
    expect((await sweepErpActions(ctx.app.deps, { tenantId: tenant.tenantId })).scheduled).toBe(0);
  });

  it('takes 0 to 10080 minutes', async () => {
    const { tryton, admin } = await setting();
    const detail = (await admin.get(`/api/Company/${tryton}`)).json();
    for (const wrong of [10081, -1, 1.5, '60']) {
      const response = await admin.put(`/api/Company/${tryton}`, { ...detail, ErpSyncEveryMinutes: wrong });
      expect(response.statusCode, String(wrong)).toBe(400);
      expect(response.json().Errors.ErpSyncEveryMinutes, String(wrong)).toMatch(/^Validation_/);
    }
  });
});

describe('the ERP password of a company', () => {
  it('is never answered, and the placeholder sent back keeps it', async () => {
    const { tenant, tryton, admin } = await setting();
    const detail = (await admin.get(`/api/Company/${tryton}`)).json();
    expect(detail.ErpPassword).toBe('********');
    expect(detail.ErpSyncEveryMinutes).toBe(0);
    expect(detail.ErpLastSyncAt).toBeNull();
    expect(JSON.stringify((await admin.get('/api/Company')).json())).not.toContain('ErpPassword');

    await admin.put(`/api/Company/${tryton}`, { ...detail, Description: 'kept' });
    expect((await companyRow(tenant.tenantId, tryton)).erpPassword).toBe('admin');
    await admin.put(`/api/Company/${tryton}`, { ...detail, ErpPassword: 'changed' });
    expect((await companyRow(tenant.tenantId, tryton)).erpPassword).toBe('changed');
    const audit = await auditRows(ctx.database, tenant.tenantId);
    expect(JSON.stringify(audit.filter((row) => row.entityId === tryton))).not.toContain('changed');
  });
});

describe('the ERP action overview', () => {
  it('lists the actions of the companies the user sees, newest first, filtered and paged', async () => {
    const { tenant, tryton, admin } = await setting();
    const first = await ask(admin, tryton, 'CheckLogin');
    const second = await ask(admin, tryton, 'UpdateVendors');
    const page = (await admin.get(`/api/Erp/Actions?companyId=${tryton}`)).json();
    expect(page.Count).toBe(2);
    expect(page.Items.map((item: ErpActionView) => item.Id)).toEqual([second, first]);

    const failed = (await admin.get(`/api/Erp/Actions?companyId=${tryton}&state=Failed`)).json();
    expect(failed.Items.map((item: ErpActionView) => item.Id)).toEqual([first]);
    const checks = (await admin.get(`/api/Erp/Actions?action=UpdateVendors&companyId=${tryton}`)).json();
    expect(checks.Items.map((item: ErpActionView) => item.Id)).toEqual([second]);
    const paged = (await admin.get(`/api/Erp/Actions?companyId=${tryton}&skip=1&take=1`)).json();
    expect(paged).toMatchObject({ Count: 2, Items: [{ Id: first }] });

    // A user who sees only the other company sees none of these.
    const scoped = await apiFor(tenant, {
      name: 'Scoped',
      SeeCompanies: [tenant.otherCompanyId],
      UserViewRights: ['ErpActionsOverview'],
    });
    expect((await scoped.get('/api/Erp/Actions')).json()).toEqual({ Items: [], Count: 0 });
    expect((await scoped.get(`/api/Erp/GetErpAction/${first}`)).statusCode).toBe(404);

    const exported = await admin.get(`/api/Erp/Actions/Export?companyId=${tryton}&locale=en-US`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toContain('ERP actions');
  });

  it("never shows another customer's actions, nor lets them be read or retried", async () => {
    const { tryton, admin } = await setting();
    const id = await ask(admin, tryton, 'CheckLogin');
    const other = await setting();
    expect(
      (await other.admin.get('/api/Erp/Actions')).json().Items.map((item: ErpActionView) => item.Id),
    ).not.toContain(id);
    for (const response of [
      await other.admin.get(`/api/Erp/GetErpAction/${id}`),
      await other.admin.post(`/api/Erp/RetryAction/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Erp_Action_Not_Found');
    }
    const ask404 = await other.admin.post(`/api/Erp/CreateAction/${tryton}/CheckLogin`);
    expect(ask404.statusCode).toBe(404);
    expect(ask404.json().Message).toBe('Company_Not_Found');
  });
});

describe('asking for an ERP action', () => {
  it('answers 401 without a token', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['POST', `/api/Erp/CreateAction/${id}/CheckLogin`],
      ['POST', `/api/Erp/CreateSyncAllAction/${id}/UpdateAll`],
      ['GET', `/api/Erp/GetErpAction/${id}`],
      ['GET', '/api/Erp/Actions'],
      ['GET', '/api/Erp/Actions/Export'],
      ['POST', `/api/Erp/RetryAction/${id}`],
    ] as const)
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
  });

  it('needs the company administration rights; following one needs the Companies or ErpActionsOverview right', async () => {
    const { tenant, tryton, admin } = await setting();
    const id = await ask(admin, tryton, 'CheckLogin');
    const viewer = await apiFor(tenant, {
      name: 'Viewer',
      MaySeeAllCompanies: true,
      UserViewRights: ['Companies'],
      UserActionRights: [],
    });
    const refused = await viewer.post(`/api/Erp/CreateAction/${tryton}/CheckLogin`);
    expect(refused.statusCode).toBe(403);
    expect((await viewer.get(`/api/Erp/GetErpAction/${id}`)).statusCode).toBe(200);
    expect((await viewer.get('/api/Erp/Actions')).statusCode).toBe(403);
    expect((await viewer.post(`/api/Erp/RetryAction/${id}`)).statusCode).toBe(403);
    const nobody = await apiFor(tenant, { name: 'Nobody', UserViewRights: [], UserActionRights: [] });
    expect((await nobody.get(`/api/Erp/GetErpAction/${id}`)).statusCode).toBe(403);
  });

  it('accepts only the company update jobs the company’s adapters offer, and always a login check', async () => {
    const { tenant, tryton, admin } = await setting();
    const manual = tenant.companyId;
    const offered = await admin.post(`/api/Erp/CreateAction/${manual}/UpdateVendors`);
    expect(offered.statusCode).toBe(400);
    expect(offered.json().Message).toBe('Erp_Action_Not_Offered%%UpdateVendors%%Manual');
    expect((await admin.post(`/api/Erp/CreateAction/${manual}/CheckLogin`)).statusCode).toBe(200);
    for (const action of ['PostDocument', 'Nope', 'updateall']) {
      const response = await admin.post(`/api/Erp/CreateAction/${tryton}/${action}`);
      expect(response.statusCode, action).toBe(400);
      expect(response.json().Message, action).toBe('Validation_Failed');
    }
  });

  it('answers a clear 400 for malformed ids and filters, never a 500', async () => {
    const { admin } = await setting();
    for (const url of [
      '/api/Erp/CreateAction/not-a-guid/CheckLogin',
      `/api/Erp/CreateAction/${'9'.repeat(90)}/CheckLogin`,
      '/api/Erp/RetryAction/%00',
    ]) {
      const response = await admin.post(url);
      expect(response.statusCode, url).toBe(400);
    }
    // A path part longer than any id is refused before it is read.
    expect((await admin.post(`/api/Erp/CreateAction/${'9'.repeat(5000)}/CheckLogin`)).statusCode).toBe(414);
    for (const url of [
      '/api/Erp/GetErpAction/123',
      '/api/Erp/Actions?state=Lost',
      '/api/Erp/Actions?take=0',
      '/api/Erp/Actions?take=100000',
      '/api/Erp/Actions?skip=-1',
      '/api/Erp/Actions?companyId=x',
      '/api/Erp/Actions?action=%00',
      '/api/Erp/Actions/Export?locale=xx',
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().Message, url).toMatch(/^[A-Z][A-Za-z]+(_[A-Za-z0-9]+)+/);
    }
  });

  it('for an unknown company or action answers 404', async () => {
    const { admin } = await setting();
    const nothing = randomUUID();
    expect((await admin.post(`/api/Erp/CreateAction/${nothing}/CheckLogin`)).json().Message).toBe(
      'Company_Not_Found',
    );
    expect((await admin.get(`/api/Erp/GetErpAction/${nothing}`)).statusCode).toBe(404);
  });
});
