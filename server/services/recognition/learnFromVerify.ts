import { eq, sql } from 'drizzle-orm';
import { lessonsFromCorrections } from '../../../domain/recognition/learn';
import type { RecognizedFieldName, RecognizedFields } from '../../../domain/recognition/types';
import type { VerifySaveBody } from '../../../domain/verify/types';
import type { BlobStore } from '../../blobs/blobStore';
import { readDocumentWords } from '../../capture/recognition/index';
import type { Database } from '../../db/client';
import {
  blobs,
  documentRecognitions,
  documents,
  recognitionLessons,
  sourceDocuments,
} from '../../db/schema/index';

/** The learn-from-verify job: the fields a verifier corrected on one document (and where they found them). */
export type LearnFromVerifyJob = {
  tenantId: string;
  documentId: string;
  corrected: Partial<Record<RecognizedFieldName, string | number>>;
  /** Where the verifier pointed on the page for a field, when they did (optional). */
  places?: VerifySaveBody['Corrections'];
};

/** What learning needs; `readWords` is the engine's word reader (replaced in tests). */
export type LearnDeps = { database: Database; blobs: BlobStore; readWords?: typeof readDocumentWords };

/**
 * Re-reads the document's words and stores, per corrected field, where and beside which label the value stands on
 * this vendor's documents (recognition_lessons, one row per company, relation and field: a new lesson replaces the
 * old one and counts a hit). A rerun after a crash stores the same lessons again.
 */
export async function learnFromVerify(deps: LearnDeps, job: LearnFromVerifyJob): Promise<void> {
  const loaded = await deps.database.withTenant(job.tenantId, async (tx) => {
    const [row] = await tx
      .select({
        companyId: documents.companyId,
        relationId: documents.relationId,
        storageKey: blobs.storageKey,
        fileName: sourceDocuments.originalFileName,
        fields: documentRecognitions.fields,
        readBy: documentRecognitions.readBy,
      })
      .from(documents)
      .innerJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
      .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
      .leftJoin(documentRecognitions, eq(documentRecognitions.documentId, documents.id))
      .where(eq(documents.id, job.documentId));
    return row ?? null;
  });
  if (!loaded?.relationId || loaded.readBy === 'EInvoice') return;
  const bytes = await deps.blobs.get(loaded.storageKey);
  const pages = await (deps.readWords ?? readDocumentWords)(bytes, loaded.fileName, 'auto');
  const lessons = lessonsFromCorrections(
    pages,
    job.corrected,
    (loaded.fields ?? {}) as RecognizedFields,
    job.places ?? [],
  );
  if (lessons.length === 0) return;
  const { companyId, relationId } = loaded;
  await deps.database.withTenant(job.tenantId, async (tx) => {
    for (const lesson of lessons)
      await tx
        .insert(recognitionLessons)
        .values({
          tenantId: job.tenantId,
          companyId,
          relationId,
          field: lesson.Field,
          label: lesson.Label,
          page: lesson.Page,
          box: lesson.Box,
          format: lesson.Format,
          hits: 1,
        })
        .onConflictDoUpdate({
          target: [
            recognitionLessons.tenantId,
            recognitionLessons.companyId,
            recognitionLessons.relationId,
            recognitionLessons.field,
          ],
          set: {
            label: lesson.Label,
            page: lesson.Page,
            box: lesson.Box,
            format: lesson.Format,
            hits: sql`${recognitionLessons.hits} + 1`,
            updatedAt: sql`now()`,
          },
        });
  });
}
