import type { z } from 'zod';
import type { CodeList } from '../codeLists';
import { codeListProblems } from '../erpCode';
import { type CustomerFields, CustomerInput, type VendorFields, VendorInput } from '../relation';
import type { ImportMapping } from './mapping';
import type { ImportTable, SourceRow } from './table';
import {
  type CodeListEntryFields,
  CodeListEntryInput,
  codeFieldOf,
  fieldKindOf,
  type ImportTarget,
  importFieldNames,
  isCodeListTarget,
} from './targets';
import { readCell } from './values';

/** Why a field of a row cannot be imported: a message key with its parameters. */
export type RowReason = { Field: string; Message: string };
/** A row left out of an import, with its code as the file gives it and every reason. */
export type SkippedRow = { Row: number; Code: string; Reasons: RowReason[] };
/** One problem of one row, as a preview lists them. */
export type RowError = { Row: number; Field: string; Message: string };
/** A row ready for import: its row number, its code and the checked fields. */
export type CheckedRow<T> = { row: number; code: string; fields: T };

type Checked<K, T> = { kind: K; rows: CheckedRow<T>[]; skipped: SkippedRow[]; mapped: string[] };
/** The rows of a file checked against a target: those to import and those skipped with their reasons. */
export type CheckedRows =
  | Checked<'Vendor', VendorFields>
  | Checked<'Customer', CustomerFields>
  | (Checked<'CodeList', CodeListEntryFields> & { list: CodeList });

const isKey = (message: string) => /^[A-Z][A-Za-z0-9]*(_[A-Za-z0-9]+)+(%%.*)?$/.test(message);

/** The message key of a schema issue; the schemas give their own keys, the rest is named by kind. */
function keyOf(issue: z.core.$ZodIssue, input: Record<string, unknown>): string {
  if (isKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && input[String(issue.path[0])] === undefined)
    return 'Validation_Required';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Validation_Not_A_Number';
  if (issue.code === 'invalid_value') return 'Validation_In_List';
  return 'Validation_Unknown';
}

/** The mapped fields of a target with the position of their column; unknown fields and columns are left out. */
function mappedColumns(target: ImportTarget, table: ImportTable, mapping: ImportMapping) {
  return importFieldNames(target)
    .map((field) => ({ field, index: mapping[field] ? table.columns.indexOf(mapping[field]) : -1 }))
    .filter((entry) => entry.index >= 0);
}

/** For each code used more than once, the rows it is used in (codes compared as the database does: lower case). */
function repeatedCodes(rows: readonly SourceRow[], codeIndex: number): Map<string, number[]> {
  const byCode = new Map<string, number[]>();
  for (const row of rows) {
    const code = (row.cells[codeIndex] ?? '').trim().toLowerCase();
    if (code === '') continue;
    const list = byCode.get(code);
    if (list) list.push(row.row);
    else byCode.set(code, [row.row]);
  }
  for (const [code, list] of byCode) if (list.length < 2) byCode.delete(code);
  return byCode;
}

/**
 * Checks every row of a file against the target's schema with the given mapping: each cell read as its field
 * reads (yes/no, amounts, IBAN lists …), then the same rules as the screens; a row needs its code, and a code
 * used twice in the file skips both rows, since the file does not say which one is right.
 */
export function checkRows(target: ImportTarget, table: ImportTable, mapping: ImportMapping): CheckedRows {
  const columns = mappedColumns(target, table, mapping);
  const codeField = codeFieldOf(target);
  const codeIndex = columns.find((entry) => entry.field === codeField)?.index ?? -1;
  const repeated = repeatedCodes(table.rows, codeIndex);
  const schema =
    target === 'Vendor' ? VendorInput : target === 'Customer' ? CustomerInput : CodeListEntryInput;
  const rows: CheckedRow<unknown>[] = [];
  const skipped: SkippedRow[] = [];
  for (const source of table.rows) {
    const problems = new Map<string, string>();
    const input: Record<string, unknown> = {};
    for (const { field, index } of columns) {
      const read = readCell(target, fieldKindOf(target, field), source.cells[index] ?? '');
      if ('problem' in read) problems.set(field, read.problem);
      else input[field] = read.value;
    }
    const code = (source.cells[codeIndex] ?? '').trim();
    if (code === '') problems.set(codeField, 'Validation_Required');
    const others = repeated.get(code.toLowerCase())?.filter((row) => row !== source.row);
    if (others?.length) problems.set(codeField, `Import_Code_Repeated%%${others[0]}`);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? codeField);
        if (!problems.has(field)) problems.set(field, keyOf(issue, input));
      }
    } else if (isCodeListTarget(target)) {
      // The company is the import's, not the row's: the list's own rules look at the other fields only.
      const own = codeListProblems(target, { ...(parsed.data as CodeListEntryFields), CompanyId: '' });
      for (const [field, key] of Object.entries(own)) if (!problems.has(field)) problems.set(field, key);
    }
    if (problems.size > 0) {
      const order = importFieldNames(target);
      const Reasons = [...problems]
        .map(([Field, Message]) => ({ Field, Message }))
        .sort((a, b) => order.indexOf(a.Field) - order.indexOf(b.Field));
      skipped.push({ Row: source.row, Code: code, Reasons });
    } else if (parsed.success) rows.push({ row: source.row, code, fields: parsed.data });
  }
  const mapped = columns.map((entry) => entry.field);
  if (isCodeListTarget(target))
    return {
      kind: 'CodeList',
      list: target,
      rows: rows as CheckedRow<CodeListEntryFields>[],
      skipped,
      mapped,
    };
  if (target === 'Vendor')
    return { kind: 'Vendor', rows: rows as CheckedRow<VendorFields>[], skipped, mapped };
  return { kind: 'Customer', rows: rows as CheckedRow<CustomerFields>[], skipped, mapped };
}

/** Every problem of the skipped rows, one per field, as a preview lists them. */
export const rowErrorsOf = (skipped: readonly SkippedRow[]): RowError[] =>
  skipped.flatMap((row) => row.Reasons.map((reason) => ({ Row: row.Row, ...reason })));

/** A row of a preview: its row number and, per mapped field, the text of its cell. */
export type PreviewRow = { Row: number; Values: Record<string, string> };

/** The first rows of a file as the mapping reads them, for the preview table. */
export function previewRows(
  target: ImportTarget,
  table: ImportTable,
  mapping: ImportMapping,
  count: number,
): PreviewRow[] {
  const columns = mappedColumns(target, table, mapping);
  return table.rows.slice(0, count).map((row) => ({
    Row: row.row,
    Values: Object.fromEntries(columns.map(({ field, index }) => [field, (row.cells[index] ?? '').trim()])),
  }));
}
