import type { OriginalSourceType, OverviewDocumentType } from '../../../domain/documents/enums';
import type { DeliveryType } from '../../../domain/intake/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database, Tx } from '../../db/client';
import { blobs, sourceFiles, sources } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';
import { BlobWrites, type StoredBlob } from '../import/storeBlobs';
import { nextSourceNumber } from '../import/storeImport';

/** A file a source is made of: a PDF, an image, an e-invoice (XML or Factur-X PDF) or a mail body. */
export type SourceFileKind = 'pdf' | 'image' | 'einvoice' | 'body';
export type SourceFileInput = {
  fileName: string;
  bytes: Uint8Array;
  kind: SourceFileKind;
  contentType: string;
};

/** Where a new source comes from and where it is meant to go (company null: classification decides). */
export type NewSource = {
  tenantId: string;
  companyId: string | null;
  documentType: OverviewDocumentType;
  originalType: OriginalSourceType;
  deliveryType: DeliveryType;
  createdBy: string | null;
  mailboxId?: string | null;
  emailMessageId?: string | null;
  senderName?: string;
  senderEmail?: string;
  subject?: string;
  files: SourceFileInput[];
};

export type CreatedSource = { Id: string; SourceNumber: number };

/**
 * Writes the rows of a new source (status New) and its files inside the caller's transaction; the
 * bytes must be in the blob store already (`putSourceFiles`). The caller queues `process-source`
 * after commit (`queueSource`).
 */
export async function insertSource(tx: Tx, source: NewSource, stored: StoredBlob[]): Promise<CreatedSource> {
  const { tenantId } = source;
  const sourceNumber = await nextSourceNumber(tx, tenantId);
  const blobIds: string[] = [];
  for (const blob of stored) {
    const [row] = await tx
      .insert(blobs)
      .values({ tenantId, ...blob })
      .returning({ id: blobs.id });
    blobIds.push(row.id);
  }
  const [row] = await tx
    .insert(sources)
    .values({
      tenantId,
      sourceNumber,
      companyId: source.companyId,
      status: 'New',
      statusInWorkflow: 'Recognizing',
      originalType: source.originalType,
      deliveryType: source.deliveryType,
      documentType: source.documentType,
      createdBy: source.createdBy,
      mailboxId: source.mailboxId ?? null,
      emailMessageId: source.emailMessageId ?? null,
      emailSenderName: source.senderName ?? '',
      senderEmail: source.senderEmail ?? '',
      subject: source.subject ?? '',
      originalBlobIds: blobIds,
      originalFileNames: source.files.map((file) => file.fileName),
    })
    .returning({ id: sources.id });
  for (const [position, file] of source.files.entries())
    await tx.insert(sourceFiles).values({
      tenantId,
      sourceId: row.id,
      position,
      blobId: blobIds[position],
      fileName: file.fileName,
      kind: file.kind,
    });
  await audit(tx, {
    tenantId,
    userId: source.createdBy,
    entity: 'Source',
    entityId: row.id,
    action: 'create',
    changes: { SourceNumber: sourceNumber, OriginalType: source.originalType, Files: source.files.length },
  });
  await publishLiveEvent(tx, tenantId, {
    Event: 'SourceUpdated',
    SourceId: row.id,
    CompanyId: source.companyId ?? undefined,
  });
  return { Id: row.id, SourceNumber: sourceNumber };
}

/** Puts a source's files in the blob store; `writes.undo` takes them back if the rows are not committed. */
export async function putSourceFiles(writes: BlobWrites, files: SourceFileInput[]): Promise<StoredBlob[]> {
  const stored: StoredBlob[] = [];
  for (const file of files) stored.push(await writes.put(file.bytes, file.contentType));
  return stored;
}

/**
 * Queues processing of committed sources. A send lost here (crash right after commit) is made good by
 * the start-up sweep, which queues every source still New or Processing.
 */
export async function queueSources(jobs: JobQueue, tenantId: string, sourceIds: string[]): Promise<void> {
  for (const sourceId of sourceIds) await jobs.send('process-source', { tenantId, sourceId });
}

/** Creates one source from files in its own transaction and queues its processing. */
export async function createSource(
  deps: { database: Database; blobs: BlobStore; jobs: JobQueue },
  source: NewSource,
): Promise<CreatedSource> {
  const writes = new BlobWrites(deps.blobs, source.tenantId);
  let created: CreatedSource;
  try {
    const stored = await putSourceFiles(writes, source.files);
    created = await deps.database.withTenant(source.tenantId, (tx) => insertSource(tx, source, stored));
  } catch (error) {
    await writes.undo(deps.database);
    throw error;
  }
  await queueSources(deps.jobs, source.tenantId, [created.Id]);
  return created;
}
