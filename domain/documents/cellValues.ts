import { toDateOnly } from '../date/dateOnly';
import { isDocumentAction } from './actions';
import { ColumnKinds, type OverviewColumn } from './columns';
import type { DocumentRecord } from './document';

/** The typed value of one overview cell: what the table formats and the export writes as a typed cell. */
export type OverviewValue =
  | { kind: 'date'; value: string | null }
  | { kind: 'amount'; value: number }
  | { kind: 'number'; value: number | null }
  | { kind: 'key'; value: string }
  | { kind: 'text'; value: string };

/**
 * One column of a document: dates as yyyy-mm-dd (a moment as its calendar date), amounts and
 * numbers as numbers, invoice type, status and known actions as their translation key, names as text.
 */
export function overviewValue(record: DocumentRecord, column: OverviewColumn): OverviewValue {
  switch (column) {
    case 'DocumentDate':
    case 'ImportDate':
    case 'DueDate': {
      const value = record[column];
      return { kind: 'date', value: value ? toDateOnly(value) : null };
    }
    case 'GrossAmount':
    case 'NetAmount':
      return { kind: 'amount', value: record[column] };
    case 'LedgerEntryNumber':
      return { kind: 'number', value: record.LedgerEntryNumber };
    case 'InvoiceType':
      return { kind: 'key', value: `Invoice_Type_${record.InvoiceType}` };
    case 'Status':
      return { kind: 'key', value: `Document_Status_${record.Status}` };
    case 'LastAction':
    case 'LastHistory': {
      const action = record[column];
      return isDocumentAction(action)
        ? { kind: 'key', value: `Document_Action_${action}` }
        : { kind: 'text', value: action };
    }
    case 'CurrentUserId':
      return { kind: 'text', value: record.CurrentUserName };
    case 'ApprovedBy':
      return { kind: 'text', value: record.ApprovedByName };
    default:
      return { kind: 'text', value: record[column] ?? '' };
  }
}

/** Whether a column holds amounts (totalled per currency). */
export const isAmountColumn = (column: OverviewColumn) => ColumnKinds[column] === 'amount';
