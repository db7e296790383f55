import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { hashRefreshCredential } from '../../auth/refreshCredential';
import { loadConfig } from '../../config';
import { buildTenant, client, refreshCookieOf, signIn, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
// A second server instance over the same database, with its own caches, as behind a load balancer.
const other = await buildApp({
  config: {
    ...loadConfig({ NODE_ENV: 'test', LEDGERLINE_DEMO: '0', DATA_DIR: ctx.dataDir }),
    appDir: '/nonexistent',
  },
  database: ctx.database,
});
await other.ready();
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const base = '/auth/AuthorizedUser';
const withCookie = (url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/${url}`, headers: { cookie } });

async function signedInAdmin() {
  const tenant = await buildTenant(ctx.database);
  const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
  return signIn(ctx.app, admin.email);
}

describe('a revoked session stops on its next request, on every instance', () => {
  it('refuses the access token right after Logout, here and on the other instance', async () => {
    const { token, cookie } = await signedInAdmin();
    const here = client(ctx.app, token);
    const there = client(other, token);
    expect((await here.put('/api/Appcues/StartOnboarding')).statusCode).toBe(204);
    expect((await there.get('/api/User/GetCurrentUser')).statusCode).toBe(200);

    expect((await withCookie('Logout', cookie)).statusCode).toBe(204);
    const write = await here.put('/api/Appcues/StartOnboarding');
    expect(write.statusCode).toBe(401);
    expect(write.json().Message).toBe('Session_Invalidated_Info');
    expect((await there.put('/api/Appcues/StartOnboarding')).statusCode).toBe(401);
    expect((await there.get('/api/User/GetCurrentUser')).statusCode).toBe(401);
  });

  it('refuses the access token once a replayed refresh credential revoked the session', async () => {
    const { token, cookie } = await signedInAdmin();
    const there = client(other, token);
    expect((await there.get('/api/User/GetCurrentUser')).statusCode).toBe(200);
    const rotated = await withCookie('RefreshRefreshToken', cookie);
    expect(rotated.statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update refresh_credentials set rotated_at = now() - interval '1 minute'
          where hash = ${hashRefreshCredential(cookie.split('=')[1])}`,
    );
    expect((await withCookie('RefreshAccessToken', cookie)).statusCode).toBe(401);
    expect((await there.put('/api/Appcues/StartOnboarding')).statusCode).toBe(401);
    expect((await withCookie('RefreshAccessToken', refreshCookieOf(rotated))).statusCode).toBe(401);
  });
});
