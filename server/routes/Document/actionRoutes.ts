import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireVisibleDocument } from '../../services/documents/access';
import { noQueuedErpActions, sendQueuedErpActions } from '../../services/erp/actions/queuedErpActions';
import { releaseLock, takeLock } from '../../services/workflow/locks';
import { performAction } from '../../services/workflow/performAction';
import { performBulkAction } from '../../services/workflow/performBulkAction';
import { ActionIdParams, NewActionBody, NewActionsBody } from './actionSchema';

const signedIn = { right: { signedIn: true as const } };

/** Document calls of the workflow: perform an action (one or many documents), take and release the lock. */
export async function documentActionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  // A Post through the ERP queues an ERP action: its job is sent once the action's row is committed.
  app.post(
    '/api/Document/PostNewAction',
    { config: signedIn, schema: { body: NewActionBody } },
    async (request) => {
      const queued = noQueuedErpActions(request.actor.tenantId);
      const result = await database.withTenant(request.actor.tenantId, (tx) => {
        queued.ids.length = 0;
        return performAction(tx, request.actor, request.body as z.output<typeof NewActionBody>, queued);
      });
      await sendQueuedErpActions(deps.jobs, queued);
      return result;
    },
  );

  app.post(
    '/api/Document/PostNewActions',
    { config: signedIn, schema: { body: NewActionsBody } },
    async (request) => {
      const queued = noQueuedErpActions(request.actor.tenantId);
      const result = await database.withTenant(request.actor.tenantId, (tx) => {
        queued.ids.length = 0;
        return performBulkAction(tx, request.actor, request.body as z.output<typeof NewActionsBody>, queued);
      });
      await sendQueuedErpActions(deps.jobs, queued);
      return result;
    },
  );

  app.put('/api/Document/Lock/:id', { config: signedIn, schema: { params: ActionIdParams } }, (request) => {
    const { id } = request.params as z.output<typeof ActionIdParams>;
    return database.withTenant(request.actor.tenantId, async (tx) => {
      await requireVisibleDocument(tx, request.actor, id);
      return takeLock(tx, request.actor, id);
    });
  });

  app.put('/api/Document/Unlock/:id', { config: signedIn, schema: { params: ActionIdParams } }, (request) => {
    const { id } = request.params as z.output<typeof ActionIdParams>;
    return database.withTenant(request.actor.tenantId, async (tx) => {
      await requireVisibleDocument(tx, request.actor, id);
      await releaseLock(tx, request.actor, id);
      return { IsLocked: false, LockedUntil: null };
    });
  });
}
