import { eq, sql } from 'drizzle-orm';
import { ApiRequestsPerMinute } from '../../../domain/api/rateLimit';
import { apiKeys } from '../../db/schema/index';
import { rateKeyOf } from '../../services/api/authenticate';
import { signIn, startTestApp } from '../../test/harness';
import { apiCustomer } from './apiFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const call = (authorization: string | undefined, url = '/api/v1/companies') =>
  ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('API key authentication of /api/v1', () => {
  it('lets a key in, scoped to its own customer, and notes when it was last used', async () => {
    const { tenant, screen, newKey } = await apiCustomer(ctx.app, ctx.database);
    const { key, id } = await newKey('documents:read');
    const response = await call(`Bearer ${key}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .map((company: { Id: string }) => company.Id)
        .sort(),
    ).toEqual([tenant.companyId, tenant.otherCompanyId].sort());
    const listed = (await screen.get(`/api/ApiKey/${id}`)).json();
    expect(Date.now() - Date.parse(listed.LastUsed)).toBeLessThan(60_000);
  });

  it('answers 401 with a clear key without a key, with a malformed, unknown or wrong one', async () => {
    const { newKey } = await apiCustomer(ctx.app, ctx.database);
    const { key } = await newKey('documents:read');
    const wrongSecret = `${key.slice(0, 14)}${'A'.repeat(40)}`;
    const unknownPrefix = `ll_ZZZZZZZZZZ_${key.slice(14)}`;
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'Api_Key_Missing'],
      [key, 'Api_Key_Invalid'],
      [`Basic ${key}`, 'Api_Key_Invalid'],
      ['Bearer ll_short_x', 'Api_Key_Invalid'],
      [`Bearer ${wrongSecret}`, 'Api_Key_Invalid'],
      [`Bearer ${unknownPrefix}`, 'Api_Key_Invalid'],
      [`Bearer ${key}\u0000`, 'Api_Key_Invalid'],
      [`Bearer ${'x'.repeat(10_000)}`, 'Api_Key_Invalid'],
    ];
    for (const [authorization, message] of cases) {
      const response = await call(authorization);
      expect(response.statusCode, String(authorization).slice(0, 40)).toBe(401);
      expect(response.json()).toMatchObject({ Message: message, Status: 401 });
    }
  });

  it('refuses a session token, and a key on the session-guarded calls', async () => {
    const { admin, newKey } = await apiCustomer(ctx.app, ctx.database);
    const { token } = await signIn(ctx.app, admin.email);
    expect((await call(`Bearer ${token}`)).json().Message).toBe('Api_Key_Invalid');
    const { key } = await newKey('documents:read', 'webhooks:manage');
    expect((await call(`Bearer ${key}`, '/api/ApiKey')).statusCode).toBe(401);
    expect((await call(`Bearer ${key}`, '/api/User/GetCurrentUser')).statusCode).toBe(401);
  });

  it('answers 401 Api_Key_Revoked from the request right after the key was revoked', async () => {
    const { screen, newKey } = await apiCustomer(ctx.app, ctx.database);
    const { key, id } = await newKey('documents:read');
    expect((await call(`Bearer ${key}`)).statusCode).toBe(200);
    expect((await screen.post(`/api/ApiKey/${id}/Revoke`)).statusCode).toBe(200);
    const refused = await call(`Bearer ${key}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().Message).toBe('Api_Key_Revoked');
  });

  it('answers 403 Api_Scope_Missing when the key lacks the scope of the call', async () => {
    const { tenant, newKey } = await apiCustomer(ctx.app, ctx.database);
    const { api } = await newKey('documents:read');
    const push = await api.post(`/api/v1/companies/${tenant.companyId}/vendors`, {
      Items: [{ ErpCode: 'V1', Name: 'Vendor' }],
    });
    expect(push.statusCode).toBe(403);
    expect(push.json().Message).toBe('Api_Scope_Missing%%masterdata:write');
    expect((await api.get('/api/v1/webhooks')).json().Message).toBe('Api_Scope_Missing%%webhooks:manage');
  });

  it('never shows another customer’s companies or documents', async () => {
    const mine = await apiCustomer(ctx.app, ctx.database, 'Mine');
    const theirs = await apiCustomer(ctx.app, ctx.database, 'Theirs');
    const { api } = await mine.newKey('documents:read', 'masterdata:write', 'payments:write');
    const ids = (await api.get('/api/v1/companies')).json().map((company: { Id: string }) => company.Id);
    expect(ids).not.toContain(theirs.tenant.companyId);
    const other = theirs.tenant.companyId;
    for (const response of [
      await api.get(`/api/v1/companies/${other}/documents/ready`),
      await api.post(`/api/v1/companies/${other}/vendors`, { Items: [{ ErpCode: 'V1', Name: 'Sneaky' }] }),
      await api.post(`/api/v1/companies/${other}/payments`, {
        Items: [{ LedgerEntryNumber: 1, IsPaid: true }],
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().Message).toBe('Company_Not_Found');
    }
  });
});

describe('the rate limit per key', () => {
  it(`answers 429 with Retry-After beyond ${ApiRequestsPerMinute} requests a minute, for that key only`, async () => {
    const { newKey } = await apiCustomer(ctx.app, ctx.database);
    const busy = await newKey('documents:read');
    const calm = await newKey('documents:read');
    // The minute so far: one request short of the limit (counted as the requests themselves count).
    await ctx.database.withService((tx) =>
      tx.execute(sql`insert into login_throttle (key, failures, window_start)
                     values (${rateKeyOf(busy.id)}, ${ApiRequestsPerMinute - 1}, now() - interval '20 seconds')`),
    );
    expect((await call(`Bearer ${busy.key}`)).statusCode).toBe(200);
    const refused = await call(`Bearer ${busy.key}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(/^Api_Rate_Limited%%\d+$/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(39);
    expect(wait).toBeLessThanOrEqual(41);
    expect((await call(`Bearer ${calm.key}`)).statusCode).toBe(200);
  });

  it('counts parallel requests each, and starts over when the minute is up', async () => {
    const { newKey } = await apiCustomer(ctx.app, ctx.database);
    const { key, id } = await newKey('documents:read');
    await ctx.database.withService((tx) =>
      tx.execute(sql`insert into login_throttle (key, failures, window_start)
                     values (${rateKeyOf(id)}, ${ApiRequestsPerMinute - 5}, now())`),
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(`Bearer ${key}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    await ctx.database.withService((tx) =>
      tx.execute(sql`update login_throttle set window_start = now() - interval '61 seconds'
                     where key = ${rateKeyOf(id)}`),
    );
    expect((await call(`Bearer ${key}`)).statusCode).toBe(200);
  });

  it('does not count requests with a revoked or wrong key against the limit', async () => {
    const { newKey } = await apiCustomer(ctx.app, ctx.database);
    const { key, id } = await newKey('documents:read');
    await call(`Bearer ${key.slice(0, 14)}${'B'.repeat(40)}`);
    const [row] = await ctx.database
      .withService((tx) => tx.execute(sql`select failures from login_throttle where key = ${rateKeyOf(id)}`))
      .then((result) => (result as unknown as { rows: Array<{ failures: number }> }).rows);
    expect(row).toBeUndefined();
    const [stored] = await ctx.database.withService((tx) =>
      tx.select().from(apiKeys).where(eq(apiKeys.id, id)),
    );
    expect(stored.lastUsedAt).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('describes the public API with its key, request bodies and answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const v1 = Object.keys(document.paths).filter((path) => path.startsWith('/api/v1/'));
    expect(v1).toEqual(
      expect.arrayContaining([
        '/api/v1/companies',
        '/api/v1/companies/{companyId}/vendors',
        '/api/v1/companies/{companyId}/customers',
        '/api/v1/companies/{companyId}/code-lists/{list}',
        '/api/v1/companies/{companyId}/purchase-orders',
        '/api/v1/companies/{companyId}/documents/ready',
        '/api/v1/companies/{companyId}/documents/{documentId}',
        '/api/v1/companies/{companyId}/documents/{documentId}/original',
        '/api/v1/companies/{companyId}/documents/{documentId}/ubl',
        '/api/v1/companies/{companyId}/documents/{documentId}/reject',
        '/api/v1/companies/{companyId}/documents/{documentId}/confirm',
        '/api/v1/companies/{companyId}/payments',
        '/api/v1/webhooks',
      ]),
    );
    const confirm = document.paths['/api/v1/companies/{companyId}/documents/{documentId}/confirm'].post;
    expect(confirm.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(confirm.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['LedgerEntryNumber', 'ErpReference', 'LinkToErpInvoice']),
    );
    const answer = confirm.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['Id', 'Lines', 'LedgerEntryNumber']),
    );
    const vendors = document.paths['/api/v1/companies/{companyId}/vendors'].post;
    const item = vendors.requestBody.content['application/json'].schema.properties.Items.items;
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(['ErpCode', 'Name', 'IbanNumbers']));
  });
});
