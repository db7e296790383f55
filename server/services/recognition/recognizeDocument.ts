import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RecognitionResult } from '../../../domain/recognition/types';
import type { BlobStore } from '../../blobs/blobStore';
import { RecognitionReadError, recognizeFile } from '../../capture/recognition/index';
import type { Database, Tx } from '../../db/client';
import { blobs, documentRecognitions, documents, pageImages, sourceDocuments } from '../../db/schema/index';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';
import { lockSourceDocument } from '../import/pageTurns';
import { findDuplicateSuspects } from '../verify/duplicates';
import { VerifyStatuses } from '../verify/scope';
import { headerFromRecognition } from './headerFromRecognition';
import { recognitionContext } from './recognitionContext';

/** The recognize-document job: read one document's original and store what it says. */
export type RecognizeDocumentJob = { tenantId: string; documentId: string };

/** A document whose reading failed this often is marked Failed; it can still be verified by hand. */
export const MaxRecognitionAttempts = 5;

/**
 * What the job needs; `recognize` is the engine: the server's recognition thread in the running server (main.ts),
 * recognizeFile in this thread by default (replaced in tests to simulate a crash).
 */
export type RecognitionDeps = {
  database: Database;
  blobs: BlobStore;
  recognize?: typeof recognizeFile;
};

type Claimed = {
  companyId: string;
  documentType: string;
  attempts: number;
  storageKey: string | null;
  fileName: string;
  fileHash: string | null;
};

/**
 * Counts an attempt in its own committed transaction before reading, so a file that crashes the process every time
 * still reaches MaxRecognitionAttempts; null when there is nothing (left) to read.
 */
async function claim(tx: Tx, documentId: string): Promise<Claimed | null> {
  const [row] = await tx
    .update(documentRecognitions)
    .set({ attempts: sql`${documentRecognitions.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(documentRecognitions.documentId, documentId), eq(documentRecognitions.status, 'Pending')))
    .returning({ attempts: documentRecognitions.attempts });
  if (!row) return null;
  const [document] = await tx
    .select({
      companyId: documents.companyId,
      documentType: documents.documentType,
      storageKey: blobs.storageKey,
      fileName: sourceDocuments.originalFileName,
      fileHash: blobs.sha256,
    })
    .from(documents)
    .leftJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
    .leftJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(eq(documents.id, documentId));
  if (!document) return null;
  return { ...document, fileName: document.fileName ?? '', attempts: row.attempts };
}

/** Marks the reading Failed with the message (the verifier reads the document by hand). */
async function markFailed(database: Database, job: RecognizeDocumentJob, message: string): Promise<void> {
  await database.withTenant(job.tenantId, (tx) =>
    tx
      .update(documentRecognitions)
      .set({ status: 'Failed', errorMessage: message.slice(0, 1000), updatedAt: sql`now()` })
      .where(
        and(eq(documentRecognitions.documentId, job.documentId), eq(documentRecognitions.status, 'Pending')),
      ),
  );
}

/**
 * Stores a reading: the recognition row Done, the document's header fields that are still empty filled in (only
 * while nobody verified it), and the suspected duplicates, all in one transaction.
 */
async function store(tx: Tx, job: RecognizeDocumentJob, claimed: Claimed, result: RecognitionResult) {
  const [document] = await tx.select().from(documents).where(eq(documents.id, job.documentId)).for('update');
  if (!document) return;
  const open = document.verifiedBy === null && VerifyStatuses.includes(document.status);
  const filled = open ? headerFromRecognition(document, result) : {};
  const after = { ...document, ...filled };
  const duplicates = await findDuplicateSuspects(tx, {
    id: document.id,
    companyId: after.companyId,
    documentType: after.documentType,
    relationId: after.relationId,
    documentNumber: after.documentNumber,
    documentDate: after.documentDate,
    grossAmount: after.grossAmount,
    fileHash: claimed.fileHash,
  });
  const [stored] = await tx
    .update(documentRecognitions)
    .set({
      status: 'Done',
      readBy: result.ReadBy,
      language: result.Language,
      fields: result.Fields,
      vatBreakdown: result.VatBreakdown,
      lines: result.Lines,
      relation: result.Relation,
      turnedPages: result.TurnedPages ?? [],
      score: Math.round(result.Score * 1000) / 1000,
      duplicates,
      fileHash: claimed.fileHash,
      errorMessage: '',
      recognizedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(documentRecognitions.documentId, job.documentId), eq(documentRecognitions.status, 'Pending')),
    )
    .returning({ id: documentRecognitions.documentId });
  // Saved or read by another run meanwhile: that one stands.
  if (!stored) return;
  const turned = open ? await turnScannedPages(tx, document.sourceDocumentId, result) : [];
  if (Object.keys(filled).length === 0 && turned.length === 0) return;
  await tx
    .update(documents)
    .set({
      ...filled,
      lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
    })
    .where(and(eq(documents.id, document.id), inArray(documents.status, [...VerifyStatuses])));
  await audit(tx, {
    tenantId: job.tenantId,
    userId: null,
    entity: 'Document',
    entityId: document.id,
    action: 'update',
    changes: { Recognized: true, ...filled, ...(turned.length > 0 ? { TurnedPages: turned } : {}) },
  });
  // The verify screen and the overviews both show a document waiting for verification.
  for (const kind of ['VerifyRecordUpdated', 'DocumentUpdated'] as const)
    await publishLiveEvent(tx, job.tenantId, {
      Event: kind,
      DocumentId: document.id,
      CompanyId: document.companyId,
    });
}

/**
 * Pages OCR found scanned sideways or upside down are shown (and archived) upright: each gets the turn that makes it
 * so as its rotation, unless someone turned it already; a page not rendered yet gets it when it is (renderPages reads
 * the recognition's turnedPages). The source document is locked first, as renderPages locks it, so a page rendered
 * while this reading is stored is turned by one or the other. Answers the pages turned or to be turned.
 */
async function turnScannedPages(
  tx: Tx,
  sourceDocumentId: string | null,
  result: RecognitionResult,
): Promise<Array<{ Page: number; Rotation: number }>> {
  if (!sourceDocumentId || !result.TurnedPages) return [];
  await lockSourceDocument(tx, sourceDocumentId);
  const turned: Array<{ Page: number; Rotation: number }> = [];
  for (const page of result.TurnedPages) {
    const [row] = await tx
      .select({ id: pageImages.id, rotation: pageImages.rotation })
      .from(pageImages)
      .where(and(eq(pageImages.sourceDocumentId, sourceDocumentId), eq(pageImages.pageNumber, page.Page)));
    if (row && row.rotation !== 0) continue;
    if (row) await tx.update(pageImages).set({ rotation: page.Rotation }).where(eq(pageImages.id, row.id));
    turned.push(page);
  }
  return turned;
}

/**
 * The recognize-document job: reads the document's original (text layer, OCR where there is none) with the
 * company's relations, lessons and date bounds, and stores the reading. Idempotent: a document already read is
 * left alone. An unreadable file is marked Failed at once; any other failure is retried by the queue until
 * MaxRecognitionAttempts, after which the document is marked Failed. A crash in the middle loses nothing: the row
 * stays Pending and the start-up or hourly requeue sends the job again.
 */
export async function recognizeDocument(deps: RecognitionDeps, job: RecognizeDocumentJob): Promise<void> {
  const { database } = deps;
  const claimed = await database.withTenant(job.tenantId, (tx) => claim(tx, job.documentId));
  if (!claimed) return;
  if (claimed.attempts > MaxRecognitionAttempts || !claimed.storageKey) {
    await markFailed(database, job, claimed.storageKey ? 'Recognition_Failed' : 'Recognition_No_Original');
    return;
  }
  const recognize = deps.recognize ?? recognizeFile;
  let result: RecognitionResult;
  try {
    const bytes = await deps.blobs.get(claimed.storageKey);
    const context = await recognitionContext(database, job.tenantId, claimed);
    result = await recognize({ bytes, fileName: claimed.fileName }, context);
  } catch (error) {
    // The file cannot be read: every retry would fail the same way.
    if (error instanceof RecognitionReadError) return markFailed(database, job, error.message);
    if (claimed.attempts >= MaxRecognitionAttempts)
      return markFailed(database, job, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await database.withTenant(job.tenantId, (tx) => store(tx, job, claimed, result));
}

/** Documents still waiting to be read (created before `before`), across tenants: for the start-up and hourly requeue. */
export async function pendingRecognitions(database: Database, before: Date): Promise<RecognizeDocumentJob[]> {
  return database.withService((tx) =>
    tx
      .select({ tenantId: documentRecognitions.tenantId, documentId: documentRecognitions.documentId })
      .from(documentRecognitions)
      .where(
        and(
          eq(documentRecognitions.status, 'Pending'),
          sql`${documentRecognitions.updatedAt} < ${before.toISOString()}`,
        ),
      )
      .limit(10000),
  );
}
