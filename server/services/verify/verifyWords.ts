import { eq } from 'drizzle-orm';
import type { Box } from '../../../domain/recognition/types';
import type { BlobStore } from '../../blobs/blobStore';
import { RecognitionReadError, readWordsOf } from '../../capture/recognition/index';
import type { Tx } from '../../db/client';
import { blobs, sourceDocuments } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { requireVerifyDocument } from './scope';

/** A word on a page of a verify document (Verify/GetVerifyRecordWords/{id}). */
export type VerifyWord = { Page: number; Text: string; Box: Box };

/**
 * The words of recently opened documents by the storage key of their original file (content-addressed, so a key
 * always stands for the same words). Reading a scan again takes OCR: a verifier opening a document twice, or the
 * list's next document being prefetched, reads it once.
 */
const recent = new Map<string, Promise<VerifyWord[]>>();
const RecentLimit = 32;

async function wordsOfFile(blobStore: BlobStore, storageKey: string): Promise<VerifyWord[]> {
  const bytes = await blobStore.get(storageKey);
  try {
    const { pages } = await readWordsOf(bytes, 'auto');
    return pages.flatMap((page) =>
      page.Words.map((word) => ({ Page: page.Page, Text: word.Text, Box: word.Box })),
    );
  } catch (error) {
    // An XML e-invoice or an unreadable file has no words on a page to point at.
    if (error instanceof RecognitionReadError) return [];
    throw error;
  }
}

/**
 * Verify/GetVerifyRecordWords/{id}: the words of the document's pages in reading order, each with its page and box
 * (fractions of the upright page, as the recognised fields' boxes), for picking a value on the page. The same
 * access check as the recognised fields: 404 Document_Not_Found for a document not on the caller's verify list.
 */
export async function verifyRecordWords(
  inTenant: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
  blobStore: BlobStore,
  actor: Actor,
  id: string,
): Promise<VerifyWord[]> {
  const storageKey = await inTenant(async (tx) => {
    const document = await requireVerifyDocument(tx, actor, id);
    if (!document.sourceDocumentId) return null;
    const [row] = await tx
      .select({ storageKey: blobs.storageKey })
      .from(sourceDocuments)
      .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
      .where(eq(sourceDocuments.id, document.sourceDocumentId));
    return row?.storageKey ?? null;
  });
  if (!storageKey) return [];
  const known = recent.get(storageKey);
  if (known) {
    // Most recently used last: the oldest entry is dropped first.
    recent.delete(storageKey);
    recent.set(storageKey, known);
    return known;
  }
  const reading = wordsOfFile(blobStore, storageKey);
  recent.set(storageKey, reading);
  reading.catch(() => recent.delete(storageKey));
  while (recent.size > RecentLimit) recent.delete(recent.keys().next().value as string);
  return reading;
}
