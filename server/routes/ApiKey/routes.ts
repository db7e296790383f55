import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiKeyInput } from '../../../domain/api/apiKey';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { createApiKey, listApiKeys, loadApiKey, revokeApiKey } from '../../services/api/apiKeys';

const IdParams = z.object({ id: z.uuid('Validation_Guid') });
const right = { right: { view: 'ApiKeyOverview' } satisfies RouteRight };
const schema = (extra: Record<string, unknown>) => ({ tags: ['ApiKey'], ...extra });

/** /api-key-overview (spec 000 §2, view right ApiKeyOverview): the customer's API keys, made and revoked. */
export async function apiKeyRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get('/api/ApiKey', { config: right, schema: schema({}) }, (request) =>
    database.withTenant(request.actor.tenantId, listApiKeys),
  );

  app.get('/api/ApiKey/:id', { config: right, schema: schema({ params: IdParams }) }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return database.withTenant(request.actor.tenantId, (tx) => loadApiKey(tx, id));
  });

  // The answer carries the key itself, the only time it is ever shown.
  app.post(
    '/api/ApiKey',
    { config: right, schema: schema({ body: ApiKeyInput }) },
    async (request, reply) => {
      const input = request.body as z.output<typeof ApiKeyInput>;
      const created = await database.withTenant(request.actor.tenantId, (tx) =>
        createApiKey(tx, request.actor, input),
      );
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.post('/api/ApiKey/:id/Revoke', { config: right, schema: schema({ params: IdParams }) }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return database.withTenant(request.actor.tenantId, (tx) => revokeApiKey(tx, request.actor, id));
  });
}
