import { and, eq } from 'drizzle-orm';
import { EInvoiceReadError } from '../../../domain/einvoice/errors';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import type { BlobStore } from '../../blobs/blobStore';
import { readEInvoiceFile } from '../../capture/einvoice/index';
import { validateEInvoiceXmlRemembered } from '../../capture/einvoice-validation/index';
import type { Database, Tx } from '../../db/client';
import { blobs, documents, sourceDocuments } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleDocumentsOfAnyType } from '../../policies/document';
import type { Actor } from '../../services/users/actor';

/** The key answered when a visible document has no electronic original. */
export const NoElectronicInvoiceKey = 'Document_No_Electronic_Invoice';

/** The storage key and file name of a visible document's original; 404 Document_Not_Found otherwise. */
async function loadOriginal(tx: Tx, actor: Actor, documentId: string) {
  const [row] = await tx
    .select({
      storageKey: blobs.storageKey,
      fileName: sourceDocuments.originalFileName,
      isElectronic: documents.isElectronic,
    })
    .from(documents)
    .leftJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
    .leftJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(and(eq(documents.id, documentId), visibleDocumentsOfAnyType(actor)));
  if (!row) throw notFound('Document_Not_Found');
  return row;
}

/**
 * The Electronic invoice of a visible document, read from its original (the XML, or a PDF with the
 * XML embedded) with Validation filled. 404 when the document has no electronic original.
 */
export async function loadElectronicInvoice(
  deps: { database: Database; blobs: BlobStore },
  actor: Actor,
  documentId: string,
): Promise<ElectronicInvoice> {
  // Reading and validating happen after the transaction: the XSD and rules take a while on long invoices (seconds per
  // thousand lines), so the verdict is remembered for the next time the document is opened.
  const original = await deps.database.withTenant(actor.tenantId, (tx) =>
    loadOriginal(tx, actor, documentId),
  );
  if (!original.isElectronic || !original.storageKey) throw notFound(NoElectronicInvoiceKey);
  const bytes = await deps.blobs.get(original.storageKey);
  try {
    const read = await readEInvoiceFile(bytes, original.fileName ?? undefined);
    return { ...read.invoice, Validation: await validateEInvoiceXmlRemembered(read.xml) };
  } catch (error) {
    // An original that turns out not to hold a readable invoice has no preview, which is not a server fault.
    if (error instanceof EInvoiceReadError) throw notFound(NoElectronicInvoiceKey);
    throw error;
  }
}
