import { desc, eq } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/documents/document';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { documentHistory, users } from '../../db/schema/index';
import { presentHistoryEntry } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { requireVisibleDocument } from './access';

/** The history of a document, newest first, with the names of the users who acted. */
export async function historyOf(tx: Tx, documentId: string): Promise<HistoryEntry[]> {
  const rows = await tx
    .select({ entry: documentHistory, userName: users.name })
    .from(documentHistory)
    .leftJoin(users, eq(users.id, documentHistory.userId))
    .where(eq(documentHistory.documentId, documentId))
    .orderBy(desc(documentHistory.at), desc(documentHistory.id));
  return rows.map((row) => presentHistoryEntry(row.entry, row.userName));
}

/** History/GetByInvoiceId: the access check, then the history. */
export async function historyOfDocument(
  tx: Tx,
  actor: Actor,
  documentId: string,
  documentType?: OverviewDocumentType,
): Promise<HistoryEntry[]> {
  await requireVisibleDocument(tx, actor, documentId, documentType);
  return historyOf(tx, documentId);
}
