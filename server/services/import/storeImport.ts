import { sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database, Tx } from '../../db/client';
import { blobs, sourceDocuments, sourceNumbers, sources } from '../../db/schema/index';
import { insertImportedDocument } from './insertImportedDocument';
import type { PreparedFile } from './prepareFile';
import { ContentTypes } from './sniff';
import { BlobWrites, type StoredBlob } from './storeBlobs';

/** Who imports: a user, or the system (command line, mail intake) with userId null. */
export type ImportContext = { tenantId: string; userId: string | null };

/** Where imported documents go. */
export type ImportTarget = { companyId: string; documentType: OverviewDocumentType };

/** A document created by an import. */
export type ImportedDocument = {
  Id: string;
  DocumentType: OverviewDocumentType;
  FileName: string;
  SourceId: string;
  SourceNumber: number;
};

/** Next source number of the customer, counted in source_numbers (row locked until commit). */
export async function nextSourceNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(sourceNumbers)
    .values({ tenantId, last: 1 })
    .onConflictDoUpdate({ target: sourceNumbers.tenantId, set: { last: sql`${sourceNumbers.last} + 1` } })
    .returning({ last: sourceNumbers.last });
  return row.last;
}

async function insertBlob(tx: Tx, tenantId: string, blob: StoredBlob): Promise<string> {
  const [row] = await tx
    .insert(blobs)
    .values({ tenantId, ...blob })
    .returning({ id: blobs.id });
  return row.id;
}

async function putBytes(writes: BlobWrites, file: PreparedFile) {
  const original = await writes.put(file.bytes, ContentTypes[file.type]);
  const stored: StoredBlob[] = [];
  // A single uploaded file is its own document original; e-mail attachments get their own.
  for (const document of file.documents)
    stored.push(
      file.type === 'email' ? await writes.put(document.bytes, ContentTypes[document.type]) : original,
    );
  return { original, stored };
}

/** The documents an import created and the source documents whose pages are still to be rendered. */
export type StoredImport = { documents: ImportedDocument[]; sourceDocumentIds: string[] };

async function insertRows(
  tx: Tx,
  context: ImportContext,
  target: ImportTarget,
  file: PreparedFile,
  bytes: Awaited<ReturnType<typeof putBytes>>,
): Promise<StoredImport> {
  const { tenantId, userId } = context;
  const sourceNumber = await nextSourceNumber(tx, tenantId);
  const originalBlobId = await insertBlob(tx, tenantId, bytes.original);
  const [source] = await tx
    .insert(sources)
    .values({
      tenantId,
      sourceNumber,
      companyId: target.companyId,
      status: 'Converted',
      originalType: file.originalType,
      documentType: target.documentType,
      currentUserId: userId,
      createdBy: userId,
      emailSenderName: file.email?.senderName ?? '',
      senderEmail: file.email?.senderEmail ?? '',
      subject: file.email?.subject ?? '',
      originalBlobIds: [originalBlobId],
      originalFileNames: [file.fileName],
    })
    .returning({ id: sources.id });
  const created: StoredImport = { documents: [], sourceDocumentIds: [] };
  for (const [index, document] of file.documents.entries()) {
    const stored = bytes.stored[index];
    const documentBlobId =
      stored === bytes.original ? originalBlobId : await insertBlob(tx, tenantId, stored);
    const [sourceDocument] = await tx
      .insert(sourceDocuments)
      .values({
        tenantId,
        sourceId: source.id,
        originalBlobId: documentBlobId,
        originalFileName: document.fileName,
        pageCount: document.pageCount,
      })
      .returning({ id: sourceDocuments.id });
    created.sourceDocumentIds.push(sourceDocument.id);
    const documentId = await insertImportedDocument(tx, {
      tenantId,
      userId,
      documentType: target.documentType,
      companyId: target.companyId,
      sourceDocumentId: sourceDocument.id,
      sourceType: file.originalType,
      remark: document.fileName,
      changes: { FileName: document.fileName, SourceNumber: sourceNumber, DocumentType: target.documentType },
    });
    created.documents.push({
      Id: documentId,
      DocumentType: target.documentType,
      FileName: document.fileName,
      SourceId: source.id,
      SourceNumber: sourceNumber,
    });
  }
  return created;
}

/**
 * Stores a prepared file: the original in the blob store, then every row (source, blobs, source
 * documents with their page count, documents, history, audit) in ONE transaction. On any failure the
 * bytes written are removed again and no row remains. The pages are rendered afterwards.
 */
export async function storeImport(
  deps: { database: Database; blobs: BlobStore },
  context: ImportContext,
  target: ImportTarget,
  file: PreparedFile,
): Promise<StoredImport> {
  const writes = new BlobWrites(deps.blobs, context.tenantId);
  try {
    const bytes = await putBytes(writes, file);
    return await deps.database.withTenant(context.tenantId, (tx) =>
      insertRows(tx, context, target, file, bytes),
    );
  } catch (error) {
    await writes.undo(deps.database);
    throw error;
  }
}
