export { type JournalColumn, JournalColumns } from './columns';
export { type CsvLocale, CsvSeparator, csvAmount, csvText, journalCsv } from './csv';
export {
  balanceOf,
  type JournalCodingLine,
  type JournalDocument,
  type JournalLine,
  type JournalLineType,
  JournalLineTypes,
  journalOf,
} from './journal';
export {
  type BookingExportFormat,
  BookingExportFormats,
  BookingExportQuery,
  type BookingRange,
} from './request';
