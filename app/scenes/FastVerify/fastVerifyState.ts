import type { RecognizedFieldName } from '../../../domain/recognition/types';
import type { FastVerifyItem } from '../../../domain/verify/types';
import type { FastVerifyChanges, FastVerifyConfirmItem } from '../../api/fastVerify';

/** The threshold a company without its own Verify_FastVerifyMinimumScore uses (the catalogue's 85). */
export const DefaultMinimumScore = 0.85;
/** Under this score a row is shown as unreliable (red); between it and the minimum as doubtful (yellow). */
export const DoubtfulScore = 0.5;

/** The colour of a score badge: confident from the company's minimum, doubtful from DoubtfulScore, else low. */
export function scoreTone(score: number, minimum = DefaultMinimumScore): 'teal' | 'yellow' | 'red' {
  if (score >= minimum) return 'teal';
  return score >= DoubtfulScore ? 'yellow' : 'red';
}

/** A score as a percentage without decimals. */
export const scorePercent = (score: number) => `${Math.round(score * 100)}%`;

/**
 * A row that may be confirmed without a look: its score reaches the company's minimum, nobody else holds it and no
 * duplicate is suspected (a suspect goes to the verify screen, where both can be compared).
 */
export function isConfident(item: FastVerifyItem): boolean {
  const minimum = item.FastVerifyResult.MinimumScore ?? DefaultMinimumScore;
  return item.FastVerifyResult.Score >= minimum && !item.IsBlocked && item.Duplicates.length === 0;
}

/** "Select all confident": the confident rows, or none when exactly those are selected already (a toggle). */
export function selectConfident(items: FastVerifyItem[], selected: ReadonlySet<string>): Set<string> {
  const confident = items.filter(isConfident).map((item) => item.Id);
  const already =
    confident.length > 0 && confident.length === selected.size && confident.every((id) => selected.has(id));
  return new Set(already ? [] : confident);
}

/** Adds or removes one row; a row held by someone else cannot be selected. */
export function toggleRow(selected: ReadonlySet<string>, item: FastVerifyItem): Set<string> {
  const next = new Set(selected);
  if (next.has(item.Id)) next.delete(item.Id);
  else if (!item.IsBlocked) next.add(item.Id);
  return next;
}

/** Only the selected ids still in the list (after a reload some rows are gone). */
export function keepPresent(selected: ReadonlySet<string>, items: FastVerifyItem[]): Set<string> {
  const present = new Set(items.map((item) => item.Id));
  return new Set([...selected].filter((id) => present.has(id)));
}

/** The fields a verifier may correct in the table: amounts, date and number. */
export const EditableFields = ['Number', 'Date', 'NetAmount', 'VatAmount', 'GrossAmount'] as const;
export type EditableField = (typeof EditableFields)[number];

/** Edits per row id, not yet sent. */
export type Edits = Record<string, FastVerifyChanges>;

/** A field as the row shows it: the edit when there is one, else the stored value. */
export function shownValue<F extends EditableField>(item: FastVerifyItem, edits: Edits, field: F) {
  const edited = edits[item.Id]?.[field];
  return (edited === undefined ? item[field] : edited) as FastVerifyItem[F];
}

/** Whether a field of the row is less sure than recognition trusts (highlighted, and editable). */
export const isLowField = (item: FastVerifyItem, field: RecognizedFieldName) =>
  item.FastVerifyResult.LowFields.includes(field);

/** Records an edit; setting a field back to the stored value drops the edit. */
export function withEdit<F extends EditableField>(
  edits: Edits,
  item: FastVerifyItem,
  field: F,
  value: FastVerifyItem[F],
): Edits {
  const row: FastVerifyChanges = { ...edits[item.Id] };
  if (value === item[field]) delete row[field];
  else Object.assign(row, { [field]: value });
  const next = { ...edits };
  if (Object.keys(row).length) next[item.Id] = row;
  else delete next[item.Id];
  return next;
}

/** The Confirm call's rows: the selected rows in list order, each with the copy seen and its edits. */
export function confirmItems(
  items: FastVerifyItem[],
  selected: ReadonlySet<string>,
  edits: Edits,
): FastVerifyConfirmItem[] {
  return items
    .filter((item) => selected.has(item.Id))
    .map((item) => ({
      Id: item.Id,
      LastUpdate: item.LastUpdate,
      ...(edits[item.Id] ? { Changes: edits[item.Id] } : {}),
    }));
}

/** The sortable columns of the table (spec 001 §2 Fast Verify table). */
export const SortColumns = [
  'Score',
  'Company',
  'Relation',
  'Date',
  'Number',
  'NetAmount',
  'VatAmount',
  'GrossAmount',
  'InvoiceType',
  'ReportingDate',
  'PaymentTerm',
  'Description',
  'PurchaseOrderNumber',
  'PackingSlipNumber',
] as const;
export type SortColumn = (typeof SortColumns)[number];
export type FastVerifySort = { column: SortColumn; ascending: boolean };

/** The default order: most confident first. */
export const DefaultSort: FastVerifySort = { column: 'Score', ascending: false };

/** Clicking a header: the same column turns the direction, another starts descending for scores and amounts. */
export function nextSort(sort: FastVerifySort, column: SortColumn): FastVerifySort {
  if (sort.column === column) return { column, ascending: !sort.ascending };
  const numeric = column === 'Score' || column.endsWith('Amount');
  return { column, ascending: !numeric };
}

const sortValue = (item: FastVerifyItem, column: SortColumn, companyName: (id: string) => string) => {
  switch (column) {
    case 'Score':
      return item.FastVerifyResult.Score;
    case 'Company':
      return companyName(item.CompanyId);
    case 'Relation':
      return item.RelationName;
    case 'NetAmount':
    case 'VatAmount':
    case 'GrossAmount':
      return item[column];
    default:
      return item[column] ?? '';
  }
};

/** The rows in the chosen order; ties keep the server's order (score, then oldest). */
export function sortItems(
  items: FastVerifyItem[],
  sort: FastVerifySort,
  companyName: (id: string) => string,
): FastVerifyItem[] {
  const direction = sort.ascending ? 1 : -1;
  return items
    .map((item, index) => ({ item, index, value: sortValue(item, sort.column, companyName) }))
    .sort((a, b) => {
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), undefined, { numeric: true, sensitivity: 'base' });
      return order * direction || a.index - b.index;
    })
    .map((entry) => entry.item);
}
