import { headerKey, headerKeysOf } from './headerNames';
import { type ImportTarget, importFieldNames, importFields } from './targets';

/** Which column of the file fills which field: `{Field: Column}`; a field left out is not imported. */
export type ImportMapping = Record<string, string>;

/**
 * The mapping suggested by the headers: a column named as the field itself first, then the Dutch and English
 * names exports use, each column used once, the fields taken in screen order.
 */
export function suggestMapping(target: ImportTarget, columns: readonly string[]): ImportMapping {
  const keys = new Map(columns.map((column) => [column, headerKey(column)]));
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  const take = (field: string, key: string) => {
    const column = columns.find((candidate) => !taken.has(candidate) && keys.get(candidate) === key);
    if (!column) return false;
    mapping[field] = column;
    taken.add(column);
    return true;
  };
  const fields = importFieldNames(target);
  for (const field of fields) take(field, headerKey(field));
  for (const field of fields) {
    if (mapping[field]) continue;
    for (const key of headerKeysOf(target, field)) if (take(field, key)) break;
  }
  return mapping;
}

/** What is wrong with a mapping, per field: a required field left out, an unknown field or column. */
export function mappingProblems(
  target: ImportTarget,
  columns: readonly string[],
  mapping: ImportMapping,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = importFields(target);
  const known = new Set(fields.map((field) => field.Name));
  for (const [field, column] of Object.entries(mapping))
    if (!known.has(field) || !columns.includes(column)) problems[field] = 'Validation_In_List';
  for (const field of fields)
    if (field.Required && !mapping[field.Name]) problems[field.Name] = 'Validation_Required';
  return problems;
}

/**
 * The mapping a preview starts from: the one remembered for the company and target when this file has its
 * columns (at least those of the required fields), otherwise the suggestion from the headers.
 */
export function startingMapping(
  target: ImportTarget,
  columns: readonly string[],
  remembered: ImportMapping | null,
): ImportMapping {
  if (remembered) {
    const fields = new Set(importFieldNames(target));
    const usable = Object.fromEntries(
      Object.entries(remembered).filter(([field, column]) => fields.has(field) && columns.includes(column)),
    );
    if (Object.keys(mappingProblems(target, columns, usable)).length === 0) return usable;
  }
  return suggestMapping(target, columns);
}
