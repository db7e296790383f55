import ExcelJS from 'exceljs';

/** A column of an exported table: the field it shows, its caption, and its kind of cell. */
export type TableColumn<T> = {
  caption: string;
  value: (row: T) => string | number | boolean | null;
  kind?: 'text' | 'number' | 'amount' | 'date';
};

const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export';
const Widths = { text: 28, number: 10, amount: 14, date: 12 } as const;

/** An XLSX of a master-data table: a bold, frozen header, then a row per item with typed cells. */
export async function tableWorkbook<T>(sheetName: string, columns: TableColumn<T>[], rows: readonly T[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.caption,
    width: Widths[column.kind ?? 'text'],
    style: column.kind === 'amount' ? { numFmt: '#,##0.00' } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        if (column.kind === 'date' && typeof value === 'string' && value !== '') {
          const [year, month, day] = value.split('-').map(Number);
          return new Date(Date.UTC(year, month - 1, day));
        }
        return value;
      }),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `Leveranciers 2026-11-24.xlsx`, with an ASCII fallback for old clients. */
export function xlsxDisposition(title: string, today: string): string {
  const name = `${title} ${today}.xlsx`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
