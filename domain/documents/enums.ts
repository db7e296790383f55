/** Enumerations of document handling (spec 001 §3, spec 002 §4), named as written. */

export const DocumentStatuses = [
  'None',
  'Signed_Off',
  'Pending',
  'In_Progress',
  'Blocked',
  'Error',
  'Invalid_Masterdata',
  'Ready',
  'New_Purchase_Invoice',
  'Released',
  'Wait_For_Purchase_Order_Match',
  'New_Sales_Invoice',
  'Imported',
  'Import_Error',
  'Posted',
  'Archived',
  'Free_Status_1',
  'Free_Status_2',
  'Free_Status_3',
  'Free_Status_4',
  'Free_Status_5',
  'Question',
  'Question_Answered',
  'Not_Applicable',
] as const;
export type DocumentStatus = (typeof DocumentStatuses)[number];

export const CodingStatuses = ['Unknown', 'Verified', 'Valid', 'Invalid', 'NoCoding'] as const;
export type CodingStatus = (typeof CodingStatuses)[number];

export const InvoiceTypes = ['Unknown', 'Debit', 'Credit'] as const;
export type InvoiceType = (typeof InvoiceTypes)[number];

/** Document types that have overviews (the spec's Unknown has none). */
export const OverviewDocumentTypes = ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip'] as const;
export type OverviewDocumentType = (typeof OverviewDocumentTypes)[number];

/** URL segments per document type: overview (plural) and detail (singular). */
export const DocumentTypeSegments: Record<OverviewDocumentType, { overview: string; detail: string }> = {
  PurchaseInvoice: { overview: 'purchase-invoices', detail: 'purchase-invoice' },
  SalesInvoice: { overview: 'sales-invoices', detail: 'sales-invoice' },
  PackingSlip: { overview: 'packing-slips', detail: 'packing-slip' },
};

export const StatusFilters = [
  'None',
  'Signed',
  'To_Sign',
  'Await',
  'All_Posted',
  'Blocked',
  'Posted',
  'Pending_Approval',
  'Invoices_Actioned_By_User',
  'Archived',
  'Ongoing',
  'Todo',
  'Payable',
  'Error',
  'STATUSVRIJ1',
  'STATUSVRIJ2',
  'STATUSVRIJ3',
  'STATUSVRIJ4',
  'STATUSVRIJ5',
  'To_Post',
  'Wait_For_Erp',
  'Post',
  'InvoiceError',
  'Scanned',
  'Approved',
  'Approve',
  'PayableScanPosted',
] as const;
export type StatusFilter = (typeof StatusFilters)[number];

export const OriginalSourceTypes = [
  'Upload',
  'Scan',
  'Email',
  'Mobile',
  'ElectronicDocument',
  'EmailScan',
  'Portal',
  'Unknown',
  'Peppol',
] as const;
export type OriginalSourceType = (typeof OriginalSourceTypes)[number];

export const SourceStatuses = [
  'New',
  'Processing',
  'Converted',
  'ConvertedError',
  'Classified',
  'Exporting',
  'Deleted',
  'Deleting',
  'DeleteError',
  'Unknown',
] as const;
export type SourceStatus = (typeof SourceStatuses)[number];

export const StatusesInWorkflow = [
  'Unknown',
  'Recognizing',
  'Classifying',
  'Validating',
  'Validated',
  'Documents_Deleted',
] as const;
export type StatusInWorkflow = (typeof StatusesInWorkflow)[number];

export const LinkedToDocumentValues = ['NotApplicable', 'Yes', 'No'] as const;
export type LinkedToDocument = (typeof LinkedToDocumentValues)[number];

/** Document parts (bit flags, combinable; All = 127). */
export const DocumentParts = {
  Document: 1,
  Attachments: 2,
  PackingSlips: 4,
  PurchaseOrders: 8,
  OtherDocuments: 16,
  AuditLog: 32,
  Contracts: 64,
  All: 127,
} as const;

/** Overview page size and first page (spec 001 §9). */
export const OverviewPageSize = 25;
export const OverviewFirstPage = 1;
/** Lock re-check interval and tries on the detail (spec 001 §9). */
export const LockRecheckMs = 7000;
export const LockRecheckTries = 5;
