import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FeatureFlags } from '../../../domain/entities/misc';
import { featureFlags } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { setFeatureFlag } from '../../services/settings/featureFlags';

const NameParams = z.object({ name: z.string().min(1).max(100) });
const FlagParams = z.object({ name: z.enum(FeatureFlags, 'Validation_In_List') });
const FlagUpdate = z.object({ Enabled: z.boolean() });

/** Feature flag calls: all flags of the customer, or one (unknown flags are off); a SuperAdmin switches them. */
export async function featureRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;
  const signedIn = { config: { right: { signedIn: true as const } } };

  app.get('/api/Features/GetAllFeatureFlags', signedIn, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      const rows = await tx.select().from(featureFlags);
      return FeatureFlags.map((name) => ({
        Name: name,
        Enabled: rows.some((row) => row.name === name && row.enabled),
      }));
    }),
  );

  app.get(
    '/api/Features/IsFeatureFlagEnabled/:name',
    { ...signedIn, schema: { params: NameParams } },
    (request) => {
      const { name } = request.params as z.output<typeof NameParams>;
      return database.withTenant(request.actor.tenantId, async (tx) => {
        const [row] = await tx
          .select()
          .from(featureFlags)
          .where(and(eq(featureFlags.name, name), eq(featureFlags.enabled, true)));
        return Boolean(row);
      });
    },
  );

  app.put(
    '/api/Features/:name',
    { config: { right: { action: 'SuperAdmin' } }, schema: { params: FlagParams, body: FlagUpdate } },
    (request) => {
      const { name } = request.params as z.output<typeof FlagParams>;
      const { Enabled } = request.body as z.output<typeof FlagUpdate>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        setFeatureFlag(tx, request.actor, name, Enabled),
      );
    },
  );
}
