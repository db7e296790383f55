import { auditRows, signedInClient, startTestApp, uniqueEmail } from '../../test/harness';
import { type Api, act, actOk, invoiceOf, purchaseTeam, stored } from '../DocumentAction/workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Team = Awaited<ReturnType<typeof purchaseTeam>>;
type AutoRoute = { Id: string; Name: string; Steps: Array<{ Action: string; SendToUserId: string }> };

/** The team and an administrator who keeps the auto routes. */
async function teamWithAdmin() {
  const team = await purchaseTeam(ctx.database, ctx.app);
  const admin = await team.tenant.user({ name: 'Ada Admin', Email: uniqueEmail('ada'), IsAdmin: true });
  return { ...team, admin, asAdmin: await signedInClient(ctx.app, admin.email) };
}

/** Invoices of company A over 5,000 EUR: approved by Anna (limit 2,500), then signed off by Bert. */
const over5000 = ({ tenant, people }: Team) => ({
  Name: 'Boven 5.000',
  IsActive: true,
  Conditions: {
    CompanyId: tenant.companyId,
    RelationId: null,
    DocumentType: 'PurchaseInvoice',
    AmountFrom: 5000,
    AmountUntil: null,
    GeneralLedgerAccount: null,
    CostCenter: null,
  },
  Steps: [
    { Action: 'Approve', SendToUserId: people.approver1.id },
    { Action: 'SignOff', SendToUserId: people.approver2.id },
  ],
});

async function createAutoRoute(api: Api, body: Record<string, unknown>) {
  const response = await api.post('/api/AutoRoute', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AutoRoute;
}

describe('auto routes', () => {
  it('routes a purchase invoice over 5,000 EUR verified by the verifier to two approvers: the first (limit 2,500) cannot finish it, the second signs it off', async () => {
    const team = await teamWithAdmin();
    const { tenant, people, apis } = team;
    await createAutoRoute(team.asAdmin, over5000(team));
    const id = await invoiceOf(ctx.database, tenant, { status: 'Imported', grossAmount: 6200 });
    const small = await invoiceOf(ctx.database, tenant, { status: 'Imported', grossAmount: 1200 });

    await actOk(apis.verifier, id, 'Verify', { NextUserId: people.handler.id });
    await actOk(apis.verifier, small, 'Verify', { NextUserId: people.handler.id });
    expect((await stored(ctx.database, tenant.tenantId, id)).document.workflowState).toMatchObject({
      RouteSteps: over5000(team).Steps,
      RouteStepIndex: 0,
    });
    const smallState = (await stored(ctx.database, tenant.tenantId, small)).document.workflowState;
    expect(smallState.RouteSteps ?? []).toEqual([]);

    expect(await actOk(apis.handler, id, 'Code')).toMatchObject({
      Status: 'Pending',
      CurrentUserId: people.approver1.id,
    });
    expect(await actOk(apis.approver1, id, 'Approve')).toMatchObject({
      Status: 'Pending',
      IsApproved: false,
      CurrentUserId: people.approver2.id,
    });
    expect(await actOk(apis.approver2, id, 'SignOff')).toMatchObject({
      Status: 'Signed_Off',
      IsApproved: true,
      ApprovedBy: people.approver2.id,
    });
    const { history } = await stored(ctx.database, tenant.tenantId, id);
    expect(history.map((entry) => [entry.action, entry.userId])).toEqual([
      ['Verify', people.verifier.id],
      ['Code', people.handler.id],
      ['Approve', people.approver1.id],
      ['SignOff', people.approver2.id],
    ]);
  });

  it('follows no inactive route, and none for a document disabled for the auto router', async () => {
    const team = await teamWithAdmin();
    const { tenant, people, apis } = team;
    const route = await createAutoRoute(team.asAdmin, { ...over5000(team), IsActive: false });
    const inactive = await invoiceOf(ctx.database, tenant, { status: 'Imported', grossAmount: 6200 });
    await actOk(apis.verifier, inactive, 'Verify', { NextUserId: people.handler.id });
    expect(
      (await stored(ctx.database, tenant.tenantId, inactive)).document.workflowState.RouteSteps ?? [],
    ).toEqual([]);
    await team.asAdmin.put(`/api/AutoRoute/${route.Id}`, over5000(team));
    const disabled = await invoiceOf(ctx.database, tenant, {
      status: 'Imported',
      grossAmount: 6200,
      isDisabledForAutoRouter: true,
    });
    await actOk(apis.verifier, disabled, 'Verify', { NextUserId: people.handler.id });
    expect(
      (await stored(ctx.database, tenant.tenantId, disabled)).document.workflowState.RouteSteps ?? [],
    ).toEqual([]);
  });

  it('lists by name, reads, changes and deletes (204), each change with its audit row', async () => {
    const team = await teamWithAdmin();
    const route = await createAutoRoute(team.asAdmin, over5000(team));
    await createAutoRoute(team.asAdmin, { ...over5000(team), Name: 'Alle facturen', Conditions: {} });
    const list = (await team.asAdmin.get('/api/AutoRoute')).json() as AutoRoute[];
    expect(list.map((entry) => entry.Name)).toEqual(['Alle facturen', 'Boven 5.000']);
    expect(list[0]).toMatchObject({
      IsActive: true,
      Conditions: {
        CompanyId: null,
        RelationId: null,
        DocumentType: null,
        AmountFrom: null,
        AmountUntil: null,
        GeneralLedgerAccount: null,
        CostCenter: null,
      },
    });
    expect((await team.asAdmin.get(`/api/AutoRoute/${route.Id}`)).json()).toEqual(route);
    const changed = await team.asAdmin.put(`/api/AutoRoute/${route.Id}`, {
      ...over5000(team),
      Name: 'Boven 5.000 EUR',
      Conditions: { ...over5000(team).Conditions, AmountUntil: 50000, CostCenter: ' 200 ' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      Name: 'Boven 5.000 EUR',
      Conditions: { AmountFrom: 5000, AmountUntil: 50000, CostCenter: '200' },
    });
    expect((await team.asAdmin.delete(`/api/AutoRoute/${route.Id}`)).statusCode).toBe(204);
    const gone = await team.asAdmin.get(`/api/AutoRoute/${route.Id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('AutoRoute_Not_Found');
    const rows = (await auditRows(ctx.database, team.tenant.tenantId)).filter(
      (row) => row.entityId === route.Id,
    );
    expect(rows.map((row) => [row.entity, row.action, row.userId])).toEqual([
      ['AutoRoute', 'create', team.admin.id],
      ['AutoRoute', 'update', team.admin.id],
      ['AutoRoute', 'delete', team.admin.id],
    ]);
    expect(rows[1].changes).toMatchObject({ Name: { from: 'Boven 5.000', to: 'Boven 5.000 EUR' } });
  });

  it('refuses steps nobody can take and ranges nothing fits, with field keys', async () => {
    const team = await teamWithAdmin();
    const base = over5000(team);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await team.asAdmin.post('/api/AutoRoute', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().Errors as Record<string, string>;
    };
    expect(await errorsOf({ ...base, Name: ' ', Steps: [] })).toEqual({
      Name: 'Validation_Required',
      Steps: 'Validation_Required',
    });
    const other = await (await teamWithAdmin()).tenant.user({
      name: 'Elsewhere',
      Email: uniqueEmail('else'),
    });
    const inactive = await team.tenant.user({ name: 'Gone', Email: uniqueEmail('gone'), IsActive: false });
    expect(
      await errorsOf({
        ...base,
        Conditions: { ...base.Conditions, AmountFrom: 9000, AmountUntil: 5000 },
        Steps: [
          { Action: 'Post', SendToUserId: team.people.approver1.id },
          { Action: 'Approve', SendToUserId: other.id },
          { Action: 'SignOff', SendToUserId: inactive.id },
        ],
      }),
    ).toEqual({
      'Conditions.AmountUntil': 'Validation_Minimum_Value%%9000',
      'Steps.0.Action': 'Validation_In_List',
      'Steps.1.SendToUserId': 'Validation_In_List',
      'Steps.2.SendToUserId': 'Validation_In_List',
    });
    expect(await errorsOf({ ...base, Steps: [{ Action: 'Fly', SendToUserId: 'x' }] })).toEqual({
      'Steps.0.Action': 'Validation_In_List',
      'Steps.0.SendToUserId': 'Validation_Guid',
    });
  });
});

describe('auto route rights', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/AutoRoute' })).statusCode).toBe(401);
  });

  it('needs the AutoRoutes right (403), refuses a read-only session, and keeps other customers out (404)', async () => {
    const team = await teamWithAdmin();
    const route = await createAutoRoute(team.asAdmin, over5000(team));
    for (const response of [
      await team.apis.approver1.get('/api/AutoRoute'),
      await team.apis.approver1.post('/api/AutoRoute', over5000(team)),
      await team.apis.approver1.delete(`/api/AutoRoute/${route.Id}`),
    ])
      expect(response.statusCode).toBe(403);
    const reader = await team.tenant.user({
      name: 'Reader',
      Email: uniqueEmail('reader'),
      IsAdmin: true,
      isReadOnly: true,
    });
    const asReader = await signedInClient(ctx.app, reader.email);
    expect((await asReader.get(`/api/AutoRoute/${route.Id}`)).statusCode).toBe(200);
    const refused = await asReader.put(`/api/AutoRoute/${route.Id}`, over5000(team));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Error_ReadOnly_Account');

    const theirs = await teamWithAdmin();
    expect((await theirs.asAdmin.get('/api/AutoRoute')).json()).toEqual([]);
    expect((await theirs.asAdmin.get(`/api/AutoRoute/${route.Id}`)).statusCode).toBe(404);
    expect((await theirs.asAdmin.put(`/api/AutoRoute/${route.Id}`, over5000(theirs))).statusCode).toBe(404);
    expect((await theirs.asAdmin.delete(`/api/AutoRoute/${route.Id}`)).statusCode).toBe(404);
    // A verified invoice of theirs does not follow our route.
    const id = await invoiceOf(ctx.database, theirs.tenant, { status: 'Imported', grossAmount: 6200 });
    expect(
      (await act(theirs.apis.verifier, id, 'Verify', { NextUserId: theirs.people.handler.id })).statusCode,
    ).toBe(200);
    expect(
      (await stored(ctx.database, theirs.tenant.tenantId, id)).document.workflowState.RouteSteps ?? [],
    ).toEqual([]);
  });
});
