import { eq } from 'drizzle-orm';
import { webhooks } from '../../db/schema/index';
import { auditRows, startTestApp } from '../../test/harness';
import { apiCustomer } from '../v1/apiFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

describe('webhooks on the API key screen', () => {
  it('adds a webhook with its signing secret shown once, lists it without, and deletes it', async () => {
    const { tenant, admin, screen } = await apiCustomer(ctx.app, ctx.database, 'Hooks');
    const created = await screen.post('/api/Webhook', {
      Url: 'https://erp.example.com/ledgerline',
      Events: ['document.paid', 'document.posted'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json();
    expect(hook).toMatchObject({
      Url: 'https://erp.example.com/ledgerline',
      Events: ['document.posted', 'document.paid'],
      IsActive: true,
    });
    expect(hook.Secret).toMatch(/^whsec_[0-9A-Za-z]{40}$/);
    const listed = (await screen.get('/api/Webhook')).json();
    expect(listed).toEqual([
      { Id: hook.Id, Url: hook.Url, Events: hook.Events, IsActive: true, Created: hook.Created },
    ]);
    expect((await screen.get(`/api/Webhook/${hook.Id}/Deliveries`)).json()).toEqual([]);
    expect(JSON.stringify(await auditRows(ctx.database, tenant.tenantId))).not.toContain(hook.Secret);

    expect((await screen.delete(`/api/Webhook/${hook.Id}`)).statusCode).toBe(204);
    expect((await screen.get('/api/Webhook')).json()).toEqual([]);
    expect((await screen.delete(`/api/Webhook/${hook.Id}`)).statusCode).toBe(404);
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({ entity: 'Webhook', entityId: hook.Id, action: 'delete', userId: admin.id }),
    );
  });

  it('takes HTTPS addresses, and plain HTTP only to this machine outside production', async () => {
    const { screen } = await apiCustomer(ctx.app, ctx.database, 'Urls');
    const events = ['document.posted'];
    for (const [Url, status, error] of [
      ['http://127.0.0.1:8080/hook', 201, undefined],
      ['http://localhost/hook', 201, undefined],
      ['http://erp.example.com/hook', 400, 'Validation_Webhook_Url_Https'],
      ['https://10.0.0.5/hook', 400, 'Validation_Webhook_Url_Private'],
      ['https://169.254.169.254/latest/meta-data', 400, 'Validation_Webhook_Url_Private'],
      ['https://user:secret@erp.example.com/hook', 400, 'Validation_Webhook_Url_Credentials'],
      ['ftp://erp.example.com/hook', 400, 'Validation_Webhook_Url_Https'],
      ['not a url', 400, 'Validation_Url'],
    ] as const) {
      const response = await screen.post('/api/Webhook', { Url, Events: events });
      expect(response.statusCode, Url).toBe(status);
      if (error) expect(response.json().Errors, Url).toEqual({ Url: error });
    }
    const bad = await screen.post('/api/Webhook', { Url: 'https://x.example', Events: ['document.deleted'] });
    expect(bad.json().Errors).toEqual({ 'Events.0': 'Validation_In_List' });
    const empty = await screen.post('/api/Webhook', { Url: 'https://x.example', Events: [] });
    expect(empty.json().Errors).toEqual({ Events: 'Validation_Required' });
    const huge = await screen.post('/api/Webhook', {
      Url: `https://x.example/${'a'.repeat(5000)}`,
      Events: events,
    });
    expect(huge.json().Errors).toEqual({ Url: 'Validation_Maximum_Length%%2000' });
  });

  it('keeps each customer’s webhooks to itself and needs the ApiKeyOverview view right', async () => {
    const mine = await apiCustomer(ctx.app, ctx.database, 'Mine');
    const theirs = await apiCustomer(ctx.app, ctx.database, 'Theirs');
    const hook = (
      await mine.screen.post('/api/Webhook', { Url: 'https://a.example', Events: ['document.paid'] })
    ).json();
    expect((await theirs.screen.get('/api/Webhook')).json()).toEqual([]);
    expect((await theirs.screen.get(`/api/Webhook/${hook.Id}/Deliveries`)).statusCode).toBe(404);
    expect((await theirs.screen.delete(`/api/Webhook/${hook.Id}`)).statusCode).toBe(404);
    const [stillThere] = await ctx.database.withTenant(mine.tenant.tenantId, (tx) =>
      tx.select().from(webhooks).where(eq(webhooks.id, hook.Id)),
    );
    expect(stillThere).toBeDefined();
    const { key } = await theirs.newKey('webhooks:manage');
    const viaKey = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/webhooks/${hook.Id}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(viaKey.statusCode).toBe(404);
  });

  it('lets a connector with webhooks:manage register and remove its own webhooks', async () => {
    const { screen, newKey } = await apiCustomer(ctx.app, ctx.database, 'Connector');
    const { api } = await newKey('webhooks:manage');
    const created = await api.post('/api/v1/webhooks', {
      Url: 'https://erp.example/in',
      Events: ['document.posted'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().Secret).toMatch(/^whsec_/);
    expect((await screen.get('/api/Webhook')).json().map((h: { Id: string }) => h.Id)).toEqual([
      created.json().Id,
    ]);
    expect((await api.get(`/api/v1/webhooks/${created.json().Id}/deliveries`)).json()).toEqual([]);
    expect((await api.delete(`/api/v1/webhooks/${created.json().Id}`)).statusCode).toBe(204);
    expect((await api.get('/api/v1/webhooks')).json()).toEqual([]);
  });
});
