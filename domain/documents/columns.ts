import type { OverviewDocumentType } from './enums';

/** Overview columns (spec 001 §3); a column name is also a sort name. */
export const OverviewColumns = [
  'LastAction',
  'LedgerEntryNumber',
  'DocumentNumber',
  'DocumentDate',
  'ImportDate',
  'DueDate',
  'RelationName',
  'CompanyDisplayName',
  'GrossAmount',
  'NetAmount',
  'InvoiceType',
  'CurrentUserId',
  'LastHistory',
  'ApprovedBy',
  'PurchaseOrderNumber',
  'Dimension1',
  'Dimension2',
  'Description',
  'GeneralLedger',
] as const;
export type OverviewColumn = (typeof OverviewColumns)[number];

const purchaseDefault: OverviewColumn[] = [
  'LastAction',
  'LedgerEntryNumber',
  'RelationName',
  'DocumentDate',
  'DueDate',
  'CompanyDisplayName',
  'DocumentNumber',
  'NetAmount',
  'GrossAmount',
  'InvoiceType',
  'CurrentUserId',
  'LastHistory',
  'ImportDate',
  'ApprovedBy',
];

const withoutHistoryAndApproval = purchaseDefault.filter(
  (column) => column !== 'LastHistory' && column !== 'ApprovedBy',
);

/** Default column order per type: sales and packing slips drop last history and approved by. */
export const DefaultOverviewColumns: Record<OverviewDocumentType, OverviewColumn[]> = {
  PurchaseInvoice: purchaseDefault,
  SalesInvoice: withoutHistoryAndApproval,
  PackingSlip: withoutHistoryAndApproval,
};

/** Default sort: document date descending (import date for packing slips). */
export const DefaultOverviewSort: Record<
  OverviewDocumentType,
  { SortName: OverviewColumn; SortAscending: boolean }
> = {
  PurchaseInvoice: { SortName: 'DocumentDate', SortAscending: false },
  SalesInvoice: { SortName: 'DocumentDate', SortAscending: false },
  PackingSlip: { SortName: 'ImportDate', SortAscending: false },
};

/** Panel columns (the compact list beside a document). */
export const PanelColumns = [
  'CompanyDisplayName',
  'RelationName',
  'DocumentNumber',
  'PurchaseOrderNumber',
  'Dimension1',
  'Dimension2',
  'ImportDate',
  'DocumentDate',
] as const;
