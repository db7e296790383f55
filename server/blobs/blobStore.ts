import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A file in the blob store as the clean-up sees it: its key, last change and whether it is an unfinished write. */
export type BlobEntry = { storageKey: string; modified: Date; temporary: boolean };

/** Where file contents live; rows in the blobs table point here by storage key. */
export type BlobStore = {
  /** Stores bytes under a content-addressed key and returns the key; storing the same bytes twice is harmless. */
  put(tenantId: string, bytes: Uint8Array): Promise<{ storageKey: string; sha256: string; size: number }>;
  /** The bytes stored under a key; throws when they are missing. */
  get(storageKey: string): Promise<Buffer>;
  /** Removes stored bytes (used to clean up after a failed import). */
  remove(storageKey: string): Promise<void>;
  /** Every file in the store, unfinished writes included (for the orphan sweep). */
  entries(): AsyncIterable<BlobEntry>;
};

const TemporarySuffix = '.tmp';

/** A blob store on the local filesystem under `root` (default DATA_DIR/blobs), written atomically. */
export function fileBlobStore(root: string): BlobStore {
  const fullPath = (storageKey: string) => {
    const resolved = path.resolve(root, storageKey);
    if (!resolved.startsWith(path.resolve(root) + path.sep))
      throw new Error('storage key outside the blob store');
    return resolved;
  };
  const sameSize = (target: string, size: number) =>
    fs.stat(target).then(
      (stat) => stat.size === size,
      () => false,
    );
  return {
    async put(tenantId, bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const storageKey = path.join(tenantId, sha256.slice(0, 2), sha256);
      const target = fullPath(storageKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      if (await sameSize(target, bytes.length)) {
        // Fresh again: the orphan sweep only removes files untouched for its grace period.
        const now = new Date();
        await fs.utimes(target, now, now).catch(() => undefined);
      } else {
        // Unique per write: identical pages of one file are stored in parallel under the same key.
        const temporary = `${target}.${randomBytes(8).toString('hex')}${TemporarySuffix}`;
        try {
          await fs.writeFile(temporary, bytes);
          await fs.rename(temporary, target);
        } catch (error) {
          await fs.rm(temporary, { force: true });
          // Another write of the same content won the race: the key holds these very bytes.
          if (!(await sameSize(target, bytes.length))) throw error;
        }
      }
      return { storageKey, sha256, size: bytes.length };
    },
    get: (storageKey) => fs.readFile(fullPath(storageKey)),
    async remove(storageKey) {
      await fs.rm(fullPath(storageKey), { force: true });
    },
    async *entries() {
      const files = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const file of files) {
        if (!file.isFile()) continue;
        const absolute = path.join(file.parentPath, file.name);
        const stat = await fs.stat(absolute).catch(() => null);
        if (!stat) continue;
        yield {
          storageKey: path.relative(root, absolute),
          modified: stat.mtime,
          temporary: file.name.endsWith(TemporarySuffix),
        };
      }
    },
  };
}
