import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { WorkflowMessageKey } from '../../../domain/workflow/messages';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { createRouteFromAction, updateRouteFromAction } from '../../services/routes/fromInvoiceAction';
import { presentRoute } from '../../services/routes/present';
import {
  createRoute,
  deleteRoute,
  listRoutes,
  loadRoute,
  updateRoute,
} from '../../services/routes/suggestionRoutes';
import type { Actor } from '../../services/users/actor';
import { FromActionBody, RouteBody, RouteIdParams, RouteListQuery, UpdateFromActionBody } from './schema';

// Every signed-in user keeps their own user routes; the services refuse shared routes without the
// SuggestionRoutes right, since one call serves both kinds.
const signedIn = { right: { signedIn: true } satisfies RouteRight };

/** The Route calls (spec 001 §7, issue 10 §3): suggestion and user routes, and the route an action makes. */
export async function routeRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);

  app.get('/api/Route', { config: signedIn, schema: { querystring: RouteListQuery } }, (request) => {
    const query = request.query as z.output<typeof RouteListQuery>;
    return inTenant(request.actor, (tx) => listRoutes(tx, request.actor, query));
  });

  app.post(
    '/api/Route/CreateRouteFromInvoiceAction',
    { config: signedIn, schema: { body: FromActionBody } },
    async (request, reply) => {
      const body = request.body as FromActionBody;
      const route = await inTenant(request.actor, (tx) => createRouteFromAction(tx, request.actor, body));
      return reply.status(201).send({ ...route, Message: WorkflowMessageKey.Route_Created_Successfully });
    },
  );

  app.put(
    '/api/Route/UpdateRouteFromInvoiceAction',
    { config: signedIn, schema: { body: UpdateFromActionBody } },
    async (request) => {
      const body = request.body as UpdateFromActionBody;
      const route = await inTenant(request.actor, (tx) => updateRouteFromAction(tx, request.actor, body));
      return { ...route, Message: WorkflowMessageKey.Route_Updated_Successfully };
    },
  );

  app.get('/api/Route/:id', { config: signedIn, schema: { params: RouteIdParams } }, (request) => {
    const { id } = request.params as z.output<typeof RouteIdParams>;
    return inTenant(request.actor, async (tx) => presentRoute(await loadRoute(tx, request.actor, id)));
  });

  app.post('/api/Route', { config: signedIn, schema: { body: RouteBody } }, async (request, reply) => {
    const body = request.body as RouteBody;
    const route = await inTenant(request.actor, (tx) => createRoute(tx, request.actor, body));
    return reply.status(201).send(route);
  });

  app.put(
    '/api/Route/:id',
    { config: signedIn, schema: { params: RouteIdParams, body: RouteBody } },
    (request) => {
      const { id } = request.params as z.output<typeof RouteIdParams>;
      const body = request.body as RouteBody;
      return inTenant(request.actor, (tx) => updateRoute(tx, request.actor, id, body));
    },
  );

  app.delete(
    '/api/Route/:id',
    { config: signedIn, schema: { params: RouteIdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof RouteIdParams>;
      await inTenant(request.actor, (tx) => deleteRoute(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}
