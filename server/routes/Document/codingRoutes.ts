import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CodeInvoiceInput } from '../../../domain/coding/index';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { AppDeps } from '../../deps';
import { getCodeInvoice, saveCodeInvoice } from '../../services/coding/codeInvoice';

const CodeInvoiceParams = z.object({ id: z.uuid('Validation_Guid') });
const CodeInvoiceQuery = z.object({
  documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional(),
});
const signedIn = { right: { signedIn: true as const } };

/** The coding document calls of spec 001 §7: open an invoice's coding, save it. */
export async function documentCodingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;

  app.get(
    '/api/Document/GetCodeInvoice/:id',
    { config: signedIn, schema: { params: CodeInvoiceParams, querystring: CodeInvoiceQuery } },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof CodeInvoiceParams>;
      const { documentType } = request.query as z.output<typeof CodeInvoiceQuery>;
      const coding = await database.withTenant(request.actor.tenantId, (tx) =>
        getCodeInvoice(tx, deps, request.actor, id, documentType),
      );
      return reply.header('cache-control', 'no-store').send(coding);
    },
  );

  app.put('/api/Document/CodeInvoice', { config: signedIn, schema: { body: CodeInvoiceInput } }, (request) =>
    database.withTenant(request.actor.tenantId, (tx) =>
      saveCodeInvoice(tx, deps, request.actor, request.body as z.output<typeof CodeInvoiceInput>),
    ),
  );
}
