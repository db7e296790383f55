import { eq } from 'drizzle-orm';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import type { BlobStore } from '../../blobs/blobStore';
import { readEInvoiceFile } from '../../capture/einvoice/read';
import type { Tx } from '../../db/client';
import { blobs, sourceDocuments } from '../../db/schema/index';

/** The e-invoice an electronic document was imported from, read from its original; null when unreadable. */
export async function einvoiceOfDocument(
  tx: Tx,
  store: BlobStore,
  document: { isElectronic: boolean; sourceDocumentId: string | null },
): Promise<ElectronicInvoice | null> {
  if (!document.isElectronic || !document.sourceDocumentId) return null;
  const [original] = await tx
    .select({ storageKey: blobs.storageKey, fileName: sourceDocuments.originalFileName })
    .from(sourceDocuments)
    .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(eq(sourceDocuments.id, document.sourceDocumentId));
  if (!original) return null;
  try {
    return (await readEInvoiceFile(await store.get(original.storageKey), original.fileName ?? undefined))
      .invoice;
  } catch {
    return null;
  }
}
