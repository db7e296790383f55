import { and, asc, eq } from 'drizzle-orm';
import type { UblAttachment } from '../../../../domain/erp/ubl/index';
import type { BlobStore } from '../../../blobs/blobStore';
import type { Tx } from '../../../db/client';
import { blobs, documentAttachments, sourceDocuments } from '../../../db/schema/index';

/** The largest file embedded: the reader of a UBL takes at most 20 MB of XML, and base64 adds a third. */
export const MaxEmbeddedBytes = 10 * 1024 * 1024;

const startsWith = (bytes: Buffer, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The EN 16931 mime code of a file by its content (BR-CL-24 allows PDF, PNG and JPEG among others), or null
 * for anything else: an e-mail, or the e-invoice XML Ledgerline received, is no supporting document.
 */
export function embeddableMimeCode(bytes: Buffer): string | null {
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

async function fileOf(store: BlobStore, fileName: string, storageKey: string): Promise<UblAttachment | null> {
  const bytes = await store.get(storageKey).catch(() => null);
  if (!bytes || bytes.length === 0 || bytes.length > MaxEmbeddedBytes) return null;
  const mimeCode = embeddableMimeCode(bytes);
  return mimeCode ? { FileName: fileName, MimeCode: mimeCode, Base64: bytes.toString('base64') } : null;
}

/**
 * What the UBL embeds as the original: the document's original file when it is a PDF or image, else (an
 * e-invoice received as XML) the first PDF attached to the document — the invoice's own rendering.
 */
export async function ublOriginal(
  tx: Tx,
  store: BlobStore,
  document: { id: string; sourceDocumentId: string | null },
): Promise<UblAttachment | null> {
  if (document.sourceDocumentId) {
    const [original] = await tx
      .select({ fileName: sourceDocuments.originalFileName, storageKey: blobs.storageKey })
      .from(sourceDocuments)
      .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
      .where(eq(sourceDocuments.id, document.sourceDocumentId));
    const file = original && (await fileOf(store, original.fileName || 'original.pdf', original.storageKey));
    if (file) return file;
  }
  const [attached] = await tx
    .select({ fileName: documentAttachments.fileName, storageKey: blobs.storageKey })
    .from(documentAttachments)
    .innerJoin(blobs, eq(blobs.id, documentAttachments.blobId))
    .where(
      and(
        eq(documentAttachments.documentId, document.id),
        eq(documentAttachments.contentType, 'application/pdf'),
      ),
    )
    .orderBy(asc(documentAttachments.createdAt))
    .limit(1);
  return attached ? fileOf(store, attached.fileName, attached.storageKey) : null;
}
