import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { presentWorkflow } from '../../../domain/workflow/tenantWorkflow';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import {
  saveStatusActions,
  saveStatusFilters,
  storedWorkflowOf,
} from '../../services/workflowSettings/tenantWorkflow';
import { StatusActionsBody, StatusFiltersBody, VersionQuery } from './schema';

const readsWorkflow = {
  right: {
    anyOf: [
      { view: 'Statuses' },
      { view: 'Actions' },
      { view: 'StatusActions' },
      { view: 'StatusFilters' },
      { view: 'CustomizeSettings' },
    ],
  } satisfies RouteRight,
};
const editsStatusActions = {
  right: { allOf: [{ view: 'StatusActions' }, { action: 'SettingsEdit' }] } satisfies RouteRight,
};
const editsStatusFilters = {
  right: { allOf: [{ view: 'StatusFilters' }, { action: 'SettingsEdit' }] } satisfies RouteRight,
};

/**
 * The customer environment's workflow (issue 10 §8): read whole, and its status-action rows and status
 * filters saved or put back to the default, each checked (validateWorkflow) and against the version read.
 */
export async function workflowRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get('/api/Workflow', { config: readsWorkflow }, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => presentWorkflow(await storedWorkflowOf(tx))),
  );

  app.put(
    '/api/Workflow/StatusActions',
    { config: editsStatusActions, schema: { body: StatusActionsBody } },
    (request) => {
      const body = request.body as z.output<typeof StatusActionsBody>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        presentWorkflow(await saveStatusActions(tx, request.actor, body.Version, body.StatusActions)),
      );
    },
  );

  app.delete(
    '/api/Workflow/StatusActions',
    { config: editsStatusActions, schema: { querystring: VersionQuery } },
    (request) => {
      const { version } = request.query as z.output<typeof VersionQuery>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        presentWorkflow(await saveStatusActions(tx, request.actor, version, null)),
      );
    },
  );

  app.put(
    '/api/Workflow/StatusFilters',
    { config: editsStatusFilters, schema: { body: StatusFiltersBody } },
    (request) => {
      const body = request.body as z.output<typeof StatusFiltersBody>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        presentWorkflow(await saveStatusFilters(tx, request.actor, body.Version, body.StatusFilters)),
      );
    },
  );

  app.delete(
    '/api/Workflow/StatusFilters',
    { config: editsStatusFilters, schema: { querystring: VersionQuery } },
    (request) => {
      const { version } = request.query as z.output<typeof VersionQuery>;
      return database.withTenant(request.actor.tenantId, async (tx) =>
        presentWorkflow(await saveStatusFilters(tx, request.actor, version, null)),
      );
    },
  );
}
