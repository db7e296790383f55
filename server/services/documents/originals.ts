import { eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { blobs, sourceDocuments } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Actor } from '../users/actor';
import { requireVisibleDocument } from './access';
import type { FileContent } from './attachments';
import { contentTypeOf } from './contentTypes';

const noOriginal = () => notFound('Could_Not_Download_Original');

/** File/GetOriginalDocument: the original file of a document, untouched, as base64. */
export async function downloadOriginal(
  tx: Tx,
  store: BlobStore,
  actor: Actor,
  documentId: string,
  documentType?: OverviewDocumentType,
): Promise<FileContent> {
  const row = await requireVisibleDocument(tx, actor, documentId, documentType);
  const sourceDocumentId = row.document.sourceDocumentId;
  if (!sourceDocumentId) throw noOriginal();
  const [original] = await tx
    .select({ fileName: sourceDocuments.originalFileName, storageKey: blobs.storageKey })
    .from(sourceDocuments)
    .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
    .where(eq(sourceDocuments.id, sourceDocumentId));
  if (!original) throw noOriginal();
  const bytes = await store.get(original.storageKey).catch(() => null);
  if (!bytes || bytes.length === 0) throw noOriginal();
  const fileName = original.fileName || `${documentId}.pdf`;
  return { FileName: fileName, ContentType: contentTypeOf(fileName), Content: bytes.toString('base64') };
}
