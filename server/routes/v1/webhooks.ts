import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WebhookDeliveryStates, WebhookEvents, WebhookInput } from '../../../domain/api/webhooks';
import type { AppDeps } from '../../deps';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  webhookDeliveryLog,
} from '../../services/webhooks/webhooks';
import { DeliveryQuery } from '../Webhook/routes';
import { apiRoute, apiSchema } from './plugin';

const IdParams = z.object({ webhookId: z.uuid('Validation_Guid') });

const Webhook = z.object({
  Id: z.uuid(),
  Url: z.string(),
  Events: z.array(z.enum(WebhookEvents)),
  IsActive: z.boolean(),
  Created: z.string(),
});
const Delivery = z.object({
  Id: z.uuid(),
  Event: z.enum(WebhookEvents),
  State: z.enum(WebhookDeliveryStates),
  Attempts: z.number(),
  LastStatusCode: z.number().nullable(),
  LastError: z.string(),
  NextAttempt: z.string().nullable(),
  Created: z.string(),
  Delivered: z.string().nullable(),
});

/** A connector registers its own webhooks (scope webhooks:manage): the same ones the API key screen shows. */
export async function v1WebhookRoutes(app: FastifyInstance, { database, config }: AppDeps): Promise<void> {
  const manage = apiRoute('webhooks:manage');
  const writer = (tenantId: string) => ({ tenantId, userId: null });

  app.get(
    '/api/v1/webhooks',
    { config: manage, schema: apiSchema('The customer’s webhooks', { response: { 200: z.array(Webhook) } }) },
    (request) => database.withTenant(request.apiCaller.tenantId, listWebhooks),
  );

  app.post(
    '/api/v1/webhooks',
    {
      config: manage,
      schema: apiSchema('Add a webhook; the answer holds its signing secret, this once', {
        body: WebhookInput,
        response: { 201: Webhook.extend({ Secret: z.string() }) },
      }),
    },
    async (request, reply) => {
      const input = request.body as z.output<typeof WebhookInput>;
      const tenantId = request.apiCaller.tenantId;
      const created = await database.withTenant(tenantId, (tx) =>
        createWebhook(tx, writer(tenantId), input, !config.production),
      );
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.delete(
    '/api/v1/webhooks/:webhookId',
    { config: manage, schema: apiSchema('Remove a webhook and its delivery log', { params: IdParams }) },
    async (request, reply) => {
      const { webhookId } = request.params as z.output<typeof IdParams>;
      const tenantId = request.apiCaller.tenantId;
      await database.withTenant(tenantId, (tx) => deleteWebhook(tx, writer(tenantId), webhookId));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/webhooks/:webhookId/deliveries',
    {
      config: manage,
      schema: apiSchema('The delivery log of a webhook, newest first', {
        params: IdParams,
        querystring: DeliveryQuery,
        response: { 200: z.array(Delivery) },
      }),
    },
    (request) => {
      const { webhookId } = request.params as z.output<typeof IdParams>;
      const { take } = request.query as z.output<typeof DeliveryQuery>;
      return database.withTenant(request.apiCaller.tenantId, (tx) => webhookDeliveryLog(tx, webhookId, take));
    },
  );
}
