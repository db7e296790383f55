import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { downloadAttachment } from '../../services/documents/attachments';

const Params = z.object({ id: z.uuid('Validation_Guid') });

/** Attachment/{id}: an attachment of a visible document as base64. */
export async function attachmentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/Attachment/:id',
    { config: { right: { signedIn: true } }, schema: { params: Params } },
    (request) => {
      const { id } = request.params as z.output<typeof Params>;
      return deps.database.withTenant(request.actor.tenantId, (tx) =>
        downloadAttachment(tx, deps.blobs, request.actor, id),
      );
    },
  );
}
