import {
  type BookingExportFormat,
  type CsvLocale,
  JournalColumns,
  type JournalLine,
  journalCsv,
} from '../../../../domain/erp/journal/index';
import { type TableColumn, tableWorkbook } from '../../masterdata/tableWorkbook';
import type { BookingJournal } from './bookingJournal';

/** The XLSX columns: the CSV's, amounts as numbers (cents to units) and dates as dates. */
const workbookColumns: TableColumn<JournalLine>[] = JournalColumns.map((column) => ({
  caption: column.name,
  kind: column.kind,
  value: (line) => {
    const value = column.value(line);
    return column.kind === 'amount' && value !== null ? Number(value) / 100 : value;
  },
}));

/** A booking export file: its bytes, content type and name. */
export type BookingFile = { Body: Buffer; ContentType: string; FileName: string };

const ContentTypes: Record<BookingExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** `Boekingen Demo BV 2026-01-01 2026-01-31.csv`, or with the period's code for a period. */
export function bookingFileName(title: string, journal: BookingJournal, format: BookingExportFormat): string {
  const { Range } = journal;
  const span = Range.PeriodCode ?? `${Range.From} ${Range.To}`;
  return `${title} ${journal.CompanyName} ${span}.${format}`.replace(/[\\/:*?"<>|]|\p{Cc}/gu, '_');
}

/** Writes the journal as XLSX (the project's table workbook) or CSV. */
export async function bookingFile(
  journal: BookingJournal,
  format: BookingExportFormat,
  locale: CsvLocale,
  title: string,
): Promise<BookingFile> {
  const body =
    format === 'csv'
      ? Buffer.from(journalCsv(journal.Lines, locale), 'utf8')
      : await tableWorkbook(title, workbookColumns, journal.Lines);
  return { Body: body, ContentType: ContentTypes[format], FileName: bookingFileName(title, journal, format) };
}
