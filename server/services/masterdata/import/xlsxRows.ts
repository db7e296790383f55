import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { SourceRow } from '../../../../domain/masterdata/import/index';

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as the text a user sees: dates as yyyy-mm-dd, formulas by their result, rich text joined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const cell = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  // An error value (#N/A, #REF!) holds nothing to import.
  return '';
}

/**
 * The rows of the first sheet of an XLSX file, streamed, with their row numbers; stops after `maxRows` rows so a
 * huge sheet is refused without being read whole. Null when the file holds no sheet.
 */
export async function xlsxRows(filePath: string, maxRows: number): Promise<SourceRow[] | null> {
  const stream = createReadStream(filePath);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      const rows: SourceRow[] = [];
      for await (const row of sheet) {
        // row.values is 1-based: index 0 is always empty.
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        rows.push({ row: row.number, cells: Array.from(values, cellText) });
        if (rows.length > maxRows) break;
      }
      return rows;
    }
    return null;
  } finally {
    stream.destroy();
  }
}
