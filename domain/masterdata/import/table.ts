import { headerKey, knownHeaderKeys } from './headerNames';

/** A row of a file as read: its row number in the file (the header is usually row 1) and its cells as text. */
export type SourceRow = { row: number; cells: string[] };

/** A file as a table: the column names (its headers, or A, B, C … without them) and the data rows. */
export type ImportTable = { columns: string[]; rows: SourceRow[] };

/** How many leading rows may come before the header (a title, a date, an empty line). */
const HeaderSearchRows = 10;

/** The spreadsheet name of a column: A … Z, AA … */
export function columnLetter(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

const isEmpty = (row: SourceRow) => row.cells.every((cell) => cell.trim() === '');
const known = (row: SourceRow) => row.cells.filter((cell) => knownHeaderKeys.has(headerKey(cell))).length;

/** A row that reads as headers although no name is known: distinct texts with letters and no digits. */
function looksLikeHeaders(row: SourceRow): boolean {
  const cells = row.cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  return (
    cells.length > 0 &&
    new Set(cells).size === cells.length &&
    cells.every((cell) => /\p{L}/u.test(cell) && !/\d/.test(cell))
  );
}

/**
 * The position of the header row among the rows, or -1 when the file has none: of the first rows the one
 * naming the most known fields, else the first row when it reads as headers.
 */
export function headerIndex(rows: readonly SourceRow[]): number {
  let best = -1;
  let bestScore = 0;
  let seen = 0;
  for (let index = 0; index < rows.length && seen < HeaderSearchRows; index++) {
    if (isEmpty(rows[index])) continue;
    seen++;
    const score = known(rows[index]);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  }
  if (best >= 0) return best;
  const first = rows.findIndex((row) => !isEmpty(row));
  return first >= 0 && looksLikeHeaders(rows[first]) ? first : -1;
}

/** Unique column names: an empty header is its column letter, a repeated one gets " (2)", " (3)" … */
function columnNames(headers: readonly string[], width: number): string[] {
  const names: string[] = [];
  for (let index = 0; index < width; index++) {
    const base = headers[index]?.trim() || columnLetter(index);
    let name = base;
    for (let count = 2; names.includes(name); count++) name = `${base} (${count})`;
    names.push(name);
  }
  return names;
}

/** The table of a file's rows: the header found, every non-empty row after it as data. */
export function tableOf(rows: readonly SourceRow[]): ImportTable {
  const header = headerIndex(rows);
  const data = rows.slice(header + 1).filter((row) => !isEmpty(row));
  const width = data.reduce(
    (widest, row) => Math.max(widest, row.cells.length),
    header >= 0 ? rows[header].cells.length : 0,
  );
  const columns = columnNames(header >= 0 ? rows[header].cells : [], width);
  return { columns, rows: data };
}

/** The rows of a CSV's records: each record's row number is its position in the file. */
export const csvRows = (records: readonly string[][]): SourceRow[] =>
  records.map((cells, index) => ({ row: index + 1, cells }));
