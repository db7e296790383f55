import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ProfileEditModel, UserInput } from '../../../domain/entities/user';
import { hashPassword } from '../../auth/password';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../errors';
import { userPolicy } from '../../policies/user';
import { presentCurrentUser, presentUser } from '../../presenters/user';
import { presentProfile, updateProfile } from '../../services/users/profile';
import { relationsOf } from '../../services/users/relations';
import { createUser, deactivateUser, updateUser } from '../../services/users/saveUser';
import { IdParams, UserDetailQuery, UserListQuery } from './schema';

const administer = { allOf: [{ view: 'Users' as const }, { action: 'Admin' as const }] };

/** User calls of spec 000 §7: current user, list, detail, create, update, deactivate, own profile. */
export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get('/api/User/GetCurrentUser', { config: { right: { signedIn: true } } }, async (request) =>
    presentCurrentUser(request.actor),
  );

  app.get(
    '/api/User',
    { config: { right: { signedIn: true } }, schema: { querystring: UserListQuery } },
    (request) => {
      const { includeDeleted } = request.query as z.output<typeof UserListQuery>;
      const actor = request.actor;
      return database.withTenant(actor.tenantId, async (tx) => {
        const all = await tx.select().from(users).orderBy(asc(users.name));
        const visible = all.filter(
          (row) =>
            (includeDeleted || !row.isDeleted) && (userPolicy.listAll(actor) || row.id === actor.userId),
        );
        const relations = await relationsOf(tx, visible);
        return visible.map((row) => presentUser(row, relations.get(row.id)));
      });
    },
  );

  app.get('/api/User/Profile', { config: { right: { view: 'MySettings' } } }, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, request.actor.userId));
      return presentProfile(row);
    }),
  );

  app.put(
    '/api/User/Profile',
    { config: { right: { view: 'MySettings' } }, schema: { body: ProfileEditModel } },
    async (request) => {
      const profile = await updateProfile(
        database,
        request.actor,
        request.body as z.output<typeof ProfileEditModel>,
      );
      deps.actors.invalidateTenant(request.actor.tenantId);
      return profile;
    },
  );

  app.get(
    '/api/User/:id',
    { config: { right: { signedIn: true } }, schema: { params: IdParams, querystring: UserDetailQuery } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return database.withTenant(request.actor.tenantId, async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, id));
        if (!row) throw notFound('User_Not_Found');
        if (!userPolicy.read(request.actor, row)) throw forbidden();
        const relations = await relationsOf(tx, [row]);
        return presentUser(row, relations.get(row.id));
      });
    },
  );

  app.post(
    '/api/User',
    { config: { right: administer }, schema: { body: UserInput } },
    async (request, reply) => {
      const input = request.body as z.output<typeof UserInput>;
      const passwordHash = input.Password ? await hashPassword(input.Password) : undefined;
      const user = await database.withTenant(request.actor.tenantId, async (tx) => {
        const row = await createUser(tx, request.actor, input, passwordHash);
        const relations = await relationsOf(tx, [row]);
        return presentUser(row, relations.get(row.id));
      });
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/api/User/:id',
    { config: { right: administer }, schema: { params: IdParams, body: UserInput } },
    async (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const input = request.body as z.output<typeof UserInput>;
      const passwordHash = input.Password ? await hashPassword(input.Password) : undefined;
      const user = await database.withTenant(request.actor.tenantId, async (tx) => {
        const row = await updateUser(tx, request.actor, id, input, passwordHash);
        const relations = await relationsOf(tx, [row]);
        return presentUser(row, relations.get(row.id));
      });
      deps.actors.invalidateTenant(request.actor.tenantId);
      return user;
    },
  );

  app.delete(
    '/api/User/:id',
    { config: { right: administer }, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParams>;
      await database.withTenant(request.actor.tenantId, (tx) => deactivateUser(tx, request.actor, id));
      deps.actors.invalidateTenant(request.actor.tenantId);
      return reply.status(204).send();
    },
  );
}
