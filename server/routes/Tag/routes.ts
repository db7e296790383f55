import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TagInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { presentTag } from '../../presenters/masterdata';
import { deleteTag, listTags, loadTag, saveTag } from '../../services/masterdata/tags';
import type { Actor } from '../../services/users/actor';
import { IdParams } from '../masterdata/querySchemas';

/** POST /Tag: a new tag, or with an Id the tag to rename. */
const SaveBody = TagInput.extend({ Id: z.uuid('Validation_Guid').optional() });

const signedIn = { right: { signedIn: true } satisfies RouteRight };
const editsTags = { right: { view: 'Tags' } satisfies RouteRight };

/** The Tag calls (spec 002 §7): tags of the customer environment, named uniquely. */
export async function tagRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => database.withTenant(actor.tenantId, fn);

  app.get('/api/Tag', { config: signedIn }, (request) =>
    inTenant(request.actor, async (tx) => (await listTags(tx)).map(presentTag)),
  );

  app.get('/api/Tag/:id', { config: signedIn, schema: { params: IdParams } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    return inTenant(request.actor, async (tx) => presentTag(await loadTag(tx, id)));
  });

  app.post('/api/Tag', { config: editsTags, schema: { body: SaveBody } }, (request) => {
    const tag = request.body as z.output<typeof SaveBody>;
    return inTenant(request.actor, async (tx) => presentTag(await saveTag(tx, request.actor, tag)));
  });

  app.put('/api/Tag/:id', { config: editsTags, schema: { params: IdParams, body: TagInput } }, (request) => {
    const { id } = request.params as z.output<typeof IdParams>;
    const { Name } = request.body as z.output<typeof TagInput>;
    return inTenant(request.actor, async (tx) =>
      presentTag(await saveTag(tx, request.actor, { Id: id, Name })),
    );
  });

  app.delete('/api/Tag/:id', { config: editsTags, schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params as z.output<typeof IdParams>;
    await inTenant(request.actor, (tx) => deleteTag(tx, request.actor, id));
    return reply.status(204).send();
  });
}
