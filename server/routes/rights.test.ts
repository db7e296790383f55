import { randomUUID } from 'node:crypto';
import { ActionRights, ViewRights } from '../../domain/rights/rights';
import { buildTenant, client, signIn, startTestApp } from '../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A concrete URL for a route pattern. */
function concrete(url: string): string {
  return url.replace(':name', 'Verify_UseFastVerify').replace(/:[a-zA-Z]+/g, randomUUID());
}

const guarded = () => ctx.app.routeCatalogue.filter((route) => !route.public && route.method !== 'HEAD');

describe('every route declares and enforces its right', () => {
  it('knows the shell routes', () => {
    const urls = guarded().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/User/GetCurrentUser');
    expect(urls).toContain('PUT /api/Setting/:name');
    expect(urls.length).toBeGreaterThan(25);
  });

  it('answers 401 without a token on every guarded route', async () => {
    for (const route of guarded()) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 401 with a forged token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/User/GetCurrentUser',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 without the route right on every route that needs one', async () => {
    const tenant = await buildTenant(ctx.database);
    const nobody = await tenant.user({ name: 'Nobody', UserViewRights: [], UserActionRights: [] });
    const api = client(ctx.app, (await signIn(ctx.app, nobody.email)).token);
    const needsRight = guarded().filter((route) => route.right && !('signedIn' in route.right));
    expect(needsRight.length).toBeGreaterThan(10);
    for (const route of needsRight) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const response = await api[method](concrete(route.url));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().Message).toBe('Forbidden');
    }
  });

  it('lets a read-only session make every read and no change', async () => {
    const tenant = await buildTenant(ctx.database);
    const reader = await tenant.user({
      name: 'Reader',
      IsAdmin: true,
      MaySeeAllCompanies: true,
      UserViewRights: [...ViewRights],
      UserActionRights: [...ActionRights],
      isReadOnly: true,
    });
    const api = client(ctx.app, (await signIn(ctx.app, reader.email)).token);
    const routes = guarded();
    expect(routes.filter((route) => route.method === 'POST' && !route.changes).length).toBeGreaterThan(4);
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const response = await api[method](concrete(route.url));
      const refused = response.statusCode === 403 && response.json().Message === 'Error_ReadOnly_Account';
      expect(refused, `${route.method} ${route.url}`).toBe(route.changes);
    }
    for (const url of ['GetOverview', 'GetOrderOfDocuments', 'GetDetail']) {
      const response = await api.post(
        `/api/Document/${url}?DocumentType=PurchaseInvoice&id=${randomUUID()}`,
        {
          DocumentType: 'PurchaseInvoice',
        },
      );
      expect(response.json().Message, url).not.toBe('Error_ReadOnly_Account');
    }
  });

  it('matches paths case-insensitively, as the spec writes both /company and /Company/{id}', async () => {
    const tenant = await buildTenant(ctx.database);
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true, MaySeeAllCompanies: true });
    const api = client(ctx.app, (await signIn(ctx.app, admin.email)).token);
    const lower = await api.get('/api/company');
    const upper = await api.get(`/api/Company/${tenant.companyId}`);
    expect(lower.statusCode).toBe(200);
    expect(upper.statusCode).toBe(200);
    expect(lower.json().map((c: { Id: string }) => c.Id)).toContain(tenant.companyId);
  });

  it('answers 404 with a spec-shaped body for unknown API paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/NoSuchController' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'Not_Found', Code: 'Not_Found', Status: 404 });
  });

  it('refuses to start with a route that declares neither a right nor public', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerGuard } = await import('../http/guard');
    const app = Fastify();
    registerGuard(app, ctx.app.deps);
    app.get('/api/Unguarded', async () => 'x');
    await expect(app.ready()).rejects.toThrow(/declares neither a right nor public/);
  });
});

describe('GET /health', () => {
  it('answers ok without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
