import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DashboardStepParams, DashboardStepRequest } from '../../../domain/dashboard/request';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { getDashboardStep } from '../../services/dashboard/dashboardStep';
import { getDashboardLayout } from '../../services/dashboard/layout';

const viewsDashboard = { view: 'Dashboard' } satisfies RouteRight;

/** The Dashboard calls (spec 001 §7): the customer's layout and the counts of one step. */
export async function dashboardRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get('/api/Dashboard/GetDashboardLayout', { config: { right: viewsDashboard } }, (request) =>
    database.withTenant(request.actor.tenantId, (tx) => getDashboardLayout(tx)),
  );

  // Its filters travel in a POST body, but it only reads: read-only sessions make it too.
  app.post(
    '/api/Dashboard/GetDashboardStep/:step',
    {
      config: { right: viewsDashboard, readOnly: true },
      schema: { params: DashboardStepParams, body: DashboardStepRequest },
    },
    (request) => {
      const { step } = request.params as z.output<typeof DashboardStepParams>;
      const filters = request.body as z.output<typeof DashboardStepRequest>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        getDashboardStep(tx, request.actor, step, filters),
      );
    },
  );
}
