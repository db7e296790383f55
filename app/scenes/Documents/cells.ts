import { formatAmount } from '../../../domain/amount/format';
import { toDateOnly } from '../../../domain/date/dateOnly';
import type { DocumentRecord, OverviewColumn } from '../../../domain/documents';
import { formatDateText } from '../../components/DateEditor';

/** How a column's cells are shown. */
export type ColumnKind = 'text' | 'date' | 'amount' | 'number' | 'type';

/** The kind of each overview column; amounts and numbers align right. */
export const ColumnKinds: Record<OverviewColumn, ColumnKind> = {
  LastAction: 'text',
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

/** Default widths in pixels; a user's own width wins. */
export const DefaultColumnWidths: Record<ColumnKind, number> = {
  text: 150,
  date: 104,
  amount: 120,
  number: 96,
  type: 90,
};

/** A date (or moment) in the user's locale: dd-mm-yyyy, or mm/dd/yyyy for en-US; empty when absent. */
export function formatDocumentDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = toDateOnly(value);
  return date ? formatDateText(date, locale) : '';
}

/** The text of one cell; invoice types come back as their translation key. */
export function cellText(record: DocumentRecord, column: OverviewColumn, locale: string): string {
  switch (column) {
    case 'DocumentDate':
    case 'ImportDate':
    case 'DueDate':
      return formatDocumentDate(record[column], locale);
    case 'GrossAmount':
    case 'NetAmount':
      return formatAmount(record[column], locale);
    case 'LedgerEntryNumber':
      return record.LedgerEntryNumber === null ? '' : String(record.LedgerEntryNumber);
    case 'InvoiceType':
      return `Invoice_Type_${record.InvoiceType}`;
    case 'CurrentUserId':
      return record.CurrentUserName;
    case 'ApprovedBy':
      return record.ApprovedByName;
    default:
      return record[column] ?? '';
  }
}
