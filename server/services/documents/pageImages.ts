import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PageImage } from '../../../domain/documents/document';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { blobs, documents, pageImages, sourceDocuments } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleDocuments, visibleDocumentsOfAnyType } from '../../policies/document';
import type { Actor } from '../users/actor';

/** Which document asks for the pages of a source document. */
export type PageRequest = {
  sourceDocumentId: string;
  documentId?: string;
  documentType?: OverviewDocumentType;
};

/** The access check of page calls: a document the actor may see is cut from this source document. */
async function requireVisibleSourceDocument(tx: Tx, actor: Actor, request: PageRequest): Promise<void> {
  const visible = request.documentType
    ? visibleDocuments(actor, request.documentType)
    : visibleDocumentsOfAnyType(actor);
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.sourceDocumentId, request.sourceDocumentId),
        request.documentId ? eq(documents.id, request.documentId) : undefined,
        visible,
      ) as SQL,
    )
    .limit(1);
  if (!row) throw notFound('Document_Not_Found');
}

/** The page count of a source document (known at import) and how many pages have an image yet. */
export async function pageStatusOf(
  tx: Tx,
  sourceDocumentId: string | null,
): Promise<{ PageCount: number; RenderedPageCount: number }> {
  if (!sourceDocumentId) return { PageCount: 0, RenderedPageCount: 0 };
  const [row] = await tx
    .select({ pageCount: sourceDocuments.pageCount })
    .from(sourceDocuments)
    .where(eq(sourceDocuments.id, sourceDocumentId));
  const rendered = await pageCountOf(tx, sourceDocumentId);
  return { PageCount: Math.max(row?.pageCount ?? 0, rendered), RenderedPageCount: rendered };
}

/** The number of rendered pages of a source document (0 when none). */
export async function pageCountOf(tx: Tx, sourceDocumentId: string | null): Promise<number> {
  if (!sourceDocumentId) return 0;
  const [row] = await tx
    .select({ pages: count() })
    .from(pageImages)
    .where(eq(pageImages.sourceDocumentId, sourceDocumentId));
  return row?.pages ?? 0;
}

/** DocumentScan/GetImageCountForDocument: the page count, after the access check. */
export async function imageCountForDocument(tx: Tx, actor: Actor, request: PageRequest): Promise<number> {
  await requireVisibleSourceDocument(tx, actor, request);
  return pageCountOf(tx, request.sourceDocumentId);
}

/** DocumentScan/GetImageInformationForDocument: one page as base64 JPEG with its rotation. */
export async function imageInformationForDocument(
  tx: Tx,
  store: BlobStore,
  actor: Actor,
  request: PageRequest & { pageNumber: number },
): Promise<PageImage> {
  await requireVisibleSourceDocument(tx, actor, request);
  const [row] = await tx
    .select({ page: pageImages, storageKey: blobs.storageKey })
    .from(pageImages)
    .innerJoin(blobs, eq(blobs.id, pageImages.blobId))
    .where(
      and(
        eq(pageImages.sourceDocumentId, request.sourceDocumentId),
        eq(pageImages.pageNumber, request.pageNumber),
      ),
    );
  if (!row) throw notFound('Page_Not_Found');
  const bytes = await store.get(row.storageKey);
  return {
    Id: row.page.id,
    PageNumber: row.page.pageNumber,
    Image: bytes.toString('base64'),
    Rotation: row.page.rotation,
    Width: row.page.width,
    Height: row.page.height,
  };
}
