import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DocumentFilter, type ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { getDetail } from '../../services/documents/detail';
import { getOrderOfDocuments } from '../../services/documents/order';
import { getOverview } from '../../services/documents/overview';
import { documentActionRoutes } from './actionRoutes';
import { documentCodingRoutes } from './codingRoutes';
import { documentExportRoutes } from './exportRoutes';
import { documentListRoutes } from './listRoutes';
import { documentPackingSlipRoutes } from './packingSlipRoutes';
import { DetailQuery, OrderQuery, parseFilter } from './schema';

// The overview's calls carry their filter in a POST body but only read: read-only sessions make them too.
const signedIn = { right: { signedIn: true as const }, readOnly: true };

/** Document calls of spec 001 §7: overview page, order, detail with navigation, lookups and lists. */
export async function documentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.post('/api/Document/GetOverview', { config: signedIn, schema: { body: DocumentFilter } }, (request) =>
    database.withTenant(request.actor.tenantId, (tx) =>
      getOverview(tx, request.actor, request.body as ParsedDocumentFilter),
    ),
  );

  app.post(
    '/api/Document/GetOrderOfDocuments',
    { config: signedIn, schema: { querystring: OrderQuery } },
    (request) => {
      const { DocumentType } = request.query as z.output<typeof OrderQuery>;
      const filter = parseFilter(request.body, DocumentType);
      return database
        .withTenant(request.actor.tenantId, (tx) => getOrderOfDocuments(tx, request.actor, filter))
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          throw new AppError(500, 'Failed_To_Retrieve_Order_Of_Documents');
        });
    },
  );

  app.post(
    '/api/Document/GetDetail',
    { config: signedIn, schema: { querystring: DetailQuery } },
    async (request, reply) => {
      const { id, method, documentType } = request.query as z.output<typeof DetailQuery>;
      const filter = parseFilter(request.body, documentType);
      const detail = await database.withTenant(request.actor.tenantId, (tx) =>
        getDetail(tx, request.actor, filter, id, method),
      );
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  await documentListRoutes(app, deps);
  await documentExportRoutes(app, deps);
  await documentActionRoutes(app, deps);
  await documentCodingRoutes(app, deps);
  await documentPackingSlipRoutes(app, deps);
}
