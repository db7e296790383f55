import type { OverviewDocumentType } from './enums';

/** Overview columns (spec 001 §3, and the document's Status); a column name is also a sort name. */
export const OverviewColumns = [
  'LastAction',
  'Status',
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

/** How a column's values are typed: shown, sorted (text A→Z first) and exported by kind. */
export type ColumnKind = 'text' | 'date' | 'amount' | 'number' | 'type' | 'status';

/** The kind of each overview column; amounts and numbers align right. */
export const ColumnKinds: Record<OverviewColumn, ColumnKind> = {
  LastAction: 'text',
  Status: 'status',
  LedgerEntryNumber: 'number',
  DocumentNumber: 'text',
  DocumentDate: 'date',
  ImportDate: 'date',
  DueDate: 'date',
  RelationName: 'text',
  CompanyDisplayName: 'text',
  GrossAmount: 'amount',
  NetAmount: 'amount',
  InvoiceType: 'type',
  CurrentUserId: 'text',
  LastHistory: 'text',
  ApprovedBy: 'text',
  PurchaseOrderNumber: 'text',
  Dimension1: 'text',
  Dimension2: 'text',
  Description: 'text',
  GeneralLedger: 'text',
};

/** Invoice fields a packing slip does not have: no amounts, due date, debit/credit or approval. */
const invoiceOnly: readonly OverviewColumn[] = [
  'DueDate',
  'GrossAmount',
  'NetAmount',
  'InvoiceType',
  'ApprovedBy',
];

/** The columns a document type has (packing slips show what a packing slip has). */
export const ColumnsOfType: Record<OverviewDocumentType, readonly OverviewColumn[]> = {
  PurchaseInvoice: OverviewColumns,
  SalesInvoice: OverviewColumns,
  PackingSlip: OverviewColumns.filter((column) => !invoiceOnly.includes(column)),
};

const purchaseDefault: OverviewColumn[] = [
  'LastAction',
  'Status',
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

/**
 * Default column order per type: sales drop last history and approved by; packing slips also the
 * invoice fields, and show their purchase order instead.
 */
export const DefaultOverviewColumns: Record<OverviewDocumentType, OverviewColumn[]> = {
  PurchaseInvoice: purchaseDefault,
  SalesInvoice: withoutHistoryAndApproval,
  PackingSlip: [
    ...withoutHistoryAndApproval.filter((column) => ColumnsOfType.PackingSlip.includes(column)),
    'PurchaseOrderNumber',
  ],
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

/** The direction a first click on a column sorts: text A→Z, dates and amounts newest and largest first. */
export function firstSortAscending(column: OverviewColumn): boolean {
  const kind = ColumnKinds[column];
  return kind !== 'date' && kind !== 'amount';
}

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
