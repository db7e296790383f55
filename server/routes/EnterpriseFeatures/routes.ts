import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterpriseFeatures, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { presentUser } from '../../presenters/user';

/** Enterprise feature calls: the switched-on features, and the users of authentication management. */
export async function enterpriseFeatureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get(
    '/api/EnterpriseFeatures/EnabledEnterpriseFeatures',
    { config: { right: { signedIn: true } } },
    (request) =>
      database.withTenant(request.actor.tenantId, async (tx) => {
        const rows = await tx.select().from(enterpriseFeatures).where(eq(enterpriseFeatures.enabled, true));
        return rows.map((row) => row.name).sort();
      }),
  );

  // The users whose sign-in is managed here: the active, non-group users with a login identity.
  app.get(
    '/api/EnterpriseFeatures/GetAuthenticationManagementUsers',
    { config: { right: { view: 'AuthenticationManagement' } } },
    (request) =>
      database.withTenant(request.actor.tenantId, async (tx) => {
        const rows = await tx.select().from(users).where(eq(users.isDeleted, false));
        return rows.filter((row) => row.accountId && !row.isGroup).map((row) => presentUser(row));
      }),
  );
}
