import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where file contents live; rows in the blobs table point here by storage key. */
export type BlobStore = {
  /** Stores bytes under a content-addressed key and returns the key; storing the same bytes twice is harmless. */
  put(tenantId: string, bytes: Uint8Array): Promise<{ storageKey: string; sha256: string; size: number }>;
  /** The bytes stored under a key; throws when they are missing. */
  get(storageKey: string): Promise<Buffer>;
  /** Removes stored bytes (used to clean up after a failed import). */
  remove(storageKey: string): Promise<void>;
};

/** A blob store on the local filesystem under `root` (default DATA_DIR/blobs), written atomically. */
export function fileBlobStore(root: string): BlobStore {
  const fullPath = (storageKey: string) => {
    const resolved = path.resolve(root, storageKey);
    if (!resolved.startsWith(path.resolve(root) + path.sep))
      throw new Error('storage key outside the blob store');
    return resolved;
  };
  return {
    async put(tenantId, bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const storageKey = path.join(tenantId, sha256.slice(0, 2), sha256);
      const target = fullPath(storageKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const exists = await fs.stat(target).then(
        (stat) => stat.size === bytes.length,
        () => false,
      );
      if (!exists) {
        const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, target);
      }
      return { storageKey, sha256, size: bytes.length };
    },
    get: (storageKey) => fs.readFile(fullPath(storageKey)),
    async remove(storageKey) {
      await fs.rm(fullPath(storageKey), { force: true });
    },
  };
}
