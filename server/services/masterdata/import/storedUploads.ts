import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImportTable, ImportTarget } from '../../../../domain/masterdata/import/index';
import type { Config } from '../../../config';
import { notFound } from '../../../errors';

// Between preview and import the file waits on disk as the table the preview read, so the import takes exactly
// the rows that were previewed without the browser sending the file again or reading an XLSX twice. DATA_DIR is
// shared by every instance (the blob store lives there too), so any instance may take the import.

/** How long an upload waits for its import; older ones are swept at the next preview. */
export const UploadLifetimeMs = 60 * 60 * 1000;

/** Who uploaded what, for which company and target. */
export type UploadMeta = {
  tenantId: string;
  userId: string;
  companyId: string;
  target: ImportTarget;
  fileName: string;
};

/** An upload read and kept for its import. */
export type StoredUpload = { meta: UploadMeta; table: ImportTable };

/** Where uploads wait between preview and import. */
export const relationImportDirOf = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'tmp', 'relation-import');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileOf = (dir: string, uploadId: string) => path.join(dir, `${uploadId.toLowerCase()}.json`);

/** Keeps an upload's table; written to a temporary name and renamed, so a reader never sees half a file. */
export async function storeUpload(dir: string, upload: StoredUpload): Promise<string> {
  const uploadId = randomUUID();
  await fs.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `${uploadId}.tmp`);
  await fs.writeFile(temporary, JSON.stringify(upload));
  await fs.rename(temporary, fileOf(dir, uploadId));
  return uploadId;
}

/**
 * The upload of this user, for this company and target, while it has not expired; anything else is
 * 404 Import_Upload_Not_Found (another user's upload included, without saying it exists).
 */
export async function loadUpload(
  dir: string,
  uploadId: string,
  expected: Omit<UploadMeta, 'fileName'>,
  now = Date.now(),
): Promise<StoredUpload> {
  const missing = notFound('Import_Upload_Not_Found');
  if (!uuid.test(uploadId)) throw missing;
  const file = fileOf(dir, uploadId);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat || now - stat.mtimeMs > UploadLifetimeMs) throw missing;
  const upload = JSON.parse(await fs.readFile(file, 'utf8')) as StoredUpload;
  const { meta } = upload;
  if (
    meta.tenantId !== expected.tenantId ||
    meta.userId !== expected.userId ||
    meta.companyId !== expected.companyId ||
    meta.target !== expected.target
  )
    throw missing;
  return upload;
}

/** Removes an upload once it is imported. */
export async function removeUpload(dir: string, uploadId: string): Promise<void> {
  if (uuid.test(uploadId)) await fs.rm(fileOf(dir, uploadId), { force: true });
}

/** Removes uploads (and unfinished writes) older than their lifetime; returns how many. */
export async function sweepUploads(dir: string, now = Date.now()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || now - stat.mtimeMs <= UploadLifetimeMs) continue;
    await fs.rm(file, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
