import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import {
  createAutoRoute,
  deleteAutoRoute,
  listAutoRoutes,
  loadAutoRoute,
  updateAutoRoute,
} from '../../services/routes/autoRoutes';
import { presentAutoRoute } from '../../services/routes/present';
import type { Actor } from '../../services/users/actor';
import { AutoRouteBody, AutoRouteIdParams } from './schema';

const keepsAutoRoutes = { right: { view: 'AutoRoutes' } satisfies RouteRight };

/** The AutoRoute calls (issue 10 §3): conditions on a verified document → the approval steps it follows. */
export async function autoRouteRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);

  app.get('/api/AutoRoute', { config: keepsAutoRoutes }, (request) =>
    inTenant(request.actor, (tx) => listAutoRoutes(tx)),
  );

  app.get(
    '/api/AutoRoute/:id',
    { config: keepsAutoRoutes, schema: { params: AutoRouteIdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof AutoRouteIdParams>;
      return inTenant(request.actor, async (tx) => presentAutoRoute(await loadAutoRoute(tx, id)));
    },
  );

  app.post(
    '/api/AutoRoute',
    { config: keepsAutoRoutes, schema: { body: AutoRouteBody } },
    async (request, reply) => {
      const body = request.body as AutoRouteBody;
      const created = await inTenant(request.actor, (tx) => createAutoRoute(tx, request.actor, body));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/AutoRoute/:id',
    { config: keepsAutoRoutes, schema: { params: AutoRouteIdParams, body: AutoRouteBody } },
    (request) => {
      const { id } = request.params as z.output<typeof AutoRouteIdParams>;
      const body = request.body as AutoRouteBody;
      return inTenant(request.actor, (tx) => updateAutoRoute(tx, request.actor, id, body));
    },
  );

  app.delete(
    '/api/AutoRoute/:id',
    { config: keepsAutoRoutes, schema: { params: AutoRouteIdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof AutoRouteIdParams>;
      await inTenant(request.actor, (tx) => deleteAutoRoute(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}
