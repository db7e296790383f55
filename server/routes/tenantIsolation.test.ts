import { buildSetting, enableFeatures } from '../db/seed/factories';
import { buildTenant, login, signedInClient, startTestApp, TestPassword, uniqueEmail } from '../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Api = Awaited<ReturnType<typeof signedInClient>>;

/**
 * Tenant A with a signed-in administrator, and tenant B with its own administrator, a user, a
 * setting per level, a manual adapter request, custom wording, features and onboarding flags.
 */
async function twoTenants() {
  const a = await buildTenant(ctx.database, 'A');
  const b = await buildTenant(ctx.database, 'B');
  const aAdmin = await a.user({ name: 'Anna', IsAdmin: true });
  const bAdmin = await b.user({ name: 'Boris', IsAdmin: true });
  const bert = await b.user({ name: 'Bert' });
  await buildSetting(ctx.database, b.tenantId, { name: 'Mail_SenderName', type: 'Text', text: 'B mail' });
  await buildSetting(ctx.database, b.tenantId, {
    name: 'Verify_UseFastVerify',
    type: 'Bool',
    companyId: b.companyId,
    bool: true,
  });
  await enableFeatures(ctx.database, b.tenantId, { flags: ['UseLiveEvents'], enterprise: ['FastInsights'] });
  const bApi = await signedInClient(ctx.app, bAdmin.email);
  await bApi.post('/api/Request/ManualAdapter', { CompanyId: b.companyId, ErpName: 'B ERP' });
  await bApi.put('/api/Translations/Custom', { Locale: 'en-US', Key: 'B_Key', Value: 'B words' });
  await bApi.put('/api/Appcues/StartOnboarding');
  return { a, b, bert, aApi: await signedInClient(ctx.app, aAdmin.email), bApi };
}

/** Everything tenant B's administrator sees of B's own rows. */
async function viewOf(api: Api, b: { companyId: string; otherCompanyId: string }) {
  const urls = [
    '/api/User?includeDeleted=true',
    '/api/company',
    `/api/Company/${b.companyId}`,
    `/api/Company/${b.otherCompanyId}`,
    '/api/Setting',
    `/api/Setting?companyId=${b.companyId}`,
    `/api/Request/ManualAdapter/GetByCompanyId/${b.companyId}`,
    '/api/Translations/GetBySource?locale=en-US&source=Custom',
    '/api/Features/GetAllFeatureFlags',
    '/api/EnterpriseFeatures/EnabledEnterpriseFeatures',
    '/api/Appcues/GetOnboardingProperties',
  ];
  const answers = await Promise.all(urls.map((url) => api.get(url)));
  expect(answers.map((answer) => answer.statusCode)).toEqual(urls.map(() => 200));
  return answers.map((answer, index) => ({
    url: urls[index],
    status: answer.statusCode,
    body: answer.json(),
  }));
}

const idsOf = (list: Array<{ Id: string }>) => list.map((row) => row.Id);
const unknown = (response: { statusCode: number }) => response.statusCode;

describe("a user of tenant A using tenant B's ids", () => {
  it("never sees or changes B's users", async () => {
    const { b, bert, aApi, bApi } = await twoTenants();
    const before = await viewOf(bApi, b);
    const bertBody = { Name: 'Hijacked', Email: uniqueEmail('hijacked') };

    for (const url of ['/api/User', '/api/User?includeDeleted=true']) {
      const ids = idsOf((await aApi.get(url)).json());
      expect(ids).not.toContain(bert.id);
      expect(ids).toHaveLength(1);
    }
    expect(unknown(await aApi.get(`/api/User/${bert.id}?detailed=true`))).toBe(404);
    expect(unknown(await aApi.put(`/api/User/${bert.id}`, bertBody))).toBe(404);
    expect(unknown(await aApi.delete(`/api/User/${bert.id}`))).toBe(404);
    const authUsers = await aApi.get('/api/EnterpriseFeatures/GetAuthenticationManagementUsers');
    expect(idsOf(authUsers.json())).not.toContain(bert.id);

    const pointing = (fields: Record<string, unknown>) =>
      aApi.post('/api/User', { Name: 'Pointer', Email: uniqueEmail('pointer'), ...fields });
    expect((await pointing({ SeeCompanies: [b.companyId] })).json().Errors).toEqual({
      SeeCompanies: 'Validation_All_In_List',
    });
    expect((await pointing({ IsGroup: true, GroupMemberIds: [bert.id] })).json().Errors).toEqual({
      GroupMemberIds: 'Validation_All_In_List',
    });
    const absence = { FromDate: '2030-01-01', ToDate: '2030-01-02', ReplacedByUserId: bert.id };
    expect((await pointing({ Absence: absence })).json().Errors).toEqual({
      'Absence.ReplacedByUserId': 'Validation_In_List',
    });
    const profile = (await aApi.get('/api/User/Profile')).json();
    const ownAbsence = await aApi.put('/api/User/Profile', { ...profile, Absence: absence });
    expect(ownAbsence.json().Errors).toEqual({ 'Absence.ReplacedByUserId': 'Validation_In_List' });

    expect(await viewOf(bApi, b)).toEqual(before);
  });

  it("cannot set the password of B's user by giving an A user the same e-mail address", async () => {
    const { bert, aApi } = await twoTenants();
    const created = await aApi.post('/api/User', {
      Name: 'Twin',
      Email: bert.email,
      Password: 'hijacked-pass',
    });
    expect(created.statusCode).toBe(201);
    expect((await login(ctx.app, bert.email, 'hijacked-pass')).statusCode).toBe(401);
    const own = await login(ctx.app, bert.email, TestPassword);
    expect(own.statusCode).toBe(200);
    expect(own.json().Customers).toHaveLength(1);
  });

  it("never sees or changes B's companies", async () => {
    const { b, aApi, bApi } = await twoTenants();
    const before = await viewOf(bApi, b);
    const list = idsOf((await aApi.get('/api/company')).json());
    expect(list).not.toContain(b.companyId);
    expect(list).toHaveLength(2);
    expect(unknown(await aApi.get(`/api/Company/${b.companyId}`))).toBe(404);
    expect(unknown(await aApi.put(`/api/Company/${b.companyId}`, { Name: 'Hijacked', Ibans: [] }))).toBe(404);
    const child = await aApi.post('/api/Company', { Name: 'Child', ErpParentCompanyId: b.companyId });
    expect(child.json().Errors).toEqual({ ErpParentCompanyId: 'Validation_In_List' });
    expect(await viewOf(bApi, b)).toEqual(before);
  });

  it("never sees or changes B's settings", async () => {
    const { b, aApi, bApi } = await twoTenants();
    const before = await viewOf(bApi, b);
    const settings: Array<{ Name: string; TextValue: string | null }> = (
      await aApi.get('/api/Setting')
    ).json();
    expect(settings.find((s) => s.Name === 'Mail_SenderName')?.TextValue).toBe('Ledgerline');
    expect((await aApi.get('/api/Setting/Mail_SenderName')).json().TextValue).toBe('Ledgerline');
    expect(unknown(await aApi.get(`/api/Setting/Verify_UseFastVerify?companyId=${b.companyId}`))).toBe(404);
    expect(unknown(await aApi.get(`/api/Setting?companyId=${b.companyId}`))).toBe(404);
    const foreign = await aApi.put('/api/Setting/Verify_UseFastVerify', {
      CompanyId: b.companyId,
      BoolValue: false,
    });
    expect(foreign.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });
    expect((await aApi.put('/api/Setting/Mail_SenderName', { TextValue: 'A mail' })).statusCode).toBe(200);
    expect(await viewOf(bApi, b)).toEqual(before);
  });

  it("never sees or changes B's manual adapter requests, wording, features or onboarding", async () => {
    const { b, aApi, bApi } = await twoTenants();
    const before = await viewOf(bApi, b);
    expect(unknown(await aApi.get(`/api/Request/ManualAdapter/GetByCompanyId/${b.companyId}`))).toBe(404);
    const request = await aApi.post('/api/Request/ManualAdapter', { CompanyId: b.companyId, ErpName: 'X' });
    expect(request.json().Errors).toEqual({ CompanyId: 'Validation_In_List' });

    const custom = '/api/Translations/GetBySource?locale=en-US&source=Custom';
    expect((await aApi.get(custom)).json()).toEqual({});
    await aApi.put('/api/Translations/Custom', { Locale: 'en-US', Key: 'B_Key', Value: 'A words' });
    expect((await aApi.get(custom)).json()).toEqual({ B_Key: 'A words' });

    const flags: Array<{ Enabled: boolean }> = (await aApi.get('/api/Features/GetAllFeatureFlags')).json();
    expect(flags.some((flag) => flag.Enabled)).toBe(false);
    expect((await aApi.get('/api/Features/IsFeatureFlagEnabled/UseLiveEvents')).json()).toBe(false);
    expect((await aApi.get('/api/EnterpriseFeatures/EnabledEnterpriseFeatures')).json()).toEqual([]);
    expect((await aApi.get('/api/FastInsights/UsesFastInsights')).json()).toBe(false);

    const onboarding = (await aApi.get('/api/Appcues/GetOnboardingProperties')).json();
    expect(onboarding).toMatchObject({ OnboardingStarted: false, UserCount: 1 });
    expect((await aApi.get('/api/Appcues/GetProperties')).json().Environment).toMatch(/^A /);
    await aApi.put('/api/Appcues/CompleteOnboarding');

    expect(await viewOf(bApi, b)).toEqual(before);
  });
});
