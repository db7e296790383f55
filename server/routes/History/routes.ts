import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { AppDeps } from '../../deps';
import { historyOfDocument } from '../../services/documents/history';

const Params = z.object({ id: z.uuid('Validation_Guid') });
const Query = z.object({ documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional() });

/** History/GetByInvoiceId (spec 001 §7): a document's history, newest first. */
export async function historyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/History/GetByInvoiceId/:id',
    { config: { right: { signedIn: true } }, schema: { params: Params, querystring: Query } },
    (request) => {
      const { id } = request.params as z.output<typeof Params>;
      const { documentType } = request.query as z.output<typeof Query>;
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        historyOfDocument(tx, request.actor, id, documentType),
      );
    },
  );
}
