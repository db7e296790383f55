import { and, eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleDocuments, visibleDocumentsOfAnyType } from '../../policies/document';
import type { Actor } from '../users/actor';
import { type DocumentRow, selectDocumentRows } from './records';

/**
 * The one access check every document call starts with: the document exists and the actor may see
 * it (of `documentType` when given) — else 404 Document_Not_Found, so ids of invisible documents
 * are not revealed.
 */
export async function requireVisibleDocument(
  tx: Tx,
  actor: Actor,
  id: string,
  documentType?: OverviewDocumentType,
): Promise<DocumentRow> {
  const visible = documentType ? visibleDocuments(actor, documentType) : visibleDocumentsOfAnyType(actor);
  const [row] = await selectDocumentRows(tx, and(eq(documents.id, id), visible) ?? visible);
  if (!row) throw notFound('Document_Not_Found');
  return row;
}
