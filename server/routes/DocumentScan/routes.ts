import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { AppDeps } from '../../deps';
import { imageCountForDocument, imageInformationForDocument } from '../../services/documents/pageImages';

const guid = z.uuid('Validation_Guid');
const Params = z.object({ sourceDocumentId: guid });
const CountQuery = z.object({
  documentId: guid.optional(),
  documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional(),
});
const PageQuery = CountQuery.extend({
  pageNumber: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(1, 'Validation_Minimum_Value%%1')
    .default(1),
});

/** DocumentScan calls of spec 001 §7: page count and page images of a source document. */
export async function documentScanRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const signedIn = { right: { signedIn: true as const } };

  app.get(
    '/api/DocumentScan/GetImageCountForDocument/:sourceDocumentId',
    { config: signedIn, schema: { params: Params, querystring: CountQuery } },
    (request) => {
      const { sourceDocumentId } = request.params as z.output<typeof Params>;
      const query = request.query as z.output<typeof CountQuery>;
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        imageCountForDocument(tx, request.actor, { sourceDocumentId, ...query }),
      );
    },
  );

  app.get(
    '/api/DocumentScan/GetImageInformationForDocument/:sourceDocumentId',
    { config: signedIn, schema: { params: Params, querystring: PageQuery } },
    (request) => {
      const { sourceDocumentId } = request.params as z.output<typeof Params>;
      const query = request.query as z.output<typeof PageQuery>;
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        imageInformationForDocument(tx, deps.blobs, request.actor, { sourceDocumentId, ...query }),
      );
    },
  );
}
