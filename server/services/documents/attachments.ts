import { and, asc, eq } from 'drizzle-orm';
import type { DocumentAttachment } from '../../../domain/documents/document';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { blobs, documentAttachments, documents } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleDocumentsOfAnyType } from '../../policies/document';
import { presentAttachment } from '../../presenters/document';
import type { Actor } from '../users/actor';

/** A file answered as base64 with its name and content type. */
export type FileContent = { FileName: string; ContentType: string; Content: string };

/** The attachments of a document, oldest first. */
export async function attachmentsOf(tx: Tx, documentId: string): Promise<DocumentAttachment[]> {
  const rows = await tx
    .select()
    .from(documentAttachments)
    .where(eq(documentAttachments.documentId, documentId))
    .orderBy(asc(documentAttachments.createdAt), asc(documentAttachments.id));
  return rows.map(presentAttachment);
}

/** The bytes of an attachment; the access check is the join on a document the actor may see. */
export async function downloadAttachment(
  tx: Tx,
  store: BlobStore,
  actor: Actor,
  attachmentId: string,
): Promise<FileContent> {
  const [row] = await tx
    .select({ attachment: documentAttachments, storageKey: blobs.storageKey })
    .from(documentAttachments)
    .innerJoin(documents, eq(documents.id, documentAttachments.documentId))
    .innerJoin(blobs, eq(blobs.id, documentAttachments.blobId))
    .where(and(eq(documentAttachments.id, attachmentId), visibleDocumentsOfAnyType(actor)));
  if (!row) throw notFound('Attachment_Not_Found');
  const bytes = await store.get(row.storageKey);
  return {
    FileName: row.attachment.fileName,
    ContentType: row.attachment.contentType,
    Content: bytes.toString('base64'),
  };
}
