import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { toAmountLocale } from '../../../domain/amount/format';
import { overviewValue } from '../../../domain/documents/cellValues';
import { type ColumnKind, ColumnKinds, type OverviewColumn } from '../../../domain/documents/columns';
import type { DocumentRecord } from '../../../domain/documents/document';

/** What the workbook looks like: its sheet name, the columns in the user's order, the language's texts. */
export type WorkbookLook = {
  sheetName: string;
  columns: OverviewColumn[];
  locale: string;
  /** Translations of the column captions, invoice types and statuses. */
  texts: Record<string, string>;
};

const AmountFormat = '#,##0.00';
const DateFormats = { 'nl-NL': 'dd-mm-yyyy', 'en-US': 'mm/dd/yyyy' } as const;
const Widths: Record<ColumnKind, number> = {
  text: 28,
  date: 12,
  amount: 14,
  number: 10,
  type: 10,
  status: 18,
};

/** A yyyy-mm-dd date as the UTC midnight exceljs turns into a whole Excel day number. */
function excelDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export';

/**
 * Streams an XLSX of the overview to `output`: a bold, frozen header row of the column captions,
 * then one row per document with dates as Excel dates and amounts as numbers. Answers the row count.
 */
export async function writeOverviewWorkbook(
  output: Writable,
  look: WorkbookLook,
  batches: AsyncIterable<DocumentRecord[]>,
): Promise<number> {
  // A client that goes away closes the output: stop reading rows, and do not wait for a finish that never comes.
  const closed = new Promise<void>((resolve) => output.once('close', () => resolve()));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetNameOf(look.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const text = (key: string) => look.texts[key] ?? key;
  const dateFormat = DateFormats[toAmountLocale(look.locale)];
  sheet.columns = look.columns.map((column) => ({ key: column, width: Widths[ColumnKinds[column]] }));
  const header = sheet.addRow(look.columns.map((column) => text(`Column_${column}`)));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const records of batches) {
    if (output.destroyed) throw new Error('The export was broken off');
    for (const record of records) {
      const row = sheet.addRow([]);
      look.columns.forEach((column, index) => {
        const cell = row.getCell(index + 1);
        const typed = overviewValue(record, column);
        if (typed.kind === 'date') {
          if (!typed.value) return;
          cell.value = excelDate(typed.value);
          cell.numFmt = dateFormat;
        } else if (typed.kind === 'amount') {
          cell.value = typed.value;
          cell.numFmt = AmountFormat;
        } else if (typed.kind === 'number') {
          cell.value = typed.value;
        } else {
          cell.value = typed.kind === 'key' ? text(typed.value) : typed.value;
        }
      });
      row.commit();
      count += 1;
    }
  }
  sheet.commit();
  const committed = workbook.commit();
  // Broken off, nobody waits for the commit any more: its failure must not go unhandled.
  committed.catch(() => undefined);
  await Promise.race([committed, closed]);
  return count;
}
