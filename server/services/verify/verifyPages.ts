import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { VerifyPage } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { blobs, documents, pageImages } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleDocumentsOfAnyType } from '../../policies/document';
import { normalisedRotation } from '../intake/buildOriginal';
import type { Actor } from '../users/actor';
import { waitingForVerify } from './scope';

/** The access check of the page calls: a document of the caller's verify list (or one they see) has these pages. */
async function requirePagesOfVerifyDocument(tx: Tx, actor: Actor, sourceDocumentId: string): Promise<void> {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.sourceDocumentId, sourceDocumentId),
        or(waitingForVerify(actor), visibleDocumentsOfAnyType(actor)),
      ) as SQL,
    )
    .limit(1);
  if (!row) throw notFound('Document_Not_Found');
}

/** Verify/GetVerifyRecordPages/{sourceDocumentId}: the rendered pages in order; images come from GetPageImageContent. */
export async function verifyRecordPages(
  tx: Tx,
  actor: Actor,
  sourceDocumentId: string,
): Promise<VerifyPage[]> {
  await requirePagesOfVerifyDocument(tx, actor, sourceDocumentId);
  const pages = await tx
    .select()
    .from(pageImages)
    .where(eq(pageImages.sourceDocumentId, sourceDocumentId))
    .orderBy(asc(pageImages.pageNumber));
  return pages.map((page) => ({
    PageNumber: page.pageNumber,
    SourceFileId: page.sourceDocumentId,
    SourceFilePageNumber: page.pageNumber,
    SourcePageId: page.id,
    Rotation: page.rotation,
    Width: page.width,
    Height: page.height,
  }));
}

/** Verify/GetPageImageContent/{sourceFileId}?page=N: the storage key of the page's JPEG, after the access check. */
export async function verifyPageImageKey(
  tx: Tx,
  actor: Actor,
  sourceDocumentId: string,
  pageNumber: number,
): Promise<string> {
  await requirePagesOfVerifyDocument(tx, actor, sourceDocumentId);
  const [row] = await tx
    .select({ storageKey: blobs.storageKey })
    .from(pageImages)
    .innerJoin(blobs, eq(blobs.id, pageImages.blobId))
    .where(and(eq(pageImages.sourceDocumentId, sourceDocumentId), eq(pageImages.pageNumber, pageNumber)));
  if (!row) throw notFound('Page_Not_Found');
  return row.storageKey;
}

/**
 * Turns pages of a document's source document by the degrees the verifier turned them (added to their rotation,
 * as Source/RotateSourcePages does). Pages of other source documents are refused with 404 Page_Not_Found.
 * Answers what changed, for the audit entry.
 */
export async function rotateVerifyPages(
  tx: Tx,
  sourceDocumentId: string | null,
  rotated: Array<{ SourcePageId: string; RotationDegrees: number }>,
): Promise<Record<string, number>> {
  if (rotated.length === 0) return {};
  const ids = [...new Set(rotated.map((page) => page.SourcePageId))];
  const pages = sourceDocumentId
    ? await tx
        .select({ id: pageImages.id, rotation: pageImages.rotation })
        .from(pageImages)
        .where(and(inArray(pageImages.id, ids), eq(pageImages.sourceDocumentId, sourceDocumentId)))
    : [];
  if (pages.length !== ids.length) throw notFound('Page_Not_Found');
  const rotation = new Map(pages.map((page) => [page.id, page.rotation]));
  for (const page of rotated)
    rotation.set(page.SourcePageId, (rotation.get(page.SourcePageId) ?? 0) + page.RotationDegrees);
  const changed: Record<string, number> = {};
  for (const [id, degrees] of rotation) {
    changed[id] = normalisedRotation(degrees);
    await tx.update(pageImages).set({ rotation: changed[id] }).where(eq(pageImages.id, id));
  }
  return changed;
}
