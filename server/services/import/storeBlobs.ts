import { and, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database } from '../../db/client';
import { blobs } from '../../db/schema/index';

/** Bytes put in the blob store for one import, ready to become blobs rows. */
export type StoredBlob = { storageKey: string; sha256: string; size: number; contentType: string };

/** Puts bytes in the blob store and remembers every key, so a failed import can take them back. */
export class BlobWrites {
  private readonly keys = new Set<string>();

  constructor(
    private readonly store: BlobStore,
    private readonly tenantId: string,
  ) {}

  /** Stores bytes and returns what the blobs row needs. */
  async put(bytes: Uint8Array, contentType: string): Promise<StoredBlob> {
    const stored = await this.store.put(this.tenantId, bytes);
    this.keys.add(stored.storageKey);
    return { ...stored, contentType };
  }

  /**
   * Removes the bytes this import wrote, except those a committed blobs row points to: the store is
   * content-addressed, so the same file imported before shares its key.
   */
  async undo(database: Database): Promise<void> {
    const keys = [...this.keys];
    if (keys.length === 0) return;
    const inUse = await database.withTenant(this.tenantId, (tx) =>
      tx
        .select({ storageKey: blobs.storageKey })
        .from(blobs)
        .where(and(eq(blobs.tenantId, this.tenantId), inArray(blobs.storageKey, keys))),
    );
    const kept = new Set(inUse.map((row) => row.storageKey));
    await Promise.all(keys.filter((key) => !kept.has(key)).map((key) => this.store.remove(key)));
  }
}
