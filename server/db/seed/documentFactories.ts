import type { BlobStore } from '../../blobs/blobStore';
import { nextSourceNumber } from '../../services/import/storeImport';
import type { Database, Tx } from '../client';
import {
  blobs,
  documentAttachments,
  documentHistory,
  documents,
  invoiceLines,
  pageImages,
  sourceDocuments,
  sources,
} from '../schema/index';

type DocumentColumns = Omit<typeof documents.$inferInsert, 'tenantId'>;

/** A file for the blob store. */
export type FactoryFile = { fileName: string; bytes: Uint8Array; contentType?: string };

/** What a test document has besides its columns: history, lines, an original, pages, attachments. */
export type DocumentOptions = Partial<DocumentColumns> & {
  companyId: string;
  history?: Array<{ action: string; status?: string; userId?: string | null; at?: string; remark?: string }>;
  lines?: Array<Partial<Omit<typeof invoiceLines.$inferInsert, 'tenantId' | 'documentId'>>>;
  /** Needed for original, pages and attachments: where their bytes go. */
  blobs?: BlobStore;
  original?: FactoryFile;
  /** JPEG bytes per page, rendered pages of the source document. */
  pages?: Uint8Array[];
  attachments?: FactoryFile[];
};

async function storeBlob(
  tx: Tx,
  store: BlobStore | undefined,
  tenantId: string,
  file: FactoryFile,
): Promise<string> {
  if (!store) throw new Error('buildDocument needs `blobs` to store files');
  const stored = await store.put(tenantId, file.bytes);
  const [row] = await tx
    .insert(blobs)
    .values({ tenantId, ...stored, contentType: file.contentType ?? 'application/pdf' })
    .returning({ id: blobs.id });
  return row.id;
}

/** A source with one source document holding the original and the rendered pages, as the import writes them. */
async function buildSourceDocument(tx: Tx, tenantId: string, options: DocumentOptions): Promise<string> {
  const next = await nextSourceNumber(tx, tenantId);
  const originalBlobId = options.original
    ? await storeBlob(tx, options.blobs, tenantId, options.original)
    : null;
  const [source] = await tx
    .insert(sources)
    .values({
      tenantId,
      sourceNumber: next,
      companyId: options.companyId,
      documentType: options.documentType ?? 'PurchaseInvoice',
      status: 'Converted',
      originalBlobIds: originalBlobId ? [originalBlobId] : [],
      originalFileNames: options.original ? [options.original.fileName] : [],
    })
    .returning({ id: sources.id });
  const [sourceDocument] = await tx
    .insert(sourceDocuments)
    .values({
      tenantId,
      sourceId: source.id,
      originalBlobId,
      originalFileName: options.original?.fileName ?? '',
      pageCount: options.pages?.length ?? 0,
    })
    .returning({ id: sourceDocuments.id });
  for (const [index, bytes] of (options.pages ?? []).entries()) {
    const blobId = await storeBlob(tx, options.blobs, tenantId, {
      fileName: `page${index + 1}.jpg`,
      bytes,
      contentType: 'image/jpeg',
    });
    await tx.insert(pageImages).values({
      tenantId,
      sourceDocumentId: sourceDocument.id,
      pageNumber: index + 1,
      blobId,
      width: 10,
      height: 14,
    });
  }
  return sourceDocument.id;
}

/** A packing slip with a negative quantity on a line has returned goods (has_returns). */
function hasReturnedLine(documentType: string | undefined, lines: DocumentOptions['lines']): boolean {
  return documentType === 'PackingSlip' && (lines ?? []).some((line) => (line.quantity ?? 1) < 0);
}

/** Creates a document of a tenant with the given columns and parts; answers its id. */
export async function buildDocument(
  database: Database,
  tenantId: string,
  options: DocumentOptions,
): Promise<string> {
  const { history, lines, blobs: _store, original, pages, attachments, ...columns } = options;
  return database.withTenant(tenantId, async (tx) => {
    const sourceDocumentId =
      original || pages
        ? await buildSourceDocument(tx, tenantId, options)
        : (columns.sourceDocumentId ?? null);
    const [row] = await tx
      .insert(documents)
      .values({
        documentType: 'PurchaseInvoice',
        documentDate: '2024-03-01',
        // A test document's coding is in order unless the test says otherwise: approving and posting need it.
        codingStatus: 'Valid',
        hasReturns: hasReturnedLine(columns.documentType, lines),
        ...columns,
        tenantId,
        sourceDocumentId,
        numberOfAttachments: attachments?.length ?? columns.numberOfAttachments ?? 0,
      })
      .returning({ id: documents.id });
    for (const entry of history ?? []) {
      await tx.insert(documentHistory).values({
        tenantId,
        documentId: row.id,
        action: entry.action,
        status: entry.status ?? columns.status ?? 'Imported',
        userId: entry.userId ?? null,
        remark: entry.remark ?? '',
        ...(entry.at ? { at: entry.at } : {}),
      });
    }
    for (const [index, line] of (lines ?? []).entries()) {
      await tx.insert(invoiceLines).values({ lineNumber: index + 1, ...line, tenantId, documentId: row.id });
    }
    for (const file of attachments ?? []) {
      const blobId = await storeBlob(tx, options.blobs, tenantId, file);
      await tx.insert(documentAttachments).values({
        tenantId,
        documentId: row.id,
        blobId,
        fileName: file.fileName,
        contentType: file.contentType ?? 'application/pdf',
        size: file.bytes.length,
      });
    }
    return row.id;
  });
}
