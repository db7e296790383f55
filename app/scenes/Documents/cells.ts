import { formatAmount } from '../../../domain/amount/format';
import { toIsoDate } from '../../../domain/date/calendar';
import { toDateOnly } from '../../../domain/date/dateOnly';
import {
  type ColumnKind,
  type DocumentRecord,
  type OverviewColumn,
  overviewValue,
} from '../../../domain/documents';
import { formatDateText } from '../../components/DateEditor';

export { type ColumnKind, ColumnKinds } from '../../../domain/documents';

/** Default widths in pixels; a user's own width wins. */
export const DefaultColumnWidths: Record<ColumnKind, number> = {
  text: 150,
  date: 104,
  amount: 120,
  number: 110,
  type: 90,
  status: 180,
};

/** A date (or moment) in the user's locale: dd-mm-yyyy, or mm/dd/yyyy for en-US; empty when absent. */
export function formatDocumentDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = toDateOnly(value);
  return date ? formatDateText(date, locale) : '';
}

/** The text of one cell; invoice types and statuses come back as their translation key. */
export function cellText(record: DocumentRecord, column: OverviewColumn, locale: string): string {
  const cell = overviewValue(record, column);
  switch (cell.kind) {
    case 'date':
      return formatDocumentDate(cell.value, locale);
    case 'amount':
      return formatAmount(cell.value, locale);
    case 'number':
      return cell.value === null ? '' : String(cell.value);
    default:
      return cell.value;
  }
}

/** Today in the user's own time zone as yyyy-mm-dd (what an overdue due date is compared with). */
export function localToday(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }) ?? '';
}
