import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../db/schema/index';
import { auditRows, buildTenant, client, signIn, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** A tenant with a user who holds the ApiKeyOverview view right, signed in. */
async function keyAdmin(name = 'Keys') {
  const tenant = await buildTenant(ctx.database, name);
  const admin = await tenant.user({ name: 'Keeper', UserViewRights: ['ApiKeyOverview'] });
  return { tenant, admin, api: client(ctx.app, (await signIn(ctx.app, admin.email)).token) };
}

describe('API keys on /api-key-overview', () => {
  it('shows a new key once and keeps only the SHA-256 hash of its secret', async () => {
    const { tenant, admin, api } = await keyAdmin();
    const created = await api.post('/api/ApiKey', {
      Name: ' Exact connector ',
      Scopes: ['documents:read', 'masterdata:write'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const key = created.json();
    expect(key.Key).toMatch(/^ll_[0-9A-Za-z]{10}_[0-9A-Za-z]{40}$/);
    expect(key).toMatchObject({
      Name: 'Exact connector',
      Prefix: key.Key.slice(3, 13),
      // In the order of the scope list, whatever order they came in.
      Scopes: ['masterdata:write', 'documents:read'],
      CreatedBy: 'Keeper',
      LastUsed: null,
      Revoked: null,
    });

    const secret = key.Key.slice(14);
    const [stored] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(apiKeys).where(eq(apiKeys.id, key.Id)),
    );
    expect(stored.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const listed = (await api.get('/api/ApiKey')).json();
    const { Key: _shownOnce, ...withoutKey } = key;
    expect(listed).toEqual([withoutKey]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(JSON.stringify((await api.get(`/api/ApiKey/${key.Id}`)).json())).not.toContain(secret);
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({ entity: 'ApiKey', entityId: key.Id, action: 'create', userId: admin.id }),
    );
    expect(JSON.stringify(await auditRows(ctx.database, tenant.tenantId))).not.toContain(secret);
  });

  it('lists keys newest first with revoked ones marked, and revoking twice changes nothing', async () => {
    const { api } = await keyAdmin();
    const first = (await api.post('/api/ApiKey', { Name: 'First', Scopes: ['documents:read'] })).json();
    const second = (await api.post('/api/ApiKey', { Name: 'Second', Scopes: ['payments:write'] })).json();
    const revoked = await api.post(`/api/ApiKey/${first.Id}/Revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().Revoked).toEqual(expect.any(String));
    const again = await api.post(`/api/ApiKey/${first.Id}/Revoke`);
    expect(again.json().Revoked).toBe(revoked.json().Revoked);
    const listed = (await api.get('/api/ApiKey')).json();
    expect(listed.map((k: { Name: string }) => k.Name)).toEqual(['Second', 'First']);
    expect(listed[0]).toMatchObject({ Id: second.Id, Revoked: null });
    expect(listed[1]).toMatchObject({ Id: first.Id, Revoked: revoked.json().Revoked });
  });

  it('refuses a key without a name or scopes, with unknown scopes, or with a name too long', async () => {
    const { api } = await keyAdmin();
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { Name: 'Validation_Required', Scopes: 'Validation_Required' }],
      [{ Name: '  ', Scopes: ['documents:read'] }, { Name: 'Validation_Required' }],
      [{ Name: 'x', Scopes: [] }, { Scopes: 'Validation_Required' }],
      [{ Name: 'x', Scopes: ['documents:delete'] }, { 'Scopes.0': 'Validation_In_List' }],
      [{ Name: 'x'.repeat(101), Scopes: ['documents:read'] }, { Name: 'Validation_Maximum_Length%%100' }],
      [{ Name: 'a\u0000b', Scopes: ['documents:read'] }, { Name: 'Validation_Invalid_Characters' }],
    ];
    for (const [body, errors] of cases) {
      const response = await api.post('/api/ApiKey', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().Errors).toEqual(errors);
    }
  });

  it('answers malformed JSON with 400 Bad_Request', async () => {
    const { admin } = await keyAdmin();
    const { token } = await signIn(ctx.app, admin.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApiKey',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"Name": "x", "Scopes": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Bad_Request');
  });

  it('needs the ApiKeyOverview view right, and never shows or revokes another customer’s keys', async () => {
    const { tenant, api } = await keyAdmin('Owner');
    const key = (await api.post('/api/ApiKey', { Name: 'Mine', Scopes: ['documents:read'] })).json();
    const clerk = await tenant.user({ name: 'Clerk', UserViewRights: ['Dashboard'] });
    const clerkApi = client(ctx.app, (await signIn(ctx.app, clerk.email)).token);
    expect((await clerkApi.get('/api/ApiKey')).statusCode).toBe(403);
    expect((await clerkApi.post('/api/ApiKey', { Name: 'x', Scopes: ['documents:read'] })).statusCode).toBe(
      403,
    );
    expect((await clerkApi.post(`/api/ApiKey/${key.Id}/Revoke`)).statusCode).toBe(403);

    const other = await keyAdmin('Other');
    expect((await other.api.get('/api/ApiKey')).json()).toEqual([]);
    expect((await other.api.get(`/api/ApiKey/${key.Id}`)).statusCode).toBe(404);
    const refused = await other.api.post(`/api/ApiKey/${key.Id}/Revoke`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().Message).toBe('Api_Key_Not_Found');
    expect((await api.get(`/api/ApiKey/${key.Id}`)).json().Revoked).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ApiKey' })).statusCode).toBe(401);
  });
});
