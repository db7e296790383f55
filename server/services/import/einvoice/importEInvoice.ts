import { createHash } from 'node:crypto';
import { DefaultPageRenderOptions } from '../../../capture/pdf/index';
import { ImportFileError } from '../importError';
import type { ImportDeps } from '../importFiles';
import { importLimitsFrom } from '../limits';
import { openPages } from '../pageSource';
import type { ImportInputFile } from '../prepareFile';
import { BlobWrites } from '../storeBlobs';
import type { ImportContext, ImportTarget, StoredImport } from '../storeImport';
import { pdfAttachments, xmlAttachments } from './attachments';
import type { EInvoiceDocumentType } from './documentFields';
import { readUploadedEInvoice, type UploadedEInvoice } from './readUpload';
import { masterDataRelations, type RelationLookup } from './relationMatch';
import { checkNotImported, insertEInvoiceRows, type StoredEInvoice } from './storeEInvoice';

/** Import dependencies plus where relations are looked up (the company's master data unless a test says else). */
export type EInvoiceImportDeps = ImportDeps & { relations?: RelationLookup };

const isInvoiceType = (type: ImportTarget['documentType']): type is EInvoiceDocumentType =>
  type === 'PurchaseInvoice' || type === 'SalesInvoice';

/** SHA-256 of the invoice XML text (UTF-8), the same whether it came as a file or inside a PDF. */
export function electronicHashOf(xml: string): string {
  return createHash('sha256').update(xml, 'utf8').digest('hex');
}

/** The PDF's page count, refused above the limit; its pages are rendered after the commit. */
async function countPages(upload: UploadedEInvoice, file: ImportInputFile, deps: ImportDeps) {
  if (upload.kind === 'xml') return 0;
  const pages = await openPages(file.bytes, 'pdf', DefaultPageRenderOptions);
  await pages.close();
  const { maxPages } = deps.limits ?? importLimitsFrom();
  if (pages.pageCount > maxPages) throw new ImportFileError('Import_Too_Many_Pages', [maxPages]);
  return pages.pageCount;
}

/** Puts an e-invoice's original and attachments in the blob store, ready for `insertEInvoiceRows`. */
export async function putEInvoiceFiles(
  writes: BlobWrites,
  file: ImportInputFile,
  upload: UploadedEInvoice,
  hash: string,
  deps: ImportDeps,
): Promise<StoredEInvoice> {
  const pageCount = await countPages(upload, file, deps);
  const attachments = [
    ...xmlAttachments(upload.xml),
    ...(upload.kind === 'pdf' ? await pdfAttachments(file.bytes, upload.xmlFileName) : []),
  ];
  return {
    fileName: file.fileName,
    upload,
    hash,
    original: await writes.put(file.bytes, upload.kind === 'xml' ? 'application/xml' : 'application/pdf'),
    pageCount,
    attachments: await Promise.all(
      attachments.map(async (attachment) => ({
        file: attachment,
        blob: await writes.put(attachment.bytes, attachment.contentType),
      })),
    ),
  };
}

/**
 * The import pipeline's e-invoice hook: an uploaded UBL/CII XML, or a PDF with embedded invoice XML,
 * becomes a purchase or sales invoice document directly (header, lines, relation, attachments, the
 * file as original). Null when the file is no e-invoice, so the pipeline imports it as usual.
 * The same XML twice in a customer is refused with Import_Duplicate_EInvoice.
 */
export async function importEInvoiceFile(
  deps: EInvoiceImportDeps,
  context: ImportContext,
  target: ImportTarget,
  file: ImportInputFile,
): Promise<StoredImport | null> {
  const { documentType } = target;
  // Too large files and packing slips go the usual way, which refuses or handles them.
  if (!isInvoiceType(documentType)) return null;
  if (file.bytes.length > (deps.limits ?? importLimitsFrom()).maxFileBytes) return null;
  const upload = await readUploadedEInvoice(file);
  if (!upload) return null;
  const hash = electronicHashOf(upload.xml);
  // Checked before any counting or storing; checked again under a lock when the rows are written.
  await deps.database.withTenant(context.tenantId, (tx) => checkNotImported(tx, context.tenantId, hash));
  const writes = new BlobWrites(deps.blobs, context.tenantId);
  try {
    const stored = await putEInvoiceFiles(writes, file, upload, hash, deps);
    return await deps.database.withTenant(context.tenantId, (tx) =>
      insertEInvoiceRows(
        tx,
        context,
        { ...target, documentType },
        stored,
        deps.relations ?? masterDataRelations,
      ),
    );
  } catch (error) {
    await writes.undo(deps.database);
    throw error;
  }
}
