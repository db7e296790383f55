import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import {
  createDefaultText,
  deleteDefaultText,
  listDefaultTexts,
  loadDefaultText,
  updateDefaultText,
} from '../../services/defaultTexts/defaultTexts';
import { offeredDefaultTexts } from '../../services/defaultTexts/offeredTexts';
import { presentDefaultText } from '../../services/defaultTexts/present';
import type { Actor } from '../../services/users/actor';
import { DefaultTextBody, DefaultTextIdParams, DefaultTextListQuery, ForActionQuery } from './schema';

const keepsDefaultTexts = { right: { view: 'DefaultTexts' } satisfies RouteRight };
// Anyone acting on a document may pick a default text for the remark.
const signedIn = { right: { signedIn: true } satisfies RouteRight };

/** The DefaultText calls (issue 10 §9): stock remarks kept on /default-texts and offered in the action panel. */
export async function defaultTextRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);

  app.get(
    '/api/DefaultText',
    { config: keepsDefaultTexts, schema: { querystring: DefaultTextListQuery } },
    (request) => {
      const { search } = request.query as z.output<typeof DefaultTextListQuery>;
      return inTenant(request.actor, (tx) => listDefaultTexts(tx, search));
    },
  );

  app.get(
    '/api/DefaultText/ForAction',
    { config: signedIn, schema: { querystring: ForActionQuery } },
    (request) => {
      const { companyId, action } = request.query as z.output<typeof ForActionQuery>;
      return inTenant(request.actor, (tx) => offeredDefaultTexts(tx, request.actor, companyId, action));
    },
  );

  app.get(
    '/api/DefaultText/:id',
    { config: keepsDefaultTexts, schema: { params: DefaultTextIdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof DefaultTextIdParams>;
      return inTenant(request.actor, async (tx) => presentDefaultText(await loadDefaultText(tx, id)));
    },
  );

  app.post(
    '/api/DefaultText',
    { config: keepsDefaultTexts, schema: { body: DefaultTextBody } },
    async (request, reply) => {
      const body = request.body as DefaultTextBody;
      const created = await inTenant(request.actor, (tx) => createDefaultText(tx, request.actor, body));
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/DefaultText/:id',
    { config: keepsDefaultTexts, schema: { params: DefaultTextIdParams, body: DefaultTextBody } },
    (request) => {
      const { id } = request.params as z.output<typeof DefaultTextIdParams>;
      const body = request.body as DefaultTextBody;
      return inTenant(request.actor, (tx) => updateDefaultText(tx, request.actor, id, body));
    },
  );

  app.delete(
    '/api/DefaultText/:id',
    { config: keepsDefaultTexts, schema: { params: DefaultTextIdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof DefaultTextIdParams>;
      await inTenant(request.actor, (tx) => deleteDefaultText(tx, request.actor, id));
      return reply.status(204).send();
    },
  );
}
