import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WebhookMaxAttempts } from '../../../domain/api/webhooks';
import { webhookDeliveries } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import type { JobData, JobQueue } from '../../jobs/jobs';
import { deliverWebhook, dueWebhookDeliveries, runWebhookJob } from '../../services/webhooks/deliver';
import { startTestApp } from '../../test/harness';
import { codedInvoice } from '../DocumentAction/erpPostingFixture';
import { act, purchaseTeam } from '../DocumentAction/workflowFixture';
import { apiCustomer, postThroughApi } from '../v1/apiFixture';
import { type Received, startReceiver } from './receiver';

const ctx = await startTestApp();
afterAll(() => ctx.close());

/** What a receiver does with the documented check: HMAC-SHA256 of "<timestamp>.<body>" with the secret. */
function verifies(secret: string, request: Received): boolean {
  const timestamp = String(request.headers['x-ledgerline-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const given = String(request.headers['x-ledgerline-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A customer with an Api company, a connector key, a webhook to `url` and a document waiting for the ERP. */
async function hooked(url: string, Events: string[]) {
  const customer = await apiCustomer(ctx.app, ctx.database, 'Deliver');
  const { tenant, screen } = customer;
  await postThroughApi(ctx.database, tenant.tenantId, tenant.companyId);
  const { api } = await customer.newKey('documents:confirm', 'payments:write', 'webhooks:manage');
  const created = await screen.post('/api/Webhook', { Url: url, Events });
  expect(created.statusCode, created.body).toBe(201);
  const documentId = await buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    status: 'Ready',
    isWaitingForErp: true,
    documentNumber: `WH-${Date.now()}`,
  });
  const base = `/api/v1/companies/${tenant.companyId}`;
  return { ...customer, api, hook: created.json() as { Id: string; Secret: string }, documentId, base };
}

const log = (screen: Awaited<ReturnType<typeof hooked>>['screen'], hookId: string) =>
  screen.get(`/api/Webhook/${hookId}/Deliveries`).then((response) => response.json());

// The receivers of these tests listen on this machine, which deliveries may reach outside production only.
const deps = (now?: Date) => ({
  database: ctx.database,
  jobs: ctx.app.deps.jobs,
  now: now && (() => now),
  allowLocal: true,
});

describe('webhook deliveries', () => {
  it('POSTs the event as JSON, signed with HMAC-SHA256 of "<timestamp>.<body>", and logs it Delivered', async () => {
    const receiver = await startReceiver([200]);
    try {
      const { api, hook, documentId, base, screen } = await hooked(receiver.url, ['document.posted']);
      const confirmed = await api.post(`${base}/documents/${documentId}/confirm`, {
        LedgerEntryNumber: 4711,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      expect(request.headers).toMatchObject({
        'content-type': 'application/json',
        'x-ledgerline-event': 'document.posted',
        'x-ledgerline-delivery': expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(Math.abs(Number(request.headers['x-ledgerline-timestamp']) - Date.now() / 1000)).toBeLessThan(
        60,
      );
      expect(verifies(hook.Secret, request)).toBe(true);
      expect(verifies('whsec_someoneelse', request)).toBe(false);
      expect(verifies(hook.Secret, { ...request, body: request.body.replace('4711', '4712') })).toBe(false);
      const body = JSON.parse(request.body);
      expect(body).toMatchObject({
        Id: request.headers['x-ledgerline-delivery'],
        Event: 'document.posted',
        Document: {
          Id: documentId,
          IsInErp: true,
          IsPosted: true,
          LedgerEntryNumber: 4711,
          IsWaitingForErp: false,
        },
      });

      const [delivery] = await log(screen, hook.Id);
      expect(delivery).toMatchObject({
        Id: body.Id,
        Event: 'document.posted',
        State: 'Delivered',
        Attempts: 1,
        LastStatusCode: 200,
        LastError: '',
        NextAttempt: null,
        Delivered: expect.any(String),
      });
    } finally {
      await receiver.close();
    }
  });

  it('in production never reaches this machine: the attempt is logged with why, and nothing arrives', async () => {
    // The first attempt (made here, outside production) fails, so the delivery is still to be made.
    const receiver = await startReceiver([500, 200]);
    try {
      const { api, hook, documentId, base, screen, tenant } = await hooked(receiver.url, ['document.paid']);
      const paid = await api.post(`${base}/payments`, { Items: [{ DocumentId: documentId, IsPaid: true }] });
      expect(paid.json().Items[0].Result).toBe('Updated');
      const [delivery] = await log(screen, hook.Id);
      expect(delivery).toMatchObject({ State: 'Pending', LastError: 'HTTP 500' });
      const later = new Date(Date.now() + 61_000);
      const job = { tenantId: tenant.tenantId, deliveryId: delivery.Id };
      expect(await deliverWebhook({ ...deps(later), allowLocal: false }, job)).toBe('Pending');
      expect(receiver.received).toHaveLength(1);
      const [refused] = await log(screen, hook.Id);
      expect(refused.LastStatusCode).toBeNull();
      expect(refused.LastError).toMatch(/inside the server's own networks/);
    } finally {
      await receiver.close();
    }
  });

  it('retries a receiver that failed after its back-off, and then logs it Delivered', async () => {
    const receiver = await startReceiver([500, 200]);
    try {
      const { api, hook, documentId, base, screen, tenant } = await hooked(receiver.url, ['document.paid']);
      const paid = await api.post(`${base}/payments`, { Items: [{ DocumentId: documentId, IsPaid: true }] });
      expect(paid.json().Items[0].Result).toBe('Updated');
      expect(receiver.received).toHaveLength(1);
      const [failed] = await log(screen, hook.Id);
      expect(failed).toMatchObject({
        State: 'Pending',
        Attempts: 1,
        LastStatusCode: 500,
        LastError: 'HTTP 500',
      });
      const wait = Date.parse(failed.NextAttempt) - Date.now();
      expect(wait).toBeGreaterThan(50_000);
      expect(wait).toBeLessThanOrEqual(60_000);

      const job = { tenantId: tenant.tenantId, deliveryId: failed.Id };
      // Not yet due: nothing is sent.
      expect(await deliverWebhook(deps(), job)).toBeNull();
      expect(receiver.received).toHaveLength(1);
      // A minute on, the sweep finds it due and the second attempt gets through.
      const later = new Date(Date.now() + 61_000);
      expect((await dueWebhookDeliveries(ctx.database, later)).map((due) => due.deliveryId)).toContain(
        failed.Id,
      );
      expect(await deliverWebhook(deps(later), job)).toBe('Delivered');
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1].headers['x-ledgerline-delivery']).toBe(failed.Id);
      expect(receiver.received[1].body).toBe(receiver.received[0].body);
      expect(verifies(hook.Secret, receiver.received[1])).toBe(true);
      expect((await log(screen, hook.Id))[0]).toMatchObject({
        State: 'Delivered',
        Attempts: 2,
        LastStatusCode: 200,
        LastError: '',
      });
      // Delivered once is delivered: a late job sends nothing more.
      expect(await deliverWebhook(deps(new Date(Date.now() + 3_600_000)), job)).toBeNull();
    } finally {
      await receiver.close();
    }
  });

  it(`gives up after ${WebhookMaxAttempts} attempts (Failed, with the last error) until a person retries it`, async () => {
    const receiver = await startReceiver([...Array(WebhookMaxAttempts).fill(503), 204]);
    try {
      const { api, hook, documentId, base, screen, tenant } = await hooked(receiver.url, ['document.paid']);
      await api.post(`${base}/payments`, { Items: [{ DocumentId: documentId, IsPaid: true }] });
      const [first] = await log(screen, hook.Id);
      const job = { tenantId: tenant.tenantId, deliveryId: first.Id };
      let clock = Date.now();
      for (let attempt = 2; attempt <= WebhookMaxAttempts; attempt++) {
        clock += 13 * 3_600_000;
        await deliverWebhook(deps(new Date(clock)), job);
      }
      const [failed] = await log(screen, hook.Id);
      expect(failed).toMatchObject({
        State: 'Failed',
        Attempts: WebhookMaxAttempts,
        LastStatusCode: 503,
        LastError: 'HTTP 503',
        NextAttempt: null,
      });
      expect(await deliverWebhook(deps(new Date(clock + 86_400_000)), job)).toBeNull();
      const retried = await screen.post(`/api/Webhook/Delivery/${failed.Id}/Retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await log(screen, hook.Id))[0]).toMatchObject({ State: 'Delivered', LastStatusCode: 204 });
      expect(receiver.received).toHaveLength(WebhookMaxAttempts + 1);
    } finally {
      await receiver.close();
    }
  });

  it('records an unreachable receiver’s error and waits', async () => {
    const receiver = await startReceiver([200]);
    await receiver.close();
    const { api, hook, documentId, base, screen } = await hooked(receiver.url, ['document.paid']);
    await api.post(`${base}/payments`, { Items: [{ DocumentId: documentId, IsPaid: true }] });
    const [delivery] = await log(screen, hook.Id);
    expect(delivery).toMatchObject({ State: 'Pending', Attempts: 1, LastStatusCode: null });
    expect(delivery.LastError).toMatch(/ECONNREFUSED|fetch failed/);
  });
});

describe('document events from the workflow', () => {
  it('writes a delivery when a Post leaves the document waiting for the ERP; the sweep queues it', async () => {
    const team = await purchaseTeam(ctx.database, ctx.app);
    await postThroughApi(ctx.database, team.tenant.tenantId, team.tenant.companyId);
    const { screen } = await apiCustomer(ctx.app, ctx.database, team.tenant);
    const hook = (
      await screen.post('/api/Webhook', {
        Url: 'https://erp.example/hooks',
        Events: ['document.waiting_for_erp', 'document.status_changed'],
      })
    ).json();
    const id = await codedInvoice(ctx.app, ctx.database, team.tenant, { documentNumber: `WF-${Date.now()}` });
    expect((await act(team.apis.handler, id, 'Post')).statusCode).toBe(200);

    const written = await ctx.database.withTenant(team.tenant.tenantId, (tx) =>
      tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.Id)),
    );
    // Waiting for the ERP; the status stays Ready until the connector confirms.
    expect(written.map((row) => [row.event, row.state])).toEqual([['document.waiting_for_erp', 'Pending']]);
    expect(written[0].payload).toMatchObject({
      Document: { Id: id, Status: 'Ready', IsWaitingForErp: true },
    });

    const sent: Array<JobData['deliver-webhook']> = [];
    const recorder: JobQueue = {
      send: async (_name, data) => {
        sent.push(data as JobData['deliver-webhook']);
      },
      stop: async () => undefined,
    };
    await runWebhookJob({ database: ctx.database, jobs: recorder }, {});
    expect(sent).toContainEqual({ tenantId: team.tenant.tenantId, deliveryId: written[0].id });
  });
});
