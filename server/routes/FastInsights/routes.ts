import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterpriseFeatures } from '../../db/schema/index';
import type { AppDeps } from '../../deps';

/** Whether the customer uses Fast Insights (the enterprise reporting feature). */
export async function fastInsightsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/FastInsights/UsesFastInsights', { config: { right: { signedIn: true } } }, (request) =>
    deps.database.withTenant(request.actor.tenantId, async (tx) => {
      const rows = await tx
        .select()
        .from(enterpriseFeatures)
        .where(and(eq(enterpriseFeatures.name, 'FastInsights'), eq(enterpriseFeatures.enabled, true)));
      return rows.length > 0;
    }),
  );
}
