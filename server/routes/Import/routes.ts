import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';
import { importFiles } from '../../services/import/importFiles';
import { importLimitsFrom } from '../../services/import/limits';
import { mayImport } from '../../services/import/mayImport';
import type { ImportInputFile } from '../../services/import/prepareFile';
import type { Actor } from '../../services/users/actor';
import { UploadFields } from './schema';

const uploadRight = {
  anyOf: [{ action: 'VerifyInvoice' as const }, { action: 'VerifyPackingSlip' as const }],
};

function checkedFields(actor: Actor, values: Record<string, string>): UploadFields {
  const parsed = UploadFields.safeParse(values);
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
  if (!mayImport(actor, { companyId: parsed.data.CompanyId, documentType: parsed.data.DocumentType }))
    throw forbidden();
  return parsed.data;
}

/** Reads the form: fields first, checked (and the user's right on the company) before any file is buffered. */
async function readUpload(request: FastifyRequest, maxFiles: number) {
  const values: Record<string, string> = {};
  const files: ImportInputFile[] = [];
  let fields: UploadFields | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = String(part.value);
        continue;
      }
      fields ??= checkedFields(request.actor, values);
      // Truncated at the limit + 1 byte, so the import reports the file as too large.
      files.push({ fileName: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw badRequest('Import_Too_Many_Files', [maxFiles]);
    throw error;
  }
  return { fields: fields ?? checkedFields(request.actor, values), files };
}

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
      const { fields, files } = await readUpload(request, limits.maxFiles);
      const result = await importFiles({ ...deps, limits }, request.actor, {
        companyId: fields.CompanyId,
        documentType: fields.DocumentType,
        files,
      });
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
