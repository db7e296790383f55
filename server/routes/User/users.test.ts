import { eq } from 'drizzle-orm';
import { defaultActionRights, defaultViewRights } from '../../../domain/rights/roleDefaults';
import { users } from '../../db/schema/index';
import {
  auditRows,
  buildTenant,
  client,
  login,
  signedInClient,
  signIn,
  startTestApp,
  TestPassword,
  uniqueEmail,
} from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A fresh tenant with a signed-in administrator (Users view right and Admin action right). */
async function adminTenant() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return { tenant, admin, api: await signedInClient(ctx.app, admin.email) };
}

/** An ISO date (yyyy-mm-dd) a number of days from today, in UTC like the database's current_date. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const names = (list: Array<{ Name: string }>) => list.map((user) => user.Name);

describe('GET /api/User', () => {
  it('lists the active users by name, and the deactivated ones too with includeDeleted=true', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    await tenant.user({ name: 'Carla' });
    expect((await api.delete(`/api/User/${bert.id}`)).statusCode).toBe(204);

    const active = await api.get('/api/User');
    expect(active.statusCode).toBe(200);
    expect(names(active.json())).toEqual(['Admin', 'Carla']);
    const all = await api.get('/api/User?includeDeleted=true');
    expect(names(all.json())).toEqual(['Admin', 'Bert', 'Carla']);
    expect(all.json()[1]).toMatchObject({ Id: bert.id, IsDeleted: true, IsActive: false });
    expect(names((await api.get('/api/User?includeDeleted=false')).json())).toEqual(['Admin', 'Carla']);
  });

  it('shows a user without the Users right who may not see other users only themselves', async () => {
    const tenant = await buildTenant(ctx.database);
    await tenant.user({ name: 'Other' });
    const loner = await tenant.user({ name: 'Loner', MaySeeOtherUsers: false });
    const api = await signedInClient(ctx.app, loner.email);
    expect(names((await api.get('/api/User')).json())).toEqual(['Loner']);
  });
});

describe('GET /api/User/{id}', () => {
  it('answers the user with group membership when detailed=true', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const group = await api.post('/api/User', {
      Name: 'Approvers',
      Email: uniqueEmail('group'),
      IsGroup: true,
      GroupMemberIds: [bert.id],
    });
    expect(group.statusCode).toBe(201);
    const detail = await api.get(`/api/User/${bert.id}?detailed=true`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ Id: bert.id, Name: 'Bert', BelongsTo: [group.json().Id] });
    const groupDetail = await api.get(`/api/User/${group.json().Id}?detailed=true`);
    expect(groupDetail.json()).toMatchObject({ IsGroup: true, GroupMemberIds: [bert.id] });
  });

  it('answers 404 User_Not_Found for an unknown id and 400 Validation_Guid for a malformed one', async () => {
    const { api } = await adminTenant();
    const unknown = await api.get('/api/User/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('User_Not_Found');
    const malformed = await api.get('/api/User/not-a-guid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Errors).toEqual({ id: 'Validation_Guid' });
  });
});

describe('GET /api/User/GetCurrentUser', () => {
  it('answers the identity, the view and action rights and the company scopes', async () => {
    const tenant = await buildTenant(ctx.database);
    const checker = await tenant.user({
      name: 'Checker',
      FirstName: 'Chris',
      Locale: 'en-US',
      BaseRole: 'Check',
      HandleCompanies: [tenant.companyId],
      ValidateCompanies: [tenant.otherCompanyId],
    });
    const response = await (await signedInClient(ctx.app, checker.email)).get('/api/User/GetCurrentUser');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: checker.id,
      Name: 'Checker',
      FirstName: 'Chris',
      Email: checker.email.toLowerCase(),
      Locale: 'en-US',
      BaseRole: 'Check',
      IsAdmin: false,
      UserViewRights: defaultViewRights('Check', false).sort(),
      // Handling at least one company is implied by the handle scope.
      UserActionRights: [...defaultActionRights('Check', false), 'MayHandleAtLeastOneCompany'].sort(),
      MayHandleAllCompanies: false,
      HandleCompanies: [tenant.companyId],
      MayValidateAllCompanies: false,
      ValidateCompanies: [tenant.otherCompanyId],
      IsInMultipleEnvironments: false,
    });
  });
});

describe('POST /api/User', () => {
  it('creates the user (201) with the rights of the base role, and its Password lets it sign in', async () => {
    const { tenant, admin, api } = await adminTenant();
    const email = uniqueEmail('nina');
    const created = await api.post('/api/User', {
      Name: 'Nina',
      Email: email.toUpperCase(),
      BaseRole: 'Post',
      Password: TestPassword,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      Name: 'Nina',
      Email: email,
      BaseRole: 'Post',
      IsActive: true,
      IsDeleted: false,
      Locale: 'nl-NL',
      NotificationFrequency: 'Daily',
      UserViewRights: defaultViewRights('Post', false),
      UserActionRights: defaultActionRights('Post', false),
    });
    expect(created.json()).not.toHaveProperty('Password');

    const nina = await signedInClient(ctx.app, email);
    expect((await nina.get('/api/User/GetCurrentUser')).json().Id).toBe(created.json().Id);

    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows.filter((row) => row.entityId === created.json().Id)).toEqual([
      expect.objectContaining({ entity: 'User', action: 'create', userId: admin.id }),
    ]);
  });

  it('answers 400 Validation_Email_In_Use for an address the customer already has, writing nothing', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const before = await auditRows(ctx.database, tenant.tenantId);
    const response = await api.post('/api/User', { Name: 'Bert again', Email: bert.email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Message: 'Validation_Failed',
      Errors: { Email: 'Validation_Email_In_Use' },
    });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual(before);
    expect(names((await api.get('/api/User')).json())).toEqual(['Admin', 'Bert']);
  });

  it('answers 400 with one message key per invalid field, writing nothing', async () => {
    const { tenant, api } = await adminTenant();
    const spaced = await api.post('/api/User', { Name: '  ', Email: 'not-an-address', Abbreviation: 'a b' });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().Errors).toEqual({
      Name: 'Validation_Required',
      Email: 'Validation_Email',
      Abbreviation: 'Validation_No_Spaces',
    });
    const long = await api.post('/api/User', { Email: uniqueEmail('x'), Abbreviation: 'ABCDEFGHIJK' });
    expect(long.json().Errors).toEqual({
      Name: 'Validation_Required',
      Abbreviation: 'Validation_Maximum_Length%%10',
    });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('answers 400 for references that are not GUIDs or not rows of the customer, and for huge amounts', async () => {
    const { tenant, api } = await adminTenant();
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const create = (fields: Record<string, unknown>) =>
      api.post('/api/User', { Name: 'Ref', Email: uniqueEmail('ref'), ...fields });
    expect((await create({ SeeCompanies: ['abc'] })).json().Errors).toEqual({
      'SeeCompanies.0': 'Validation_Guid',
    });
    expect((await create({ HandleCompanies: [tenant.companyId, unknownId] })).json().Errors).toEqual({
      HandleCompanies: 'Validation_All_In_List',
    });
    expect((await create({ RoleIds: [unknownId] })).json().Errors).toEqual({
      RoleIds: 'Validation_All_In_List',
    });
    const absence = { FromDate: daysFromToday(0), ToDate: daysFromToday(1), ReplacedByUserId: 'abc' };
    expect((await create({ Absence: absence })).json().Errors).toEqual({
      'Absence.ReplacedByUserId': 'Validation_Guid',
    });
    expect((await create({ MaximumApprovalAmount: 1e20 })).json().Errors).toEqual({
      MaximumApprovalAmount: 'Validation_Maximum_Value%%9999999999999999.99',
    });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('rolls the whole change back when a later step fails: no group row without its members', async () => {
    const { tenant, api } = await adminTenant();
    const response = await api.post('/api/User', {
      Name: 'Ghost group',
      Email: uniqueEmail('ghosts'),
      IsGroup: true,
      GroupMemberIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ GroupMemberIds: 'Validation_All_In_List' });
    expect(names((await api.get('/api/User?includeDeleted=true')).json())).toEqual(['Admin']);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('lets only a SuperAdmin grant SuperAdmin (403 for an administrator)', async () => {
    const { tenant, api } = await adminTenant();
    const grant = { Name: 'Root', Email: uniqueEmail('root'), UserActionRights: ['Admin', 'SuperAdmin'] };
    const refused = await api.post('/api/User', grant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Forbidden');

    const bert = await tenant.user({ name: 'Bert' });
    const bertNow = (await api.get(`/api/User/${bert.id}`)).json();
    const promote = await api.put(`/api/User/${bert.id}`, { ...bertNow, UserActionRights: ['SuperAdmin'] });
    expect(promote.statusCode).toBe(403);

    const superAdmin = await tenant.user({
      name: 'Super',
      IsAdmin: true,
      UserActionRights: ['Admin', 'SuperAdmin'],
    });
    const granted = await (await signedInClient(ctx.app, superAdmin.email)).post('/api/User', grant);
    expect(granted.statusCode).toBe(201);
    expect(granted.json().UserActionRights).toEqual(['Admin', 'SuperAdmin']);
  });
});

describe('PUT /api/User/{id}', () => {
  it('round-trips every field group: identity, rights, company scopes, document rights and flags', async () => {
    const { tenant, admin, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const current = (await api.get(`/api/User/${bert.id}`)).json();
    const changes = {
      Name: 'Bert Jansen',
      FirstName: 'Bert',
      LastName: 'Jansen',
      Abbreviation: 'BJ',
      Locale: 'en-US',
      BaseRole: 'Advanced',
      Selectable: false,
      NotificationFrequency: 'Weekly',
      MaximumApprovalAmount: 2500.5,
      UserViewRights: ['Dashboard', 'MySettings', 'Vendors'],
      UserActionRights: ['InvoiceRemark', 'VerifyInvoice'],
      SeeCompanies: [tenant.companyId],
      ValidateCompanies: [tenant.otherCompanyId],
      ApproveCompanies: [tenant.companyId, tenant.otherCompanyId],
      HandleCompanies: [tenant.companyId],
      SignCompanies: [tenant.otherCompanyId],
      MayHandleAllCompanies: true,
      MayApproveAllCompanies: true,
      MaySeeAllCompanies: true,
      MaySignAllCompanies: true,
      MayValidateAllCompanies: true,
      MaySeeOtherUsers: false,
      MaySeeOtherCompanies: true,
      MaySeeAllDocuments: true,
      MaySeeAlreadySeen: false,
      MayEditDocuments: true,
      MayDeleteDocuments: true,
      MaySeeConfidentialDocuments: true,
      SeeDocumentsWithPurchaseOrder: true,
      SearchRights: 50,
      LinkedToWorkflowUser: 'BJANSEN',
      MayApprovePay: true,
      MayDeleteAttachments: 'DeleteOwnAttachments',
      ValidateDocumentsWithoutCompany: true,
      ContractManagementEnabled: true,
      ReceivesContractManagementNotifications: true,
    };
    const updated = await api.put(`/api/User/${bert.id}`, { ...current, ...changes });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject(changes);
    expect((await api.get(`/api/User/${bert.id}?detailed=true`)).json()).toEqual(updated.json());

    const [row] = (await auditRows(ctx.database, tenant.tenantId)).filter((r) => r.entityId === bert.id);
    expect(row).toMatchObject({ entity: 'User', action: 'update', userId: admin.id });
    expect(row.changes).toMatchObject({ name: { from: 'Bert', to: 'Bert Jansen' } });
  });

  it('keeps the rights when the right lists are left out', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert', BaseRole: 'Check' });
    const response = await api.put(`/api/User/${bert.id}`, { Name: 'Bert', Email: bert.email });
    expect(response.json().UserViewRights).toEqual(defaultViewRights('Check', false));
    expect(response.json().UserActionRights).toEqual(defaultActionRights('Check', false));
  });

  it('names the absent user in ReplacingUserIds of the replacing user while the absence covers today', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const carla = await tenant.user({ name: 'Carla' });
    const absence = (from: number, to: number) => ({
      Name: 'Bert',
      Email: bert.email,
      Absence: { FromDate: daysFromToday(from), ToDate: daysFromToday(to), ReplacedByUserId: carla.id },
    });
    const now = await api.put(`/api/User/${bert.id}`, absence(-3, 3));
    expect(now.statusCode).toBe(200);
    expect(now.json().Absence).toEqual({
      FromDate: daysFromToday(-3),
      ToDate: daysFromToday(3),
      KeepSendingNotifications: false,
      ReplacedByUserId: carla.id,
    });
    expect((await api.get(`/api/User/${carla.id}?detailed=true`)).json().ReplacingUserIds).toEqual([bert.id]);

    await api.put(`/api/User/${bert.id}`, absence(10, 20));
    expect((await api.get(`/api/User/${carla.id}?detailed=true`)).json().ReplacingUserIds).toEqual([]);
  });

  it('refuses an absence replaced by the user themselves or ending before it starts', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const self = await api.put(`/api/User/${bert.id}`, {
      Name: 'Bert',
      Email: bert.email,
      Absence: { FromDate: daysFromToday(0), ToDate: daysFromToday(1), ReplacedByUserId: bert.id },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().Errors).toEqual({ 'Absence.ReplacedByUserId': 'Validation_Not_Equal' });
    const backwards = await api.put(`/api/User/${bert.id}`, {
      Name: 'Bert',
      Email: bert.email,
      Absence: { FromDate: daysFromToday(5), ToDate: daysFromToday(1) },
    });
    expect(backwards.json().Errors).toEqual({ 'Absence.ToDate': 'Validation_Date_Not_Before%%ToDate' });
  });

  it('writes no audit row and changes nothing when the update fails validation', async () => {
    const { tenant, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const carla = await tenant.user({ name: 'Carla' });
    const clash = await api.put(`/api/User/${bert.id}`, { Name: 'Bert B', Email: carla.email });
    expect(clash.json().Errors).toEqual({ Email: 'Validation_Email_In_Use' });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
    const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(users).where(eq(users.id, bert.id)),
    );
    expect(row).toMatchObject({ name: 'Bert', email: bert.email.toLowerCase() });
  });

  it('answers 404 User_Not_Found for an unknown user', async () => {
    const { api } = await adminTenant();
    const response = await api.put('/api/User/00000000-0000-4000-8000-000000000000', {
      Name: 'Ghost',
      Email: uniqueEmail('ghost'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('User_Not_Found');
  });
});

describe('DELETE /api/User/{id}', () => {
  it('deactivates (204): the user cannot sign in any more and its open session ends', async () => {
    const { tenant, admin, api } = await adminTenant();
    const bert = await tenant.user({ name: 'Bert' });
    const { token, cookie } = await signIn(ctx.app, bert.email);
    const bertsSession = client(ctx.app, token);
    expect((await bertsSession.get('/api/User/GetCurrentUser')).statusCode).toBe(200);

    const response = await api.delete(`/api/User/${bert.id}`);
    expect(response.statusCode).toBe(204);
    const signInAgain = await login(ctx.app, bert.email);
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().Message).toBe('Login_No_Environment');
    expect((await bertsSession.get('/api/User/GetCurrentUser')).statusCode).toBe(401);
    const renewal = await ctx.app.inject({
      method: 'GET',
      url: '/auth/AuthorizedUser/RefreshAccessToken',
      headers: { cookie },
    });
    expect(renewal.statusCode).toBe(401);

    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows).toEqual([
      expect.objectContaining({ entity: 'User', entityId: bert.id, action: 'deactivate', userId: admin.id }),
    ]);
  });

  it('refuses to deactivate yourself (403)', async () => {
    const { admin, api } = await adminTenant();
    const response = await api.delete(`/api/User/${admin.id}`);
    expect(response.statusCode).toBe(403);
    expect((await api.get('/api/User/GetCurrentUser')).statusCode).toBe(200);
  });
});

describe('own profile', () => {
  it('GET answers the own profile and PUT saves it with an audit row', async () => {
    const tenant = await buildTenant(ctx.database);
    const lena = await tenant.user({ name: 'Lena', FirstName: 'Lena', Abbreviation: 'LE' });
    const api = await signedInClient(ctx.app, lena.email);
    const profile = await api.get('/api/User/Profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      Id: lena.id,
      Name: 'Lena',
      FirstName: 'Lena',
      LastName: '',
      Abbreviation: 'LE',
      Email: lena.email.toLowerCase(),
      NotificationFrequency: 'Daily',
      Locale: 'nl-NL',
      Absence: null,
    });
    const saved = await api.put('/api/User/Profile', {
      ...profile.json<Record<string, unknown>>(),
      LastName: 'de Vries',
      Locale: 'en-US',
      NotificationFrequency: 'Never',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      LastName: 'de Vries',
      Locale: 'en-US',
      NotificationFrequency: 'Never',
    });
    expect((await api.get('/api/User/Profile')).json()).toEqual(saved.json());
    expect((await api.get('/api/User/GetCurrentUser')).json().Locale).toBe('en-US');
    const rows = await auditRows(ctx.database, tenant.tenantId);
    expect(rows).toEqual([expect.objectContaining({ entity: 'User', entityId: lena.id, action: 'update' })]);
  });

  it('changes the password only with the correct CurrentPassword', async () => {
    const tenant = await buildTenant(ctx.database);
    const lena = await tenant.user({ name: 'Lena' });
    const api = await signedInClient(ctx.app, lena.email);
    const profile = (await api.get('/api/User/Profile')).json();
    const newPassword = 'a-brand-new-secret';

    const missing = await api.put('/api/User/Profile', { ...profile, NewPassword: newPassword });
    expect(missing.json().Errors).toEqual({ CurrentPassword: 'Validation_Required' });
    const wrong = await api.put('/api/User/Profile', {
      ...profile,
      CurrentPassword: 'not-my-password',
      NewPassword: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual({ CurrentPassword: 'Validation_Current_Password_Incorrect' });
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
    expect((await login(ctx.app, lena.email)).statusCode).toBe(200);

    const right = await api.put('/api/User/Profile', {
      ...profile,
      CurrentPassword: TestPassword,
      NewPassword: newPassword,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).not.toHaveProperty('NewPassword');
    expect((await login(ctx.app, lena.email, newPassword)).statusCode).toBe(200);
    expect((await login(ctx.app, lena.email)).statusCode).toBe(401);
  });
});
