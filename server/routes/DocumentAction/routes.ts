import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { actionInformation } from '../../services/workflow/actionInformation';
import { actionsForDocument } from '../../services/workflow/actionsForDocument';
import { ActionsParams, ActionsQuery, InformationQuery } from './schema';

const signedIn = { right: { signedIn: true as const } };

/** DocumentAction calls of spec 001 §7: what the actor may do with a document, and what an action asks. */
export async function documentActionInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get(
    '/api/DocumentAction/GetActionsForInvoice/:id',
    { config: signedIn, schema: { params: ActionsParams, querystring: ActionsQuery } },
    (request) => {
      const { id } = request.params as z.output<typeof ActionsParams>;
      const { documentType } = request.query as z.output<typeof ActionsQuery>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        actionsForDocument(tx, request.actor, id, documentType),
      );
    },
  );

  app.get(
    '/api/DocumentAction/GetActionInformation/',
    { config: signedIn, schema: { querystring: InformationQuery } },
    (request) => {
      const query = request.query as z.output<typeof InformationQuery>;
      return database.withTenant(request.actor.tenantId, (tx) => actionInformation(tx, request.actor, query));
    },
  );
}
