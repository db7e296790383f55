import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A fresh tenant with a signed-in SuperAdmin. */
async function superAdminTenant() {
  const tenant = await buildTenant(ctx.database);
  const root = await tenant.user({ name: 'Root', IsAdmin: true, UserActionRights: ['Admin', 'SuperAdmin'] });
  return { tenant, root, api: await signedInClient(ctx.app, root.email) };
}

const enabledFlags = async (api: Awaited<ReturnType<typeof signedInClient>>) =>
  ((await api.get('/api/Features/GetAllFeatureFlags')).json() as Array<{ Name: string; Enabled: boolean }>)
    .filter((flag) => flag.Enabled)
    .map((flag) => flag.Name);

describe('PUT /api/Features/{name}', () => {
  it('switches a flag on and off for the customer only, with an audit row per change', async () => {
    const { tenant, root, api } = await superAdminTenant();
    const on = await api.put('/api/Features/RemoveOldSourceOverviews', { Enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ Name: 'RemoveOldSourceOverviews', Enabled: true });
    expect(await enabledFlags(api)).toEqual(['RemoveOldSourceOverviews']);
    expect((await api.get('/api/Features/IsFeatureFlagEnabled/RemoveOldSourceOverviews')).json()).toBe(true);

    const other = await superAdminTenant();
    expect(await enabledFlags(other.api)).toEqual([]);

    expect((await api.put('/api/Features/RemoveOldSourceOverviews', { Enabled: false })).json()).toEqual({
      Name: 'RemoveOldSourceOverviews',
      Enabled: false,
    });
    expect(await enabledFlags(api)).toEqual([]);
    const rows = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entity === 'FeatureFlag',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        entityId: 'RemoveOldSourceOverviews',
        action: 'update',
        userId: root.id,
        changes: { Enabled: { from: false, to: true } },
      }),
      expect.objectContaining({ changes: { Enabled: { from: true, to: false } } }),
    ]);
  });

  it('writes nothing when the flag already has the value', async () => {
    const { tenant, api } = await superAdminTenant();
    expect((await api.put('/api/Features/UseLiveEvents', { Enabled: false })).statusCode).toBe(200);
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('knows only the flags of domain FeatureFlags and needs a boolean (400)', async () => {
    const { tenant, api } = await superAdminTenant();
    const unknown = await api.put('/api/Features/NoSuchFlag', { Enabled: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual({ name: 'Validation_In_List' });
    for (const body of [{}, { Enabled: 'yes' }, { Enabled: null }]) {
      const response = await api.put('/api/Features/UseLiveEvents', body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().Errors)).toEqual(['Enabled']);
    }
    expect(await auditRows(ctx.database, tenant.tenantId)).toEqual([]);
  });

  it('needs the SuperAdmin action right: an administrator is refused (403), and so is a read-only SuperAdmin', async () => {
    const tenant = await buildTenant(ctx.database);
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
    const adminApi = await signedInClient(ctx.app, admin.email);
    expect((await adminApi.put('/api/Features/UseLiveEvents', { Enabled: true })).statusCode).toBe(403);
    const reader = await tenant.user({
      name: 'Reader',
      IsAdmin: true,
      UserActionRights: ['Admin', 'SuperAdmin'],
      isReadOnly: true,
    });
    const readerApi = await signedInClient(ctx.app, reader.email);
    const refused = await readerApi.put('/api/Features/UseLiveEvents', { Enabled: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Error_ReadOnly_Account');
    expect(await enabledFlags(adminApi)).toEqual([]);
  });
});
