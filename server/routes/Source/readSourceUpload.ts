import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';
import type { ImportFileOnDisk } from '../../services/import/importFiles';
import { importRightFor, mayImport } from '../../services/import/mayImport';
import type { Actor } from '../../services/users/actor';
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
export type SourceUpload = { fields: SourceUploadFields; files: ImportFileOnDisk[]; remove(): Promise<void> };

/**
 * Reads the multipart form of POST /Source/Upload like the import upload does: fields first and
 * checked, then every file streamed to a temporary file. A broken body is a 400, never a 500.
 */
export async function readSourceUpload(
  request: FastifyRequest,
  options: { uploadsDir: string; maxFiles: number },
): Promise<SourceUpload> {
  if (!request.isMultipart()) throw badRequest('Import_Invalid_Upload');
  const dir = path.join(options.uploadsDir, randomUUID());
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  const values: Record<string, string> = {};
  const files: ImportFileOnDisk[] = [];
  let fields: SourceUploadFields | null = null;
  try {
    await fs.mkdir(dir, { recursive: true });
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = String(part.value);
        continue;
      }
      fields ??= checkedFields(request.actor, values);
      const filePath = path.join(dir, String(files.length));
      await pipeline(part.file, createWriteStream(filePath));
      const { size } = await fs.stat(filePath);
      files.push({ fileName: part.filename, path: filePath, size });
    }
    return { fields: fields ?? checkedFields(request.actor, values), files, remove };
  } catch (error) {
    await remove();
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw badRequest('Import_Too_Many_Files', [options.maxFiles]);
    throw badRequest('Import_Invalid_Upload');
  }
}
