import { formatAmount } from '../../../domain/amount/format';
import { toDateOnly } from '../../../domain/date/dateOnly';
import type { ColumnKind, DocumentRecord, OverviewColumn } from '../../../domain/documents';
import { formatDateText } from '../../components/DateEditor';

export { type ColumnKind, ColumnKinds } from '../../../domain/documents';

/** Default widths in pixels; a user's own width wins. */
export const DefaultColumnWidths: Record<ColumnKind, number> = {
  text: 150,
  date: 104,
  amount: 120,
  number: 96,
  type: 90,
  status: 120,
};

/** A date (or moment) in the user's locale: dd-mm-yyyy, or mm/dd/yyyy for en-US; empty when absent. */
export function formatDocumentDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = toDateOnly(value);
  return date ? formatDateText(date, locale) : '';
}

/** The text of one cell; invoice types and statuses come back as their translation key. */
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
    case 'Status':
      return `Document_Status_${record.Status}`;
    case 'CurrentUserId':
      return record.CurrentUserName;
    case 'ApprovedBy':
      return record.ApprovedByName;
    default:
      return record[column] ?? '';
  }
}
