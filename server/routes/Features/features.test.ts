import { FeatureFlags } from '../../../domain/entities/misc';
import { buildCustomer, buildUser, enableFeatures } from '../../db/seed/factories';
import { buildTenant, signedInClient, startTestApp, TestPassword, uniqueEmail } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A fresh tenant with one signed-in user of the given options. */
async function tenantWithUser(options: { UserViewRights?: Array<'AuthenticationManagement'> } = {}) {
  const tenant = await buildTenant(ctx.database);
  const user = await tenant.user({ name: 'Lena', ...options });
  return { tenant, user, api: await signedInClient(ctx.app, user.email) };
}

describe('Features', () => {
  it('GetAllFeatureFlags answers every flag, all off by default', async () => {
    const { api } = await tenantWithUser();
    const response = await api.get('/api/Features/GetAllFeatureFlags');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FeatureFlags.map((Name) => ({ Name, Enabled: false })));
    expect((await api.get('/api/Features/IsFeatureFlagEnabled/UseLiveEvents')).json()).toBe(false);
  });

  it('shows a flag switched on for the customer, in the list and by name, and unknown flags as off', async () => {
    const { tenant, api } = await tenantWithUser();
    await enableFeatures(ctx.database, tenant.tenantId, { flags: ['UseLiveEvents'] });
    const flags: Array<{ Name: string; Enabled: boolean }> = (
      await api.get('/api/Features/GetAllFeatureFlags')
    ).json();
    expect(flags.filter((flag) => flag.Enabled).map((flag) => flag.Name)).toEqual(['UseLiveEvents']);
    expect((await api.get('/api/Features/IsFeatureFlagEnabled/UseLiveEvents')).json()).toBe(true);
    expect((await api.get('/api/Features/IsFeatureFlagEnabled/ShowNewDashboard')).json()).toBe(false);
    expect((await api.get('/api/Features/IsFeatureFlagEnabled/NoSuchFlag')).json()).toBe(false);
  });
});

describe('EnterpriseFeatures', () => {
  it('EnabledEnterpriseFeatures answers the switched-on features, sorted, none by default', async () => {
    const { tenant, api } = await tenantWithUser();
    expect((await api.get('/api/EnterpriseFeatures/EnabledEnterpriseFeatures')).json()).toEqual([]);
    await enableFeatures(ctx.database, tenant.tenantId, {
      enterprise: ['ReportingAccess', 'ElectronicTemplates'],
    });
    expect((await api.get('/api/EnterpriseFeatures/EnabledEnterpriseFeatures')).json()).toEqual([
      'ElectronicTemplates',
      'ReportingAccess',
    ]);
  });

  it('GetAuthenticationManagementUsers answers the active users with a login, not groups or deactivated ones', async () => {
    const { tenant, user, api } = await tenantWithUser({ UserViewRights: ['AuthenticationManagement'] });
    const bert = await tenant.user({ name: 'Bert' });
    const gone = await tenant.user({ name: 'Gone' });
    await tenant.user({ name: 'Group', IsGroup: true });
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
    expect(
      (await (await signedInClient(ctx.app, admin.email)).delete(`/api/User/${gone.id}`)).statusCode,
    ).toBe(204);
    const response = await api.get('/api/EnterpriseFeatures/GetAuthenticationManagementUsers');
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((u: { Id: string }) => u.Id);
    expect(ids.sort()).toEqual([user.id, bert.id, admin.id].sort());
  });

  it('GetAuthenticationManagementUsers needs the AuthenticationManagement view right (403)', async () => {
    const { api } = await tenantWithUser();
    expect((await api.get('/api/EnterpriseFeatures/GetAuthenticationManagementUsers')).statusCode).toBe(403);
  });
});

describe('ContractManagement', () => {
  it('IsContractManagementEnvironment answers whether the customer is linked to contract management', async () => {
    const { api } = await tenantWithUser();
    expect((await api.get('/api/ContractManagement/IsContractManagementEnvironment')).json()).toBe(false);

    const linked = await buildCustomer(ctx.database, {
      name: `Linked ${uniqueEmail('c')}`,
      isContractManagementEnvironment: true,
    });
    const email = uniqueEmail('contracts');
    await buildUser(ctx.database, linked, { Name: 'Contracts', Email: email, password: TestPassword });
    const linkedApi = await signedInClient(ctx.app, email);
    expect((await linkedApi.get('/api/ContractManagement/IsContractManagementEnvironment')).json()).toBe(
      true,
    );
  });
});

describe('FastInsights', () => {
  it('UsesFastInsights answers true only when the FastInsights enterprise feature is on', async () => {
    const { tenant, api } = await tenantWithUser();
    await enableFeatures(ctx.database, tenant.tenantId, { enterprise: ['ReportingAccess'] });
    expect((await api.get('/api/FastInsights/UsesFastInsights')).json()).toBe(false);
    await enableFeatures(ctx.database, tenant.tenantId, { enterprise: ['FastInsights'] });
    expect((await api.get('/api/FastInsights/UsesFastInsights')).json()).toBe(true);
  });
});
