import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { uploadsDirOf } from '../../config';
import type { AppDeps } from '../../deps';
import { importFiles } from '../../services/import/importFiles';
import { importLimitsFrom } from '../../services/import/limits';
import { importUploadFields, readUpload } from './readUpload';

const uploadRight = {
  anyOf: [{ action: 'VerifyInvoice' as const }, { action: 'VerifyPackingSlip' as const }],
};

/** POST /api/Import/Upload: multipart CompanyId, DocumentType and one or more `file` parts. */
export async function importRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const limits = importLimitsFrom();
  // Encapsulated: multipart parsing and its limits belong to this controller only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles + 1, fields: 10, fieldSize: 1024 },
    });
    scope.post('/api/Import/Upload', { config: { right: uploadRight } }, async (request, reply) => {
      const uploadsDir = uploadsDirOf(deps.config);
      const upload = await readUpload(request, { uploadsDir, maxFiles: limits.maxFiles }, importUploadFields);
      // Removed before the answer: nothing of the upload outlives its request.
      const result = await importFiles({ ...deps, limits }, request.actor, {
        companyId: upload.fields.CompanyId,
        documentType: upload.fields.DocumentType,
        files: upload.files,
      }).finally(() => upload.remove());
      const Documents = result.Documents.map(({ Id, DocumentType, FileName }) => ({
        Id,
        DocumentType,
        FileName,
      }));
      const Errors = result.Errors.map(({ FileName, Message }) => ({ FileName, Message }));
      if (Documents.length === 0) {
        const first = result.Errors[0];
        return reply
          .status(400)
          .send({ Message: first.Message, Code: first.key, Status: 400, Documents, Errors });
      }
      return reply.status(201).send({ Documents, Errors });
    });
  });
}
