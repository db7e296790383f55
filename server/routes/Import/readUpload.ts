import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, forbidden, validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';
import type { ImportFileOnDisk } from '../../services/import/importFiles';
import { mayImport } from '../../services/import/mayImport';
import type { Actor } from '../../services/users/actor';
import { UploadFields } from './schema';

/** The import upload's fields, and the user's right on its company. */
export function importUploadFields(actor: Actor, values: Record<string, string>): UploadFields {
  const parsed = UploadFields.safeParse(values);
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
  if (!mayImport(actor, { companyId: parsed.data.CompanyId, documentType: parsed.data.DocumentType }))
    throw forbidden();
  return parsed.data;
}

/** A broken body (no boundary, truncated, garbage) is the client's fault, never a 500. */
function uploadError(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
    return badRequest('Import_Too_Many_Files', [maxFiles]);
  return badRequest('Import_Invalid_Upload');
}

/** An upload read to disk; `remove()` deletes its temporary files and must always be called. */
export type UploadOnDisk<F = UploadFields> = {
  fields: F;
  files: ImportFileOnDisk[];
  remove(): Promise<void>;
};

/** Checks the form's fields (and the user's right) before any file is read; throws to refuse. */
export type UploadFieldCheck<F> = (actor: Actor, values: Record<string, string>) => F;

/**
 * Reads the form: fields first, checked by `check` before any file is read; every file is streamed to a
 * temporary file, so a large upload never sits in memory.
 */
export async function readUpload<F>(
  request: FastifyRequest,
  options: { uploadsDir: string; maxFiles: number },
  check: UploadFieldCheck<F>,
): Promise<UploadOnDisk<F>> {
  if (!request.isMultipart()) throw badRequest('Import_Invalid_Upload');
  const dir = path.join(options.uploadsDir, randomUUID());
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  const values: Record<string, string> = {};
  const files: ImportFileOnDisk[] = [];
  let fields: F | null = null;
  try {
    await fs.mkdir(dir, { recursive: true });
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = String(part.value);
        continue;
      }
      fields ??= check(request.actor, values);
      const filePath = path.join(dir, String(files.length));
      // Truncated at the limit + 1 byte, so the import reports the file as too large.
      await pipeline(part.file, createWriteStream(filePath));
      const { size } = await fs.stat(filePath);
      files.push({ fileName: part.filename, path: filePath, size });
    }
    return { fields: fields ?? check(request.actor, values), files, remove };
  } catch (error) {
    await remove();
    throw uploadError(error, options.maxFiles);
  }
}
