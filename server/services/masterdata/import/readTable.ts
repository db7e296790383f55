import fs from 'node:fs/promises';
import {
  csvRows,
  decodeText,
  type ImportTable,
  parseCsv,
  tableOf,
} from '../../../../domain/masterdata/import/index';
import { badRequest } from '../../../errors';
import { xlsxRows } from './xlsxRows';

/** The most data rows one import takes. */
export const MaxImportRows = 100_000;
/** Rows read beyond the limit: a title and a header may come before the data. */
const HeaderAllowance = 20;

const zipSignature = [0x50, 0x4b, 0x03, 0x04];
// Binary files that are no table: old Excel (OLE), PDF, images; recognised by their first bytes.
const binarySignatures = [
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8],
];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

async function firstBytes(filePath: string): Promise<Uint8Array> {
  const file = await fs.open(filePath);
  try {
    const { buffer, bytesRead } = await file.read(new Uint8Array(8), 0, 8, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function xlsxTable(filePath: string): Promise<ImportTable> {
  const rows = await xlsxRows(filePath, MaxImportRows + HeaderAllowance).catch(() => {
    throw badRequest('Import_Not_A_Table');
  });
  if (!rows) throw badRequest('Import_Not_A_Table');
  return tableOf(rows);
}

function csvTable(bytes: Uint8Array): ImportTable {
  if (binarySignatures.some((signature) => startsWith(bytes, signature)) || bytes.includes(0))
    throw badRequest('Import_Not_A_Table');
  return tableOf(csvRows(parseCsv(decodeText(bytes))));
}

/**
 * Reads an uploaded CSV or XLSX file (told apart by its content, not its name) as a table of text cells;
 * refuses an empty file, a file that is no table, one without data rows and one over the row limit.
 */
export async function readTable(filePath: string): Promise<ImportTable> {
  const { size } = await fs.stat(filePath);
  if (size === 0) throw badRequest('Import_Empty_File');
  const table = startsWith(await firstBytes(filePath), zipSignature)
    ? await xlsxTable(filePath)
    : csvTable(new Uint8Array(await fs.readFile(filePath)));
  if (table.rows.length === 0) throw badRequest('Import_No_Rows');
  if (table.rows.length > MaxImportRows) throw badRequest('Import_Too_Many_Rows', [MaxImportRows]);
  return table;
}
