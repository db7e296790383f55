import { randomUUID } from 'node:crypto';
import { relations } from '../../db/schema/index';
import { auditRows, signedInClient, startTestApp, type TestTenant, uniqueEmail } from '../../test/harness';
import { type Api, actionsFor, actOk, invoiceOf, purchaseTeam } from '../DocumentAction/workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Route = Record<string, unknown> & { Id: string };

/** A vendor of company A. */
async function vendorOf(tenant: TestTenant, name: string): Promise<string> {
  return ctx.database.withTenant(tenant.tenantId, async (tx) => {
    const [row] = await tx
      .insert(relations)
      .values({
        tenantId: tenant.tenantId,
        companyId: tenant.companyId,
        kind: 'Vendor',
        code: randomUUID().slice(0, 8),
        name,
      })
      .returning({ id: relations.id });
    return row.id;
  });
}

/** The purchase team, an administrator who keeps shared routes, and two vendors. */
async function teamWithVendors() {
  const team = await purchaseTeam(ctx.database, ctx.app);
  const admin = await team.tenant.user({
    name: 'Ada Admin',
    Email: uniqueEmail('ada'),
    IsAdmin: true,
    MaySeeAllDocuments: true,
    SeeCompanies: [team.tenant.companyId],
  });
  const asAdmin = await signedInClient(ctx.app, admin.email);
  const vendor = await vendorOf(team.tenant, 'Kantoorhuis BV');
  const otherVendor = await vendorOf(team.tenant, 'Drukkerij De Vries');
  return { ...team, admin, asAdmin, vendor, otherVendor };
}
type Team = Awaited<ReturnType<typeof teamWithVendors>>;

/** An invoice of 4,000 EUR waiting for Anna's approval after coding. */
const awaitingAnna = (team: Team, relationId: string | null) =>
  invoiceOf(ctx.database, team.tenant, {
    status: 'Pending',
    currentUserId: team.people.approver1.id,
    verifiedBy: team.people.verifier.id,
    lastAction: 'Code',
    grossAmount: 4000,
    relationId,
  });

async function post(api: Api, url: string, body: Record<string, unknown>) {
  const response = await api.post(url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Route;
}

/** Shared routes for Anna's approvals: one for the vendor (to Bert), one for all vendors (to Rita). */
async function sharedRoutes(team: Team) {
  const common = {
    ActionId: 'Approve',
    Status: 'Pending',
    CurrentUserId: team.people.approver1.id,
    LastAction: '',
    IsUserRoute: false,
    CompanyId: team.tenant.companyId,
  };
  const forVendor = await post(team.asAdmin, '/api/Route', {
    ...common,
    RouteType: 'SuggestionRoute',
    RelationId: team.vendor,
    SendToUserId: team.people.approver2.id,
    DefaultText: 'Akkoord volgens contract',
  });
  const forAll = await post(team.asAdmin, '/api/Route', {
    ...common,
    RouteType: 'SuggestionRouteAllVendors',
    RelationId: team.vendor,
    SendToUserId: team.people.replacement.id,
    DefaultText: 'Graag beoordelen',
  });
  return { forVendor, forAll };
}

const information = async (api: Api, id: string, actionId = 'Approve') => {
  const response = await api.get(
    `/api/DocumentAction/GetActionInformation/?actionId=${actionId}&documentId=${id}&documentType=PurchaseInvoice`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('suggestion routes', () => {
  it("offers the vendor's route, and the route for all vendors when no vendor route fits", async () => {
    const team = await teamWithVendors();
    const { forVendor, forAll } = await sharedRoutes(team);
    expect(forAll.RelationId).toBeNull();
    const fromVendor = await awaitingAnna(team, team.vendor);
    const fromOther = await awaitingAnna(team, team.otherVendor);

    expect(await actionsFor(team.apis.approver1, fromVendor)).toMatchObject({
      Route: forVendor,
      SuggestedAction: 'Approve',
      SuggestedUserId: team.people.approver2.id,
    });
    expect(await information(team.apis.approver1, fromVendor)).toMatchObject({
      Route: forVendor,
      SuggestedAction: 'Approve',
      SuggestedUserId: team.people.approver2.id,
      SuggestedRemark: 'Akkoord volgens contract',
    });
    expect(await information(team.apis.approver1, fromOther)).toMatchObject({
      Route: forAll,
      SuggestedUserId: team.people.replacement.id,
      SuggestedRemark: 'Graag beoordelen',
    });
    // The suggestion is followed: the document goes on to Bert with the route's remark.
    expect(
      await actOk(team.apis.approver1, fromVendor, 'Approve', {
        NextUserId: team.people.approver2.id,
        Remark: 'Akkoord volgens contract',
      }),
    ).toMatchObject({ CurrentUserId: team.people.approver2.id });
    // Bert's desk has no route of Anna's: nothing is suggested from a route.
    expect((await actionsFor(team.apis.approver2, fromVendor)).Route).toBeNull();
  });

  it('makes a route from an action, changes it and deletes it, with the three messages and audit rows', async () => {
    const team = await teamWithVendors();
    const id = await awaitingAnna(team, team.vendor);
    const action = {
      DocumentId: id,
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
      NextUserId: team.people.approver2.id,
      Remark: 'Zie contract',
    };
    // Anna may not keep shared routes: asking for one still gives her own.
    const created = await post(team.apis.approver1, '/api/Route/CreateRouteFromInvoiceAction', {
      ...action,
      RouteType: 'SuggestionRoute',
      IsUserRoute: false,
    });
    expect(created).toEqual({
      Id: created.Id,
      RouteType: 'SuggestionRoute',
      ActionId: 'Approve',
      CurrentUserId: team.people.approver1.id,
      SendToUserId: team.people.approver2.id,
      DefaultText: 'Zie contract',
      RouteOption: 'None',
      LastAction: 'Code',
      Status: 'Pending',
      IsUserRoute: true,
      CompanyId: team.tenant.companyId,
      RelationId: team.vendor,
      Message: 'Route_Created_Successfully',
    });
    const { Message: _message, ...route } = created;
    expect((await actionsFor(team.apis.approver1, id)).Route).toEqual(route);

    const updated = await team.apis.approver1.put('/api/Route/UpdateRouteFromInvoiceAction', {
      ...action,
      NextUserId: team.people.replacement.id,
      Remark: 'Rita kent deze leverancier',
      RouteType: 'SuggestionRoute',
      RouteId: created.Id,
      RouteOption: 'None',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({
      ...created,
      SendToUserId: team.people.replacement.id,
      DefaultText: 'Rita kent deze leverancier',
      Message: 'Route_Updated_Successfully',
    });

    expect((await team.apis.approver1.delete(`/api/Route/${created.Id}`)).statusCode).toBe(204);
    const gone = await team.apis.approver1.get(`/api/Route/${created.Id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().Message).toBe('Route_Not_Found');
    expect((await actionsFor(team.apis.approver1, id)).Route).toBeNull();
    const rows = (await auditRows(ctx.database, team.tenant.tenantId)).filter(
      (row) => row.entityId === created.Id,
    );
    expect(rows.map((row) => [row.entity, row.action, row.userId])).toEqual([
      ['Route', 'create', team.people.approver1.id],
      ['Route', 'update', team.people.approver1.id],
      ['Route', 'delete', team.people.approver1.id],
    ]);

    // A route for all vendors names none; a vendor route needs the document's vendor.
    const forAll = await post(team.asAdmin, '/api/Route/CreateRouteFromInvoiceAction', {
      ...action,
      RouteType: 'SuggestionRouteAllVendors',
      IsUserRoute: false,
    });
    expect(forAll).toMatchObject({
      RelationId: null,
      IsUserRoute: false,
      CurrentUserId: team.people.approver1.id,
    });
    const noVendor = await awaitingAnna(team, null);
    const refused = await team.apis.approver1.post('/api/Route/CreateRouteFromInvoiceAction', {
      ...action,
      DocumentId: noVendor,
      RouteType: 'SuggestionRoute',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual({ RelationId: 'Validation_Required' });
  });

  it('lists own user routes, and shared ones for who keeps them', async () => {
    const team = await teamWithVendors();
    const { forVendor, forAll } = await sharedRoutes(team);
    const own = await post(team.apis.approver1, '/api/Route', {
      RouteType: 'SuggestionRouteAllVendors',
      ActionId: 'Approve',
      SendToUserId: team.people.approver2.id,
    });
    await post(team.apis.approver2, '/api/Route', {
      RouteType: 'SuggestionRouteAllVendors',
      ActionId: 'SignOff',
    });
    const ids = async (api: Api, query: string) =>
      ((await api.get(`/api/Route${query}`)).json() as Route[]).map((route) => route.Id);
    expect(await ids(team.apis.approver1, '?userRoutes=true')).toEqual([own.Id]);
    expect(await ids(team.apis.approver1, '?userRoutes=false')).toEqual([]);
    expect(await ids(team.apis.approver1, '')).toEqual([own.Id]);
    expect(await ids(team.asAdmin, '?userRoutes=false')).toEqual([forVendor.Id, forAll.Id]);
    expect(
      await ids(
        team.asAdmin,
        `?userRoutes=false&routeType=SuggestionRoute&companyId=${team.tenant.companyId}`,
      ),
    ).toEqual([forVendor.Id]);
    expect((await team.apis.approver1.get(`/api/Route/${forVendor.Id}`)).json()).toEqual(forVendor);
  });

  it('refuses what a route may not name, with field keys', async () => {
    const team = await teamWithVendors();
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await team.asAdmin.post('/api/Route', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().Errors;
    };
    expect(await errorsOf({ RouteType: 'AutoRoute', ActionId: 'Fly', Status: 'Somewhere' })).toEqual({
      RouteType: 'Validation_In_List',
      ActionId: 'Validation_In_List',
      Status: 'Validation_In_List',
    });
    const stranger = await (await teamWithVendors()).admin;
    expect(
      await errorsOf({
        RouteType: 'SuggestionRoute',
        ActionId: 'Approve',
        SendToUserId: stranger.id,
        CompanyId: team.tenant.companyId,
      }),
    ).toEqual({ SendToUserId: 'Validation_In_List', RelationId: 'Validation_Required' });
    expect(
      await errorsOf({ RouteType: 'SuggestionRoute', ActionId: 'Approve', RelationId: randomUUID() }),
    ).toEqual({ RelationId: 'Validation_In_List' });
  });
});

describe('route rights', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Route' })).statusCode).toBe(401);
  });

  it('keeps shared routes to the SuggestionRoutes right (403) and user routes to their owner (404)', async () => {
    const team = await teamWithVendors();
    const { forVendor } = await sharedRoutes(team);
    const body = { RouteType: 'SuggestionRouteAllVendors', ActionId: 'Approve', IsUserRoute: false };
    for (const response of [
      await team.apis.approver1.post('/api/Route', body),
      await team.apis.approver1.put(`/api/Route/${forVendor.Id}`, { ...body, IsUserRoute: true }),
      await team.apis.approver1.delete(`/api/Route/${forVendor.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
    const annas = await post(team.apis.approver1, '/api/Route', { ...body, IsUserRoute: true });
    for (const api of [team.apis.approver2, team.asAdmin])
      for (const response of [
        await api.get(`/api/Route/${annas.Id}`),
        await api.put(`/api/Route/${annas.Id}`, { ...body, IsUserRoute: true }),
        await api.delete(`/api/Route/${annas.Id}`),
      ])
        expect(response.json().Message).toBe('Route_Not_Found');
    // A company the user does not see is out of reach.
    const outside = await team.tenant.user({ name: 'Outsider', Email: uniqueEmail('out') });
    const asOutsider = await signedInClient(ctx.app, outside.email);
    expect((await asOutsider.get(`/api/Route/${forVendor.Id}`)).statusCode).toBe(404);
    const elsewhere = await asOutsider.post('/api/Route', {
      ...body,
      IsUserRoute: true,
      CompanyId: team.tenant.companyId,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses every change of a read-only session, and keeps other customers out (404)', async () => {
    const team = await teamWithVendors();
    const { forVendor } = await sharedRoutes(team);
    const reader = await team.tenant.user({
      name: 'Reader',
      Email: uniqueEmail('reader'),
      IsAdmin: true,
      isReadOnly: true,
    });
    const asReader = await signedInClient(ctx.app, reader.email);
    expect((await asReader.get(`/api/Route/${forVendor.Id}`)).statusCode).toBe(200);
    const body = { RouteType: 'SuggestionRouteAllVendors', ActionId: 'Approve' };
    for (const response of [
      await asReader.post('/api/Route', body),
      await asReader.put(`/api/Route/${forVendor.Id}`, body),
      await asReader.delete(`/api/Route/${forVendor.Id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
    const theirs = await teamWithVendors();
    expect((await theirs.asAdmin.get('/api/Route?userRoutes=false')).json()).toEqual([]);
    for (const response of [
      await theirs.asAdmin.get(`/api/Route/${forVendor.Id}`),
      await theirs.asAdmin.put(`/api/Route/${forVendor.Id}`, body),
      await theirs.asAdmin.delete(`/api/Route/${forVendor.Id}`),
    ])
      expect(response.statusCode).toBe(404);
    const id = await awaitingAnna(team, team.vendor);
    const foreign = await theirs.asAdmin.post('/api/Route/CreateRouteFromInvoiceAction', {
      DocumentId: id,
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
      RouteType: 'SuggestionRouteAllVendors',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Message).toBe('Document_Not_Found');
  });
});
