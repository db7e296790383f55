import { buildCompany, buildCustomer, buildUser } from '../../db/seed/factories';
import { buildTenant, signedInClient, startTestApp, TestPassword, uniqueEmail } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

describe('GET /api/Appcues/GetProperties', () => {
  it('answers the environment name, whether it is a demo account and the mailbox domains', async () => {
    const name = `Demo ${uniqueEmail('d')}`;
    const demo = await buildCustomer(ctx.database, { name, isDemo: true });
    const email = uniqueEmail('demo');
    await buildUser(ctx.database, demo, { Name: 'Demo', Email: email, password: TestPassword });
    const api = await signedInClient(ctx.app, email);
    const response = await api.get('/api/Appcues/GetProperties');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ IsDemoAccount: true, Environment: name, MailboxDomains: [] });
  });
});

describe('GET /api/Appcues/GetOnboardingProperties', () => {
  it('counts users and companies and tells whether a company has a working ERP login', async () => {
    const tenant = await buildTenant(ctx.database);
    const lena = await tenant.user({ name: 'Lena' });
    await tenant.user({ name: 'Bert' });
    const api = await signedInClient(ctx.app, lena.email);
    expect((await api.get('/api/Appcues/GetOnboardingProperties')).json()).toEqual({
      EmailAddressCreated: false,
      CompanyCreated: true,
      LoginOk: false,
      UserCount: 2,
      OnboardingStarted: false,
      OnboardingCompleted: false,
    });
    await buildCompany(ctx.database, tenant.tenantId, { Name: 'Linked BV' }, { erpLoginStatus: 'LoginOk' });
    expect((await api.get('/api/Appcues/GetOnboardingProperties')).json().LoginOk).toBe(true);
  });

  it('answers CompanyCreated false for a customer without companies', async () => {
    const bare = await buildCustomer(ctx.database, { name: `Bare ${uniqueEmail('b')}` });
    const email = uniqueEmail('bare');
    await buildUser(ctx.database, bare, { Name: 'Bare', Email: email, password: TestPassword });
    const response = await (await signedInClient(ctx.app, email)).get('/api/Appcues/GetOnboardingProperties');
    expect(response.json()).toMatchObject({ CompanyCreated: false, LoginOk: false, UserCount: 1 });
  });
});

describe('PUT /api/Appcues/StartOnboarding and CompleteOnboarding', () => {
  it('set the onboarding flags of the customer (204)', async () => {
    const tenant = await buildTenant(ctx.database);
    const lena = await tenant.user({ name: 'Lena', IsAdmin: true });
    const api = await signedInClient(ctx.app, lena.email);
    const flags = async () => {
      const status = (await api.get('/api/Appcues/GetOnboardingProperties')).json();
      return [status.OnboardingStarted, status.OnboardingCompleted];
    };
    expect((await api.put('/api/Appcues/StartOnboarding')).statusCode).toBe(204);
    expect(await flags()).toEqual([true, false]);
    expect((await api.put('/api/Appcues/StartOnboarding')).statusCode).toBe(204);
    expect((await api.put('/api/Appcues/CompleteOnboarding')).statusCode).toBe(204);
    expect(await flags()).toEqual([true, true]);

    const colleague = await tenant.user({ name: 'Bert' });
    const seen = (
      await (await signedInClient(ctx.app, colleague.email)).get('/api/Appcues/GetOnboardingProperties')
    ).json();
    expect([seen.OnboardingStarted, seen.OnboardingCompleted]).toEqual([true, true]);
  });

  it('need the Admin action right (403 for any other user)', async () => {
    const tenant = await buildTenant(ctx.database);
    const bert = await tenant.user({ name: 'Bert' });
    const api = await signedInClient(ctx.app, bert.email);
    for (const path of ['/api/Appcues/StartOnboarding', '/api/Appcues/CompleteOnboarding']) {
      const response = await api.put(path);
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
    expect((await api.get('/api/Appcues/GetOnboardingProperties')).json().OnboardingStarted).toBe(false);
  });
});

describe('GET /api/Appcues/GetDocumentProperties', () => {
  it('counts documents in the workflow, to verify, and at the user', async () => {
    const { buildDocument } = await import('../../db/seed/documentFactories');
    const tenant = await buildTenant(ctx.database);
    const me = await tenant.user({ name: 'Me' });
    await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, status: 'Imported' });
    await buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      status: 'Pending',
      currentUserId: me.id,
    });
    await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId, status: 'Posted' });
    const api = await signedInClient(ctx.app, me.email);
    const response = await api.get('/api/Appcues/GetDocumentProperties');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      DocumentsInWorkflow: 2,
      DocumentsToValidate: 1,
      DocumentsToSplit: 0,
      DocumentsAtUser: 1,
    });
  });
});
