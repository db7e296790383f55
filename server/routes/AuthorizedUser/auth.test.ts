import { eq } from 'drizzle-orm';
import { hashRefreshCredential } from '../../auth/refreshCredential';
import { refreshCredentials } from '../../db/schema/index';
import { buildCustomer, buildUser } from '../../db/seed/factories';
import {
  buildTenant,
  client,
  refreshCookieOf,
  signIn,
  startTestApp,
  TestPassword,
  uniqueEmail,
} from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());
const base = '/auth/AuthorizedUser';

const login = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${base}/Login`, payload });
/** A client address of its own per test run: throttle counters outlive a run on a shared PostgreSQL. */
const someAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
const loginFrom = (remoteAddress: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${base}/Login`, payload, remoteAddress });
/** Moves a rotated-out credential's rotation past the grace time, as if 31 seconds had gone by. */
async function rotatedBeforeGrace(cookie: string) {
  await ctx.database.db
    .update(refreshCredentials)
    .set({ rotatedAt: new Date(Date.now() - 31_000) })
    .where(eq(refreshCredentials.hash, hashRefreshCredential(cookie.split('=')[1])));
}
const withCookie = (url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/${url}`, headers: { cookie } });

describe('Login', () => {
  it('creates the session and sets the refresh credential cookie: httpOnly, Secure, SameSite=Strict, 4 hours', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const response = await login({ Email: user.email, Password: TestPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ CustomerId: tenant.tenantId, RefreshAfterSeconds: 90 });
    const cookie = response.cookies.find((c) => c.name === 'll_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/auth' });
    const hours = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it('answers 400 with field messages for missing fields', async () => {
    const response = await login({ Email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ Email: 'Validation_Required', Password: 'Validation_Required' });
  });

  it('answers 401 Login_Invalid_Credentials for a wrong password or an unknown address', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const wrong = await login({ Email: user.email, Password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().Message).toBe('Login_Invalid_Credentials');
    const unknown = await login({ Email: uniqueEmail('ghost'), Password: 'nope' });
    expect(unknown.json().Message).toBe('Login_Invalid_Credentials');
  });

  it('slows repeated failures down and then locks the address for that client with the seconds left', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const address = someAddress();
    const started = Date.now();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push((await loginFrom(address, { Email: user.email, Password: 'wrong' })).statusCode);
    }
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await loginFrom(address, { Email: user.email, Password: TestPassword });
    expect(locked.statusCode).toBe(429);
    const [key, seconds] = locked.json().Message.split('%%');
    expect(key).toBe('Login_Locked');
    expect(Number(seconds)).toBeGreaterThan(800);
  }, 20_000);

  it('checks no more than the limit of 30 parallel wrong passwords', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const address = someAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        loginFrom(address, { Email: user.email, Password: 'wrong' }).then((r) => r.statusCode),
      ),
    );
    expect(answers.filter((status) => status === 401).length).toBeLessThan(6);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(24);
  }, 30_000);

  it('never locks the real user out from another client address', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const address = someAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      await loginFrom(address, { Email: user.email, Password: 'wrong' });
    }
    const attacker = await loginFrom(address, { Email: user.email, Password: TestPassword });
    expect(attacker.statusCode).toBe(429);
    const owner = await loginFrom(someAddress(), { Email: user.email, Password: TestPassword });
    expect(owner.statusCode).toBe(200);
  }, 30_000);

  it('treats unknown addresses exactly like known ones', async () => {
    const answers: number[] = [];
    const started = Date.now();
    const email = uniqueEmail('ghost');
    const address = someAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push((await loginFrom(address, { Email: email, Password: 'wrong' })).statusCode);
    }
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  }, 20_000);

  it('locks a client address that tries 100 addresses', async () => {
    const answers: number[] = [];
    const address = someAddress();
    for (let attempt = 0; attempt < 101; attempt++) {
      answers.push((await loginFrom(address, { Email: uniqueEmail('spray'), Password: 'x' })).statusCode);
    }
    expect(answers.slice(0, 99).every((status) => status === 401)).toBe(true);
    expect(answers.slice(99)).toEqual([429, 429]);
  }, 60_000);

  it('signs a user of several customers in to the last used one, or the one asked for', async () => {
    const a = await buildTenant(ctx.database, 'Alpha');
    const b = await buildTenant(ctx.database, 'Beta');
    const email = uniqueEmail('multi');
    await buildUser(ctx.database, a.tenantId, { Name: 'Multi', Email: email, password: TestPassword });
    await buildUser(ctx.database, b.tenantId, { Name: 'Multi', Email: email, password: TestPassword });
    const first = await login({ Email: email, Password: TestPassword, CustomerId: b.tenantId });
    expect(first.json().CustomerId).toBe(b.tenantId);
    expect(first.json().Customers).toHaveLength(2);
    const again = await login({ Email: email, Password: TestPassword });
    expect(again.json().CustomerId).toBe(b.tenantId);
    const foreign = await login({
      Email: email,
      Password: TestPassword,
      CustomerId: await buildCustomer(ctx.database, { name: 'Other' }),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('refresh credential', () => {
  it('RefreshAccessToken answers the Session information', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena', isReadOnly: true });
    const { cookie } = await signIn(ctx.app, user.email);
    const response = await withCookie('RefreshAccessToken', cookie);
    expect(response.json()).toMatchObject({
      CustomerId: tenant.tenantId,
      IsReadOnly: true,
      RefreshAfterSeconds: 90,
      AuthenticationProvider: 'Ledgerline',
    });
    expect(response.json().Token.split('.')).toHaveLength(3);
  });

  it('is rotated by RefreshRefreshToken, and a rotated-out credential revokes the whole session', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const { cookie: first } = await signIn(ctx.app, user.email);
    const rotated = await withCookie('RefreshRefreshToken', first);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ RefreshAfterSeconds: 90 });
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);
    expect((await withCookie('RefreshAccessToken', second)).statusCode).toBe(200);

    await rotatedBeforeGrace(first);
    const replay = await withCookie('RefreshAccessToken', first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().Message).toBe('Session_Invalidated_Info');
    expect((await withCookie('RefreshAccessToken', second)).statusCode).toBe(401);
  });

  it('keeps two tabs renewing together signed in: both get a working credential of the session', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const { cookie } = await signIn(ctx.app, user.email);
    const tabs = await Promise.all([
      withCookie('RefreshRefreshToken', cookie),
      withCookie('RefreshRefreshToken', cookie),
    ]);
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200]);
    for (const tab of tabs) {
      expect((await withCookie('RefreshAccessToken', refreshCookieOf(tab))).statusCode).toBe(200);
    }
    const late = await withCookie('RefreshRefreshToken', cookie);
    expect(late.statusCode).toBe(200);
    expect((await withCookie('RefreshAccessToken', refreshCookieOf(tabs[0]))).statusCode).toBe(200);
  });

  it('is refused without a cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${base}/RefreshAccessToken` });
    expect(response.statusCode).toBe(401);
    expect(response.json().Message).toBe('Session_Expired_Info');
  });

  it('ends with Logout', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const { cookie } = await signIn(ctx.app, user.email);
    const logout = await withCookie('Logout', cookie);
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'll_refresh')?.value).toBe('');
    expect((await withCookie('RefreshAccessToken', cookie)).statusCode).toBe(401);
  });
});

describe('customer choice', () => {
  it('lists the customers and switches the session to another one', async () => {
    const a = await buildTenant(ctx.database, 'Alpha');
    const b = await buildTenant(ctx.database, 'Beta');
    const email = uniqueEmail('multi');
    await buildUser(ctx.database, a.tenantId, { Name: 'Multi', Email: email, password: TestPassword });
    await buildUser(ctx.database, b.tenantId, { Name: 'Multi', Email: email, password: TestPassword });
    const { cookie } = await signIn(ctx.app, email, a.tenantId);
    const choices = (await withCookie('Customers', cookie)).json();
    expect(
      choices.map((c: { CustomerId: string; IsCurrent: boolean }) => [c.CustomerId, c.IsCurrent]),
    ).toEqual(
      expect.arrayContaining([
        [a.tenantId, true],
        [b.tenantId, false],
      ]),
    );
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `${base}/SwitchCustomer`,
      headers: { cookie },
      payload: { CustomerId: b.tenantId },
    });
    expect(switched.json().CustomerId).toBe(b.tenantId);
    const info = await withCookie('RefreshAccessToken', refreshCookieOf(switched));
    expect(info.json().CustomerId).toBe(b.tenantId);
    const current = await client(ctx.app, info.json().Token).get('/api/User/GetCurrentUser');
    expect(current.json().IsInMultipleEnvironments).toBe(true);
    expect((await withCookie('RefreshAccessToken', cookie)).statusCode).toBe(401);
  });
});

describe('read-only session', () => {
  it('answers 403 Error_ReadOnly_Account on every change, and reads normally', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({
      name: 'Reader',
      IsAdmin: true,
      UserViewRights: ['Users', 'Settings', 'MySettings'],
      isReadOnly: true,
    });
    const api = client(ctx.app, (await signIn(ctx.app, user.email)).token);
    expect((await api.get('/api/User')).statusCode).toBe(200);
    for (const response of [
      await api.post('/api/User', { Name: 'X', Email: uniqueEmail('x') }),
      await api.put(`/api/User/${user.id}`, { Name: 'X', Email: user.email }),
      await api.put('/api/Setting/Verify_UseFastVerify', { BoolValue: true }),
      await api.put('/api/Appcues/StartOnboarding'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Message).toBe('Error_ReadOnly_Account');
    }
  });
});

describe('IsAuthenticationManagementEnvironment and GetAnalyticsKey', () => {
  it('answer for the session customer, with an empty key when none is configured', async () => {
    const tenant = await buildTenant(ctx.database);
    const user = await tenant.user({ name: 'Lena' });
    const { cookie } = await signIn(ctx.app, user.email);
    expect((await withCookie('IsAuthenticationManagementEnvironment', cookie)).json()).toBe(false);
    expect((await withCookie('GetAnalyticsKey', cookie)).json()).toBe('');
  });
});
