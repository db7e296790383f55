import type { SkippedRow } from '../../../domain/masterdata/import/index';

const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * The skipped rows of an import as a CSV Excel opens directly (semicolons, a byte order mark for the accents):
 * row, code and every reason as "field: message", already translated by `describe`.
 */
export function skippedCsv(
  skipped: readonly SkippedRow[],
  headers: [row: string, code: string, reasons: string],
  describe: (reason: SkippedRow['Reasons'][number]) => string,
): string {
  const lines = [
    headers,
    ...skipped.map((row) => [String(row.Row), row.Code, row.Reasons.map(describe).join(' | ')]),
  ];
  return `\ufeff${lines.map((line) => line.map(quote).join(';')).join('\r\n')}\r\n`;
}
