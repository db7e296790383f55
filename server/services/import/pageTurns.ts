import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentRecognitions, documents, sourceDocuments } from '../../db/schema/index';

/**
 * Locks a source document's row for the rest of the transaction: storing a reading that turns its pages and storing
 * a rendered page take it first, so the one that comes second sees what the first did.
 */
export async function lockSourceDocument(tx: Tx, sourceDocumentId: string): Promise<void> {
  await tx
    .select({ id: sourceDocuments.id })
    .from(sourceDocuments)
    .where(eq(sourceDocuments.id, sourceDocumentId))
    .for('update');
}

/**
 * The turn recognition found for a page of a source document that had no image yet when its reading was stored
 * (a quarter turn clockwise: 0, 90, 180 or 270), 0 when none.
 */
export async function turnFoundByRecognition(
  tx: Tx,
  sourceDocumentId: string,
  pageNumber: number,
): Promise<number> {
  const readings = await tx
    .select({ turnedPages: documentRecognitions.turnedPages })
    .from(documentRecognitions)
    .innerJoin(documents, eq(documents.id, documentRecognitions.documentId))
    .where(and(eq(documents.sourceDocumentId, sourceDocumentId), eq(documentRecognitions.status, 'Done')));
  const turn = readings.flatMap((reading) => reading.turnedPages).find((page) => page.Page === pageNumber);
  return turn?.Rotation ?? 0;
}
