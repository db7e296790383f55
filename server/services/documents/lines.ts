import { asc, eq } from 'drizzle-orm';
import type { InvoiceLine } from '../../../domain/documents/document';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { invoiceLines } from '../../db/schema/index';
import { presentInvoiceLine } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { requireVisibleDocument } from './access';

/** The invoice lines of a document in line order. */
export async function linesOf(tx: Tx, documentId: string): Promise<InvoiceLine[]> {
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.documentId, documentId))
    .orderBy(asc(invoiceLines.lineNumber));
  return rows.map(presentInvoiceLine);
}

/** InvoiceLine/GetByInvoiceId: the access check, then the lines. */
export async function linesOfDocument(
  tx: Tx,
  actor: Actor,
  documentId: string,
  documentType?: OverviewDocumentType,
): Promise<InvoiceLine[]> {
  await requireVisibleDocument(tx, actor, documentId, documentType);
  return linesOf(tx, documentId);
}
