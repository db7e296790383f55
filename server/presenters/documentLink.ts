import type { OverviewDocumentType } from '../../domain/documents/enums';
import type { LinkedDocument, PackingSlipLinkCandidate } from '../../domain/documents/links';
import type { documents } from '../db/schema/index';
import { isoTimestamp } from './document';

/** The document columns a link list shows. */
export type LinkedDocumentColumns = Pick<
  typeof documents.$inferSelect,
  'id' | 'documentType' | 'documentNumber' | 'documentDate' | 'relationName' | 'purchaseOrderNumbers'
>;

/** A packing slip offered for linking to an invoice. */
export function presentLinkCandidate(row: LinkedDocumentColumns): PackingSlipLinkCandidate {
  return {
    Id: row.id,
    DocumentType: row.documentType as OverviewDocumentType,
    DocumentNumber: row.documentNumber,
    DocumentDate: row.documentDate,
    RelationName: row.relationName,
    PurchaseOrderNumbers: row.purchaseOrderNumbers,
  };
}

/** A linked document with the moment it was linked. */
export function presentLinkedDocument(row: LinkedDocumentColumns & { linkedAt: string }): LinkedDocument {
  return { ...presentLinkCandidate(row), LinkedAt: isoTimestamp(row.linkedAt) };
}
