import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RemoveFromWorkflowBody } from '../../../domain/entities/companyRemoval';
import type { AppDeps } from '../../deps';
import { removalImpact, removeFromWorkflow } from '../../services/companies/removeFromWorkflow';

const IdParams = z.object({ id: z.uuid('Validation_Guid') });
const removes = { right: { action: 'RemoveCompanyFromWorkflow' as const } };

/** Removing a company from the workflow (/customize-environment/delete-company): its impact, then the removal. */
export async function companyRemovalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get(
    '/api/Company/RemoveFromWorkflow/:id/Impact',
    { config: removes, schema: { params: IdParams } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      return database.withTenant(request.actor.tenantId, (tx) => removalImpact(tx, request.actor, id));
    },
  );

  app.post(
    '/api/Company/RemoveFromWorkflow/:id',
    { config: removes, schema: { params: IdParams, body: RemoveFromWorkflowBody } },
    (request) => {
      const { id } = request.params as z.output<typeof IdParams>;
      const { ConfirmName } = request.body as z.output<typeof RemoveFromWorkflowBody>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        removeFromWorkflow(tx, request.actor, id, ConfirmName),
      );
    },
  );
}
