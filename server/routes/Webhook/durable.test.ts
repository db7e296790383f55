import { buildDocument } from '../../db/seed/documentFactories';
import { startTestApp } from '../../test/harness';
import { apiCustomer, postThroughApi } from '../v1/apiFixture';
import { startReceiver } from './receiver';

// With the durable queue (pg-boss) a delivery is a job of its own: the API call answers at once and the worker
// POSTs afterwards.
const ctx = await startTestApp({ jobQueue: true });
afterAll(() => ctx.close());

/** Waits until `done` holds (polling every 100 ms), at most `ms`. */
const until = async (done: () => boolean | Promise<boolean>, ms = 20_000) => {
  for (const start = Date.now(); !(await done()); ) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('webhook deliveries on the durable job queue', () => {
  it('delivers the event of a confirmed booking through the deliver-webhook job', async () => {
    const receiver = await startReceiver([200]);
    try {
      const customer = await apiCustomer(ctx.app, ctx.database, 'Durable');
      const { tenant, screen } = customer;
      await postThroughApi(ctx.database, tenant.tenantId, tenant.companyId);
      const hook = (
        await screen.post('/api/Webhook', { Url: receiver.url, Events: ['document.posted'] })
      ).json();
      const id = await buildDocument(ctx.database, tenant.tenantId, {
        companyId: tenant.companyId,
        status: 'Ready',
        isWaitingForErp: true,
      });
      const { api } = await customer.newKey('documents:confirm');
      const confirmed = await api.post(`/api/v1/companies/${tenant.companyId}/documents/${id}/confirm`, {
        LedgerEntryNumber: 31,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await until(() => receiver.received.length === 1);
      expect(receiver.received[0].headers['x-ledgerline-event']).toBe('document.posted');
      const log = async () => (await screen.get(`/api/Webhook/${hook.Id}/Deliveries`)).json();
      await until(async () => (await log())[0].State === 'Delivered');
      expect((await log())[0]).toMatchObject({ State: 'Delivered', Attempts: 1, LastStatusCode: 200 });
    } finally {
      await receiver.close();
    }
  });
});
