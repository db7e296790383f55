import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { AppDeps } from '../../deps';
import { lineColumnsOfCompany } from '../../services/documents/lineColumns';
import { linesOfDocument } from '../../services/documents/lines';

const guid = z.uuid('Validation_Guid');
const LinesQuery = z.object({
  documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional(),
  /** Accepted for the spec's call; the document's own company decides. */
  companyId: guid.optional(),
  isPostedInErp: z.stringbool().optional(),
});

/** InvoiceLine calls of spec 001 §7: a document's lines and a company's line columns. */
export async function invoiceLineRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const signedIn = { right: { signedIn: true as const } };

  app.get(
    '/api/InvoiceLine/GetByInvoiceId/:id',
    { config: signedIn, schema: { params: z.object({ id: guid }), querystring: LinesQuery } },
    (request) => {
      const { id } = request.params as { id: string };
      const { documentType } = request.query as z.output<typeof LinesQuery>;
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        linesOfDocument(tx, request.actor, id, documentType),
      );
    },
  );

  app.get(
    '/api/InvoiceLine/GetInvoiceLineColumns/:companyId',
    { config: signedIn, schema: { params: z.object({ companyId: guid }) } },
    (request) => {
      const { companyId } = request.params as { companyId: string };
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        lineColumnsOfCompany(tx, request.actor, companyId),
      );
    },
  );
}
