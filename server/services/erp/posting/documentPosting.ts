import { asc, eq } from 'drizzle-orm';
import { type InvoicePosting, invoicePostingOf, type PostingRefusal } from '../../../../domain/erp/posting';
import type { BlobStore } from '../../../blobs/blobStore';
import type { Tx } from '../../../db/client';
import { blobs, type documents, invoiceLines, sourceDocuments } from '../../../db/schema/index';
import type { ErpInvoicePosting } from '../../../integrations/erp/types';

type DocumentColumns = typeof documents.$inferSelect;

/** The original file of a document (the source document's blob), as the ERP gets it attached. */
async function originalOf(tx: Tx, document: DocumentColumns) {
  if (!document.sourceDocumentId) return null;
  const [original] = await tx
    .select({ fileName: sourceDocuments.originalFileName, storageKey: blobs.storageKey })
    .from(sourceDocuments)
    .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(eq(sourceDocuments.id, document.sourceDocumentId));
  return original ?? null;
}

/** What posting a document needs from the database: the invoice to book and where its original is stored. */
export type PostingDraft =
  | {
      ok: true;
      posting: InvoicePosting;
      original: { fileName: string; storageKey: string } | null;
    }
  | PostingRefusal;

/** Reads the header, coding lines and original of a document in the caller's transaction. */
export async function postingDraftOf(tx: Tx, document: DocumentColumns): Promise<PostingDraft> {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.documentId, document.id))
    .orderBy(asc(invoiceLines.lineNumber));
  const mapped = invoicePostingOf(
    {
      Id: document.id,
      DocumentType: document.documentType,
      InvoiceType: document.invoiceType,
      RelationCode: document.relationCode,
      DocumentNumber: document.documentNumber,
      DocumentDate: document.documentDate,
      DueDate: document.dueDate,
      Currency: document.currency,
      Description: document.description,
      PaymentReference: document.paymentReference,
      NetAmount: document.netAmount,
      VatAmount: document.vatAmount,
      GrossAmount: document.grossAmount,
    },
    lines.map((line) => ({
      Description: line.description,
      GeneralLedger: line.generalLedgerAccount,
      VatCode: line.vatCode,
      NetAmount: line.netAmount,
      VatAmount: line.vatAmount,
      Quantity: line.quantity,
      UnitPrice: line.unitPrice,
      Dimension1: line.dimension1,
    })),
  );
  if (!mapped.ok) return mapped;
  return { ok: true, posting: mapped.posting, original: await originalOf(tx, document) };
}

/**
 * The posting with its original attached, read from the blob store outside any transaction. A document that never
 * had a file (typed in) is posted without one; an original that cannot be read stops the posting, never silently.
 */
export async function withOriginal(
  store: BlobStore,
  draft: Extract<PostingDraft, { ok: true }>,
  documentId: string,
): Promise<ErpInvoicePosting> {
  if (!draft.original) return { ...draft.posting, Attachment: null };
  const bytes = await store.get(draft.original.storageKey).catch(() => null);
  if (!bytes || bytes.length === 0) throw new Error('Erp_Posting_Original_Unreadable');
  return {
    ...draft.posting,
    Attachment: { FileName: draft.original.fileName || `${documentId}.pdf`, Content: bytes },
  };
}
