import { type JournalColumn, JournalColumns } from './columns';
import type { JournalLine } from './journal';

/**
 * The booking export as CSV, written for Dutch bookkeeping packages and Excel alike: UTF-8 with a byte order mark
 * (so Excel does not read it as Windows-1252), semicolons between the fields (a comma is the Dutch decimal
 * sign), CRLF line ends and RFC 4180 quoting, a header row of fixed field names, dates as yyyy-mm-dd and amounts
 * with two decimals and no grouping — a decimal comma for nl-NL, a point for en-US.
 */

export const CsvSeparator = ';';

/** The number style of the amounts. */
export type CsvLocale = 'nl-NL' | 'en-US';

// A spreadsheet runs a cell starting with =, +, - or @ as a formula; such a text gets a leading apostrophe
// (OWASP's advice) unless it is just a number like -12.
const FormulaStart = /^[=+\-@]/;
const PlainNumber = /^[+-]?\d+([.,]\d+)?$/;

/** A text cell: control characters (line breaks, tabs) become spaces; quoted when it holds ; " or spaces at its ends. */
export function csvText(value: string): string {
  let text = value.replace(/\p{Cc}/gu, ' ');
  if (FormulaStart.test(text) && !PlainNumber.test(text)) text = `'${text}`;
  return /[;"]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as an amount with two decimals in the locale's decimal sign. */
export function csvAmount(cents: number, locale: CsvLocale): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const separator = locale === 'en-US' ? '.' : ',';
  return `${sign}${Math.trunc(absolute / 100)}${separator}${String(absolute % 100).padStart(2, '0')}`;
}

function cell(column: JournalColumn, line: JournalLine, locale: CsvLocale): string {
  const value = column.value(line);
  if (value === null) return '';
  if (column.kind === 'amount') return csvAmount(Number(value), locale);
  if (column.kind === 'number') return String(value);
  return csvText(String(value));
}

/** The whole CSV file: BOM, header row, one row per journal line. */
export function journalCsv(lines: readonly JournalLine[], locale: CsvLocale): string {
  const rows = [
    JournalColumns.map((column) => column.name).join(CsvSeparator),
    ...lines.map((line) => JournalColumns.map((column) => cell(column, line, locale)).join(CsvSeparator)),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
