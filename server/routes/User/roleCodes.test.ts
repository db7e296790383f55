import { LegacyRoles } from '../../../domain/workflow/legacyRoles';
import { auditRows, buildTenant, signedInClient, startTestApp, uniqueEmail } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A fresh tenant with a signed-in administrator. */
async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

describe('legacy role codes on user create and update', () => {
  it('creates a user from a code (any case): its base role, admin flag and rights, the code only in the audit row', async () => {
    const { tenant, admin, api } = await adminTenant();
    const created = await api.post('/api/User', {
      Name: 'Vera',
      Email: uniqueEmail('vera'),
      RoleCode: ' validator ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      BaseRole: 'Check',
      IsAdmin: false,
      UserViewRights: LegacyRoles.VALIDATOR.ViewRights,
      UserActionRights: LegacyRoles.VALIDATOR.ActionRights,
    });
    expect(created.json()).not.toHaveProperty('RoleCode');
    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows.filter((row) => row.entityId === created.json().Id)).toEqual([
      expect.objectContaining({
        action: 'create',
        userId: admin.id,
        changes: expect.objectContaining({ RoleCode: 'VALIDATOR' }),
      }),
    ]);
  });

  it('lets the code decide over the base role, admin flag and rights sent with it', async () => {
    const { api } = await adminTenant();
    const created = await api.post('/api/User', {
      Name: 'Sam',
      Email: uniqueEmail('sam'),
      BaseRole: 'None',
      IsAdmin: false,
      UserViewRights: ['MySettings'],
      UserActionRights: [],
      RoleCode: 'SIMPLEADMIN',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      BaseRole: 'Advanced',
      IsAdmin: true,
      UserViewRights: LegacyRoles.SIMPLEADMIN.ViewRights,
      UserActionRights: LegacyRoles.SIMPLEADMIN.ActionRights,
    });
    expect(created.json().UserActionRights).not.toContain('RemoveCompanyFromWorkflow');
  });

  it('updates a user to a code: GEBRUIKER becomes base role None with the dashboard and remarks', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert', BaseRole: 'Post' });
    const current = (await api.get(`/api/User/${bert.id}`)).json();
    const updated = await api.put(`/api/User/${bert.id}`, { ...current, RoleCode: 'GEBRUIKER' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      BaseRole: 'None',
      IsAdmin: false,
      UserViewRights: LegacyRoles.GEBRUIKER.ViewRights,
      UserActionRights: ['InvoiceRemark'],
    });
    const self = await signedInClient(ctx.app, bert.email);
    expect((await self.get('/api/User/GetCurrentUser')).json().UserViewRights).toContain('Dashboard');
    const [row] = (await auditRows(ctx.database, tenant.tenantId)).filter((r) => r.entityId === bert.id);
    expect(row.changes).toMatchObject({ RoleCode: 'GEBRUIKER', baseRole: { from: 'Post', to: 'None' } });
  });

  it('answers 400 Validation_In_List for an unknown code, writing nothing, and ignores a null code', async () => {
    const { tenant, api } = await adminTenant();
    const unknown = await api.post('/api/User', {
      Name: 'X',
      Email: uniqueEmail('x'),
      RoleCode: 'BEHEERDER',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual({ RoleCode: 'Validation_In_List' });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
    const wrongType = await api.post('/api/User', { Name: 'X', Email: uniqueEmail('x'), RoleCode: 7 });
    expect(wrongType.statusCode).toBe(400);
    const none = await api.post('/api/User', {
      Name: 'Nico',
      Email: uniqueEmail('nico'),
      BaseRole: 'Post',
      RoleCode: null,
    });
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json()).toMatchObject({ BaseRole: 'Post', IsAdmin: false });
  });

  it('keeps the own administrator flag: a code without it is refused for oneself (User_Cannot_Remove_Own_Admin)', async () => {
    const { admin, api } = await adminTenant();
    const current = (await api.get(`/api/User/${admin.id}`)).json();
    const demoted = await api.put(`/api/User/${admin.id}`, { ...current, RoleCode: 'INK-ADM' });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().Message).toBe('User_Cannot_Remove_Own_Admin');
  });

  it('needs the user administration rights as any user change does (403)', async () => {
    const tenant = await buildTenant(ctx.database);
    const clerk = await tenant.user({ name: 'Clerk', BaseRole: 'Post' });
    const api = await signedInClient(ctx.app, clerk.email);
    const response = await api.post('/api/User', {
      Name: 'Y',
      Email: uniqueEmail('y'),
      RoleCode: 'SIMPLEADMIN',
    });
    expect(response.statusCode).toBe(403);
  });
});
