import type { FastifyRequest } from 'fastify';
import { forbidden, validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';
import { importRightFor, mayImport } from '../../services/import/mayImport';
import type { Actor } from '../../services/users/actor';
import { readUpload, type UploadOnDisk } from '../Import/readUpload';
import { SourceUploadFields } from './schema';

/** Fields checked before any file is read: the type's verify right, and the company when one is named. */
function checkedFields(actor: Actor, values: Record<string, string>): SourceUploadFields {
  const parsed = SourceUploadFields.safeParse(values);
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
  const { CompanyId, DocumentType } = parsed.data;
  const allowed = CompanyId
    ? mayImport(actor, { companyId: CompanyId, documentType: DocumentType })
    : actor.actionRights.has(importRightFor(DocumentType));
  if (!allowed) throw forbidden();
  return parsed.data;
}

/** An API upload read to disk; `remove()` deletes its temporary files and must always be called. */
export type SourceUpload = UploadOnDisk<SourceUploadFields>;

/** Reads the multipart form of POST /Source/Upload with the import's reader and the source's field check. */
export function readSourceUpload(
  request: FastifyRequest,
  options: { uploadsDir: string; maxFiles: number },
): Promise<SourceUpload> {
  return readUpload(request, options, checkedFields);
}
