import { and, eq, sql } from 'drizzle-orm';
import type { OriginalSourceType } from '../../../../domain/documents/enums';
import { relationPartyOf } from '../../../../domain/documents/relationParty';
import type { DeliveryType } from '../../../../domain/intake/enums';
import type { Tx } from '../../../db/client';
import {
  blobs,
  documentAttachments,
  documentHistory,
  documentRecognitions,
  documents,
  invoiceLines,
  sourceDocuments,
  sources,
} from '../../../db/schema/index';
import { publishLiveEvent } from '../../../live/publish';
import { audit } from '../../audit/audit';
import { einvoiceRecognition } from '../../recognition/einvoiceRecognition';
import type { StoredBlob } from '../storeBlobs';
import type { ImportContext, ImportedDocument, ImportTarget, StoredImport } from '../storeImport';
import { nextSourceNumber } from '../storeImport';
import type { EInvoiceAttachmentFile } from './attachments';
import {
  documentValuesOf,
  type EInvoiceDocumentType,
  EInvoiceStatus,
  invoiceLineValuesOf,
  relationKeysOf,
} from './documentFields';
import { DuplicateEInvoiceError } from './duplicate';
import type { UploadedEInvoice } from './readUpload';
import { matchRelation, type RelationLookup } from './relationMatch';

/** Everything of one e-invoice that is already in the blob store, ready for its rows. */
export type StoredEInvoice = {
  fileName: string;
  upload: UploadedEInvoice;
  hash: string;
  original: StoredBlob;
  /** Pages of the PDF (0 for XML), rendered after the commit by the render-pages job. */
  pageCount: number;
  attachments: Array<{ file: EInvoiceAttachmentFile; blob: StoredBlob }>;
};

/** Where an e-invoice came from when not uploaded: a mailbox's mail (original type Email, EmailEDI). */
export type EInvoiceOrigin = {
  originalType: OriginalSourceType;
  deliveryType: DeliveryType;
  mailboxId?: string | null;
  emailMessageId?: string | null;
  senderName?: string;
  senderEmail?: string;
  subject?: string;
};

async function insertBlob(tx: Tx, tenantId: string, blob: StoredBlob): Promise<string> {
  const [row] = await tx
    .insert(blobs)
    .values({ tenantId, ...blob })
    .returning({ id: blobs.id });
  return row.id;
}

/** Throws the duplicate error when the tenant already holds a document with this e-invoice's hash. */
export async function checkNotImported(tx: Tx, tenantId: string, hash: string): Promise<void> {
  // Serialises imports of the same XML, so two uploads at once cannot both pass the check.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${hash}))`);
  const [existing] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.electronicHash, hash)))
    .limit(1);
  if (existing) throw new DuplicateEInvoiceError();
}

async function insertSource(
  tx: Tx,
  context: ImportContext,
  target: ImportTarget,
  stored: StoredEInvoice,
  origin: EInvoiceOrigin | undefined,
) {
  const { tenantId, userId } = context;
  const sourceNumber = await nextSourceNumber(tx, tenantId);
  const originalBlobId = await insertBlob(tx, tenantId, stored.original);
  const [source] = await tx
    .insert(sources)
    .values({
      tenantId,
      sourceNumber,
      companyId: target.companyId,
      status: 'Converted',
      originalType: origin?.originalType ?? 'ElectronicDocument',
      deliveryType: origin?.deliveryType ?? 'Unknown',
      mailboxId: origin?.mailboxId ?? null,
      emailMessageId: origin?.emailMessageId ?? null,
      emailSenderName: origin?.senderName ?? '',
      senderEmail: origin?.senderEmail ?? '',
      subject: origin?.subject ?? '',
      documentType: target.documentType,
      currentUserId: userId,
      createdBy: userId,
      originalBlobIds: [originalBlobId],
      originalFileNames: [stored.fileName],
    })
    .returning({ id: sources.id });
  const [sourceDocument] = await tx
    .insert(sourceDocuments)
    .values({
      tenantId,
      sourceId: source.id,
      originalBlobId,
      originalFileName: stored.fileName,
      pageCount: stored.pageCount,
    })
    .returning({ id: sourceDocuments.id });
  return { sourceId: source.id, sourceNumber, sourceDocumentId: sourceDocument.id };
}

/**
 * Writes the rows of an imported e-invoice in one transaction: source, original, the document
 * with its header fields and status, its lines, its attachments, history and audit.
 */
export async function insertEInvoiceRows(
  tx: Tx,
  context: ImportContext,
  target: ImportTarget & { documentType: EInvoiceDocumentType },
  stored: StoredEInvoice,
  lookup: RelationLookup,
  origin?: EInvoiceOrigin,
): Promise<StoredImport> {
  const { tenantId, userId } = context;
  await checkNotImported(tx, tenantId, stored.hash);
  const source = await insertSource(tx, context, target, stored, origin);
  const { invoice } = stored.upload;
  const party = relationPartyOf(target.documentType);
  const keys = relationKeysOf(invoice, target.documentType);
  const relation = await matchRelation(tx, lookup, { companyId: target.companyId, party }, keys);
  const status = EInvoiceStatus[target.documentType];
  const values = documentValuesOf(invoice, target.documentType);
  const [row] = await tx
    .insert(documents)
    .values({
      tenantId,
      documentType: target.documentType,
      companyId: target.companyId,
      sourceDocumentId: source.sourceDocumentId,
      ...values,
      relationId: relation?.id ?? null,
      relationCode: relation?.code ?? values.relationCode,
      relationName: relation?.name ?? values.relationName,
      relationMatchKey: relation?.key ?? '',
      status,
      sourceType: 'ElectronicDocument',
      isElectronic: true,
      electronicHash: stored.hash,
      numberOfAttachments: stored.attachments.length,
      currentUserId: userId,
      lastAction: 'Import',
    })
    .returning({ id: documents.id });
  // Already read: the e-invoice's own data is its recognition (Done, ReadBy EInvoice, confidence 1).
  await tx.insert(documentRecognitions).values({
    tenantId,
    documentId: row.id,
    fileHash: stored.hash,
    ...einvoiceRecognition(invoice, target.documentType, values, keys, relation),
  });
  const lines = invoiceLineValuesOf(invoice);
  if (lines.length > 0)
    await tx.insert(invoiceLines).values(lines.map((line) => ({ tenantId, documentId: row.id, ...line })));
  for (const { file, blob } of stored.attachments) {
    const blobId = await insertBlob(tx, tenantId, blob);
    await tx.insert(documentAttachments).values({
      tenantId,
      documentId: row.id,
      blobId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      createdBy: userId,
    });
  }
  await tx
    .insert(documentHistory)
    .values({ tenantId, documentId: row.id, userId, action: 'Import', status, remark: stored.fileName });
  await audit(tx, {
    tenantId,
    userId,
    entity: 'Document',
    entityId: row.id,
    action: 'create',
    changes: {
      FileName: stored.fileName,
      SourceNumber: source.sourceNumber,
      DocumentType: target.documentType,
      ElectronicHash: stored.hash,
    },
  });
  await publishLiveEvent(tx, tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: row.id,
    CompanyId: target.companyId,
  });
  const document: ImportedDocument = {
    Id: row.id,
    DocumentType: target.documentType,
    FileName: stored.fileName,
    SourceId: source.sourceId,
    SourceNumber: source.sourceNumber,
  };
  return { documents: [document], sourceDocumentIds: stored.pageCount > 0 ? [source.sourceDocumentId] : [] };
}
