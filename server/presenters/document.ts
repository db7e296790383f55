import type {
  DocumentAttachment,
  DocumentRecord,
  HistoryEntry,
  InvoiceLine,
} from '../../domain/documents/document';
import type { documentAttachments, documentHistory, invoiceLines } from '../db/schema/index';
import type { DocumentRow } from '../services/documents/records';

/** A stored timestamp as ISO 8601 (drivers answer PostgreSQL's own text form). */
export const isoTimestamp = (value: string) => new Date(value).toISOString();

/** The Document and overview record of spec 001 §3. */
export function presentDocument(row: DocumentRow): DocumentRecord {
  const d = row.document;
  return {
    Id: d.id,
    DocumentType: d.documentType as DocumentRecord['DocumentType'],
    SourceDocumentId: d.sourceDocumentId,
    CompanyId: d.companyId,
    CompanyDisplayName: row.companyDisplayName || row.companyName || '',
    RelationId: d.relationId,
    RelationName: d.relationName,
    RelationCode: d.relationCode,
    IsPosted: d.isPosted,
    NumberOfAttachments: d.numberOfAttachments,
    DocumentNumber: d.documentNumber,
    DocumentDate: d.documentDate,
    InvoiceType: d.invoiceType as DocumentRecord['InvoiceType'],
    Status: d.status as DocumentRecord['Status'],
    CodingStatus: d.codingStatus as DocumentRecord['CodingStatus'],
    SourceType: d.sourceType as DocumentRecord['SourceType'],
    CurrentUserId: d.currentUserId,
    CurrentUserName: row.currentUserName ?? '',
    LastAction: d.lastAction,
    LastHistory: d.lastHistory,
    LedgerEntryNumber: d.ledgerEntryNumber,
    WorkflowId: d.workflowId,
    LinkToErpInvoice: d.linkToErpInvoice,
    PaymentReference: d.paymentReference,
    FreeField1: d.freeField1,
    FreeField2: d.freeField2,
    ReportingDate: d.reportingDate,
    IsBlocked: d.isBlocked,
    IsWaitingForErp: d.isWaitingForErp,
    IsInErp: d.isInErp,
    IsPostedInWorkflow: d.isPostedInWorkflow,
    IsPaid: d.isPaid,
    IsConfidential: d.isConfidential,
    IsApproved: d.isApproved,
    CodeInErp: d.codeInErp,
    IsDisabledForAutoRouter: d.isDisabledForAutoRouter,
    PaymentDate: d.paymentDate,
    DueDate: d.dueDate,
    LastUpdate: isoTimestamp(d.lastUpdate),
    ImportDate: isoTimestamp(d.importDate),
    Currency: d.currency,
    GrossAmount: d.grossAmount,
    NetAmount: d.netAmount,
    VatAmount: d.vatAmount,
    PaymentTerm: d.paymentTerm,
    PaymentTermCode: d.paymentTermCode,
    PaymentMethod: d.paymentMethod,
    Period: d.period,
    PaymentDiscount: d.paymentDiscount,
    PaymentDiscountPercentage: d.paymentDiscountPercentage,
    PaymentDiscountExpirationDate: d.paymentDiscountExpirationDate,
    VatCategory: d.vatCategory,
    Dimension1: d.dimension1,
    Dimension2: d.dimension2,
    Dimension3: d.dimension3,
    Dimension4: d.dimension4,
    Dimension5: d.dimension5,
    Project: d.project,
    Description: d.description,
    GeneralLedger: d.generalLedger,
    Obligation: d.obligation,
    Iban: d.iban,
    Bic: d.bic,
    Tags: d.tags,
    MatchedPurchaseOrderCount: d.matchedPurchaseOrderCount,
    ScannedPurchaseOrderCount: d.scannedPurchaseOrderCount,
    PurchaseOrderNumbers: d.purchaseOrderNumbers,
    PurchaseOrderNumber: d.purchaseOrderNumbers[0] ?? '',
    PackingSlipNumbers: d.packingSlipNumbers,
    ApprovedBy: d.approvedBy,
    ApprovedByName: row.approvedByName ?? '',
    HandlerId: d.handlerId,
    ErrorMessage: d.errorMessage,
    CodingErrors: d.codingErrors,
    IsElectronic: d.isElectronic,
  };
}

/** A history entry with the name of the user who acted. */
export function presentHistoryEntry(
  row: typeof documentHistory.$inferSelect,
  userName: string | null,
): HistoryEntry {
  return {
    Id: row.id,
    DocumentId: row.documentId,
    Date: isoTimestamp(row.at),
    UserId: row.userId,
    UserName: userName ?? '',
    Action: row.action,
    Status: row.status as HistoryEntry['Status'],
    Remark: row.remark,
  };
}

/** An invoice line. */
export function presentInvoiceLine(row: typeof invoiceLines.$inferSelect): InvoiceLine {
  return {
    Id: row.id,
    DocumentId: row.documentId,
    LineNumber: row.lineNumber,
    Description: row.description,
    Quantity: row.quantity,
    UnitPrice: row.unitPrice,
    NetAmount: row.netAmount,
    VatCode: row.vatCode,
    VatPercentage: row.vatPercentage,
    VatAmount: row.vatAmount,
    GeneralLedgerAccount: row.generalLedgerAccount,
    CostCenter: row.costCenter,
    Dimension1: row.dimension1,
    Dimension2: row.dimension2,
    Dimension3: row.dimension3,
    Dimension4: row.dimension4,
    Dimension5: row.dimension5,
    Project: row.project,
    Article: row.article,
    PurchaseOrderNumber: row.purchaseOrderNumber,
  };
}

/** An attachment's metadata (the bytes come from Attachment/{id}). */
export function presentAttachment(row: typeof documentAttachments.$inferSelect): DocumentAttachment {
  return {
    Id: row.id,
    DocumentId: row.documentId,
    FileName: row.fileName,
    ContentType: row.contentType,
    Size: row.size,
    Created: isoTimestamp(row.createdAt),
  };
}
