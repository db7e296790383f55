import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { AppDeps } from '../../deps';
import { downloadOriginal } from '../../services/documents/originals';

const Params = z.object({ id: z.uuid('Validation_Guid') });
const Query = z.object({ documentType: z.enum(OverviewDocumentTypes, 'Validation_In_List').optional() });

/** File/GetOriginalDocument (spec 001 §7): the original as base64 with its content type. */
export async function fileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/File/GetOriginalDocument/:id',
    { config: { right: { signedIn: true } }, schema: { params: Params, querystring: Query } },
    (request) => {
      const { id } = request.params as z.output<typeof Params>;
      const { documentType } = request.query as z.output<typeof Query>;
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        downloadOriginal(tx, deps.blobs, request.actor, id, documentType),
      );
    },
  );
}
