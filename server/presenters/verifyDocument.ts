import type { DuplicateSuspect, VerifyDocument } from '../../domain/verify/types';
import type { documentRecognitions, documents, relations, sources } from '../db/schema/index';
import { isoTimestamp } from './document';

/** A document of the verify list with what the verify document shows beside it. */
export type VerifyRow = {
  document: typeof documents.$inferSelect;
  relation: Pick<
    typeof relations.$inferSelect,
    'code' | 'name' | 'vatNumber' | 'chamberOfCommerceNumber' | 'ibanNumbers'
  > | null;
  recognition: Pick<
    typeof documentRecognitions.$inferSelect,
    'status' | 'score' | 'duplicates' | 'comment' | 'errorMessage'
  > | null;
  source: Pick<typeof sources.$inferSelect, 'id' | 'sourceNumber' | 'originalType'> | null;
  /** Who holds the document's (unexpired) block, when someone does. */
  blockedBy: { userId: string; name: string } | null;
};

const electronicTypeOf = (document: VerifyRow['document']) =>
  document.isElectronic ? (document.invoiceType === 'Credit' ? 'UblCredit21' : 'UblInvoice21') : '';

/** The verify document (spec 001 §3) as the caller sees it: blocked when another user holds it. */
export function presentVerifyDocument(row: VerifyRow, callerId: string): VerifyDocument {
  const d = row.document;
  const recognition = row.recognition;
  const errorMessage = d.errorMessage || (recognition?.status === 'Failed' ? recognition.errorMessage : '');
  const blockedByOther = row.blockedBy !== null && row.blockedBy.userId !== callerId;
  return {
    Id: d.id,
    SourceId: row.source?.id ?? null,
    SourceDocumentId: d.sourceDocumentId,
    CompanyId: d.companyId,
    BatchNumber: row.source ? String(row.source.sourceNumber) : '',
    Number: d.documentNumber,
    DocumentType: d.documentType as VerifyDocument['DocumentType'],
    OriginalType: row.source?.originalType ?? d.sourceType,
    Date: d.documentDate,
    ImportDate: isoTimestamp(d.importDate),
    CurrentUserId: d.currentUserId,
    IsBlocked: blockedByOther,
    BlockedByUserId: row.blockedBy?.userId ?? null,
    BlockedByUserName: row.blockedBy?.name ?? null,
    NumberOfAttachments: d.numberOfAttachments,
    RelationId: d.relationId,
    RelationCode: row.relation?.code ?? d.relationCode,
    RelationName: row.relation?.name ?? d.relationName,
    RelationVatNumber: row.relation?.vatNumber ?? '',
    RelationChamberOfCommerce: row.relation?.chamberOfCommerceNumber ?? '',
    Ibans: row.relation?.ibanNumbers ?? [],
    IbanNumber: d.iban,
    IsValid: errorMessage === '',
    IsVerified: d.verifiedBy !== null,
    ErrorMessage: errorMessage,
    Comment: recognition?.comment ?? '',
    ElectronicDocumentType: electronicTypeOf(d),
    DueDate: d.dueDate,
    Currency: d.currency,
    NetAmount: d.netAmount,
    VatAmount: d.vatAmount,
    GrossAmount: d.grossAmount,
    InvoiceType: d.invoiceType as VerifyDocument['InvoiceType'],
    PurchaseOrderNumber: d.purchaseOrderNumbers.join(', '),
    PaymentReference: d.paymentReference,
    Description: d.description,
    RecognitionStatus: (recognition?.status ?? 'None') as VerifyDocument['RecognitionStatus'],
    Score: recognition?.score ?? null,
    Duplicates: (recognition?.duplicates ?? []) as DuplicateSuspect[],
    LastUpdate: isoTimestamp(d.lastUpdate),
  };
}
