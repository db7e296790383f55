import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database } from '../../db/client';
import { blobs } from '../../db/schema/index';

/** Files younger than this are never swept: an import may be writing them right now. */
export const SweepGraceMs = 60 * 60 * 1000;

const Batch = 500;

/** What the sweep needs; `uploadsDir` holds the temporary files of uploads in progress. */
export type SweepDeps = { database: Database; blobs: BlobStore; uploadsDir?: string };

/** Which of these storage keys a blobs row (of any customer) still points to. */
async function referenced(database: Database, keys: string[]): Promise<Set<string>> {
  const rows = await database.withService((tx) =>
    tx.select({ storageKey: blobs.storageKey }).from(blobs).where(inArray(blobs.storageKey, keys)),
  );
  return new Set(rows.map((row) => row.storageKey));
}

async function sweepUploads(dir: string, cutoff: Date): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat || stat.mtime >= cutoff) continue;
    await fs.rm(full, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * Removes what a crash leaves behind: blob files no row references and unfinished writes, both only
 * when older than the grace period, and upload folders of requests that never finished.
 * Returns how many files and folders were removed.
 */
export async function sweepOrphanedBlobs(
  deps: SweepDeps,
  options: { now?: Date; graceMs?: number } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? SweepGraceMs));
  let removed = 0;
  let batch: string[] = [];
  const removeUnreferenced = async () => {
    const kept = await referenced(deps.database, batch);
    const orphans = batch.filter((key) => !kept.has(key));
    await Promise.all(orphans.map((key) => deps.blobs.remove(key)));
    removed += orphans.length;
    batch = [];
  };
  for await (const entry of deps.blobs.entries()) {
    if (entry.modified >= cutoff) continue;
    if (entry.temporary) {
      await deps.blobs.remove(entry.storageKey);
      removed++;
      continue;
    }
    batch.push(entry.storageKey);
    if (batch.length >= Batch) await removeUnreferenced();
  }
  if (batch.length > 0) await removeUnreferenced();
  if (deps.uploadsDir) removed += await sweepUploads(deps.uploadsDir, cutoff);
  return removed;
}
