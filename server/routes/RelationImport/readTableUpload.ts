import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { ImportTable } from '../../../domain/masterdata/import/index';
import { AppError, badRequest, validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';
import { readTable } from '../../services/masterdata/import/readTable';
import { PreviewFields } from './schema';

/** An upload read as a table, with its form fields and file name. */
export type TableUpload = { fields: PreviewFields; fileName: string; table: ImportTable };

function checkedFields(values: Record<string, string>): PreviewFields {
  const parsed = PreviewFields.safeParse(values);
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error, values));
  return parsed.data;
}

/** A broken body (no boundary, truncated, garbage) is the client's fault, never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
    return badRequest('Import_Too_Many_Files', [1]);
  return badRequest('Import_Invalid_Upload');
}

/**
 * Reads the form of a preview: the fields first, checked (and the user's right, by `authorize`) before the file
 * is read; the file is streamed to a temporary file, read as a table and removed again.
 */
export async function readTableUpload(
  request: FastifyRequest,
  options: { dir: string; maxFileBytes: number; authorize: (fields: PreviewFields) => Promise<void> },
): Promise<TableUpload> {
  if (!request.isMultipart()) throw badRequest('Import_Invalid_Upload');
  const filePath = path.join(options.dir, `${randomUUID()}.upload`);
  const values: Record<string, string> = {};
  let upload: { fields: PreviewFields; fileName: string } | null = null;
  try {
    await fs.mkdir(options.dir, { recursive: true });
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        values[part.fieldname] = String(part.value);
        continue;
      }
      const fields = checkedFields(values);
      await options.authorize(fields);
      await pipeline(part.file, createWriteStream(filePath));
      if (part.file.truncated)
        throw badRequest('Import_File_Too_Large', [Math.round(options.maxFileBytes / 1024 / 1024)]);
      upload = { fields, fileName: part.filename };
    }
    if (!upload) {
      checkedFields(values);
      throw badRequest('Import_No_Files');
    }
    return { ...upload, table: await readTable(filePath) };
  } catch (error) {
    throw uploadError(error);
  } finally {
    await fs.rm(filePath, { force: true });
  }
}
