import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WebhookInput } from '../../../domain/api/webhooks';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { sendWebhookDeliveries } from '../../services/webhooks/deliver';
import {
  createWebhook,
  DeliveryLogMaxCount,
  deleteWebhook,
  listWebhooks,
  retryDelivery,
  webhookDeliveryLog,
} from '../../services/webhooks/webhooks';

const IdParams = z.object({ id: z.uuid('Validation_Guid') });
export const DeliveryQuery = z.object({
  take: z.coerce
    .number('Validation_Not_A_Number')
    .int('Validation_Not_A_Number')
    .min(1, 'Validation_Minimum_Value%%1')
    .max(DeliveryLogMaxCount, `Validation_Maximum_Value%%${DeliveryLogMaxCount}`)
    .default(50),
});
const right = { right: { view: 'ApiKeyOverview' } satisfies RouteRight };
const schema = (extra: Record<string, unknown>) => ({ tags: ['Webhook'], ...extra });

/** The customer's webhooks and their delivery logs, on the API key screen (view right ApiKeyOverview). */
export async function webhookRoutes(
  app: FastifyInstance,
  { database, config, jobs }: AppDeps,
): Promise<void> {
  const inTenant = <T>(tenantId: string, fn: (tx: Tx) => Promise<T>) => database.withTenant(tenantId, fn);
  const who = (actor: { tenantId: string; userId: string }) => ({
    tenantId: actor.tenantId,
    userId: actor.userId,
  });

  app.get('/api/Webhook', { config: right, schema: schema({}) }, (request) =>
    inTenant(request.actor.tenantId, listWebhooks),
  );

  // The answer carries the signing secret, the only time it is shown.
  app.post(
    '/api/Webhook',
    { config: right, schema: schema({ body: WebhookInput }) },
    async (request, reply) => {
      const input = request.body as z.output<typeof WebhookInput>;
      const created = await inTenant(request.actor.tenantId, (tx) =>
        createWebhook(tx, who(request.actor), input, !config.production),
      );
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.delete(
    '/api/Webhook/:id',
    { config: right, schema: schema({ params: IdParams }) },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await inTenant(request.actor.tenantId, (tx) => deleteWebhook(tx, who(request.actor), id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/Webhook/:id/Deliveries',
    { config: right, schema: schema({ params: IdParams, querystring: DeliveryQuery }) },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const { take } = request.query as z.output<typeof DeliveryQuery>;
      return inTenant(request.actor.tenantId, (tx) => webhookDeliveryLog(tx, id, take));
    },
  );

  app.post(
    '/api/Webhook/Delivery/:id/Retry',
    { config: right, schema: schema({ params: IdParams }) },
    async (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const delivery = await inTenant(request.actor.tenantId, (tx) => retryDelivery(tx, id));
      if (delivery.State === 'Pending') await sendWebhookDeliveries(jobs, request.actor.tenantId, [id]);
      return delivery;
    },
  );
}
