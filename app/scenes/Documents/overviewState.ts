import {
  ColumnsOfType,
  DefaultOverviewColumns,
  DefaultOverviewSort,
  type DocumentFilter,
  firstSortAscending,
  type OverviewColumn,
  OverviewColumns,
  type OverviewDocumentType,
  OverviewFirstPage,
  OverviewPageSize,
} from '../../../domain/documents';
import { getPreference, setPreference } from '../../shell/preferences';

/** The filter fields a user sets (the Document filter without type, paging and sort). */
export type FilterFields = Omit<
  DocumentFilter,
  'DocumentType' | 'CurrentPage' | 'PageSize' | 'SortName' | 'SortAscending'
>;
export type OverviewSort = { SortName: OverviewColumn; SortAscending: boolean };
/** Chosen columns in their order, with widths in pixels by column. */
export type ColumnLayout = { columns: OverviewColumn[]; widths: Partial<Record<OverviewColumn, number>> };

export const MinimumColumnWidth = 60;
export const MaximumColumnWidth = 600;

/** Local-storage names of spec 001 §9, kept per customer and user through the preferences helper. */
export const filterPreference = (type: OverviewDocumentType) => `Filters.${type}_Overview_Filter` as const;
export const pagePreference = (type: OverviewDocumentType) => `Filters.${type}_Overview_CurrentPage` as const;
const columnsPreference = (type: OverviewDocumentType) => `Columns.${type}_Overview` as const;
const widthsPreference = (type: OverviewDocumentType) => `ColumnWidths.${type}_Overview` as const;
const sortPreference = (type: OverviewDocumentType) => `SortOrder.${type}_Overview` as const;
const pageSizePreference = (type: OverviewDocumentType) => `PageSize.${type}_Overview` as const;

/** The page sizes a user may choose; 25 is the spec's (001 §9). */
export const PageSizes = [OverviewPageSize, 50, 100] as const;

const isColumn = (value: unknown): value is OverviewColumn =>
  typeof value === 'string' && (OverviewColumns as readonly string[]).includes(value);
/** A column the type has (packing slips have no invoice fields). */
const columnOfType =
  (type: OverviewDocumentType) =>
  (value: unknown): value is OverviewColumn =>
    isColumn(value) && ColumnsOfType[type].includes(value);

/** Drops empty values (a switch that is off too) so an unused field is not sent and does not count as active. */
export function cleanFilter(fields: FilterFields): FilterFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && value !== false,
    ),
  ) as FilterFields;
}

/** The number of filter fields in use. */
export function activeFilterCount(fields: FilterFields): number {
  return Object.keys(cleanFilter(fields)).length;
}

/** The stored filter of an overview; a corrupt entry counts as no filter. */
export function loadFilter(type: OverviewDocumentType): FilterFields {
  const stored = getPreference<unknown>(filterPreference(type), {});
  return stored && typeof stored === 'object' && !Array.isArray(stored)
    ? cleanFilter(stored as FilterFields)
    : {};
}

/** Stores the filter of an overview. */
export function saveFilter(type: OverviewDocumentType, fields: FilterFields): void {
  setPreference(filterPreference(type), cleanFilter(fields));
}

/** The stored page of an overview (first page when absent). */
export function loadPage(type: OverviewDocumentType): number {
  const page = getPreference<unknown>(pagePreference(type), OverviewFirstPage);
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : OverviewFirstPage;
}

/** Stores the page of an overview. */
export function savePage(type: OverviewDocumentType, page: number): void {
  setPreference(pagePreference(type), page);
}

/** The stored sort, else the type's default (spec 001 §3). */
export function loadSort(type: OverviewDocumentType): OverviewSort {
  const stored = getPreference<Partial<OverviewSort> | null>(sortPreference(type), null);
  if (stored && columnOfType(type)(stored.SortName) && typeof stored.SortAscending === 'boolean') {
    return { SortName: stored.SortName, SortAscending: stored.SortAscending };
  }
  return DefaultOverviewSort[type];
}

/** Stores the sort of an overview. */
export function saveSort(type: OverviewDocumentType, sort: OverviewSort): void {
  setPreference(sortPreference(type), sort);
}

/** Clicking a header: the same column flips direction, another starts A→Z (dates and amounts newest/largest first). */
export function nextSort(current: OverviewSort, column: OverviewColumn): OverviewSort {
  if (current.SortName === column) return { SortName: column, SortAscending: !current.SortAscending };
  return { SortName: column, SortAscending: firstSortAscending(column) };
}

/** The stored page size of an overview, one of PageSizes (25 when absent). */
export function loadPageSize(type: OverviewDocumentType): number {
  const stored = getPreference<unknown>(pageSizePreference(type), OverviewPageSize);
  return PageSizes.find((size) => size === stored) ?? OverviewPageSize;
}

/** Stores the page size of an overview. */
export function savePageSize(type: OverviewDocumentType, size: number): void {
  setPreference(pageSizePreference(type), size);
}

/** The stored columns and widths, else the type's default set; unknown names are dropped. */
export function loadLayout(type: OverviewDocumentType): ColumnLayout {
  const stored = getPreference<unknown>(columnsPreference(type), null);
  const columns = Array.isArray(stored) ? [...new Set(stored.filter(columnOfType(type)))] : [];
  const widths = getPreference<Record<string, unknown>>(widthsPreference(type), {});
  const validWidths = Object.fromEntries(
    Object.entries(widths ?? {}).filter(
      ([name, width]) => isColumn(name) && typeof width === 'number' && width >= MinimumColumnWidth,
    ),
  ) as ColumnLayout['widths'];
  return { columns: columns.length > 0 ? columns : DefaultOverviewColumns[type], widths: validWidths };
}

/** Stores the columns and widths of an overview. */
export function saveLayout(type: OverviewDocumentType, layout: ColumnLayout): void {
  setPreference(columnsPreference(type), layout.columns);
  setPreference(widthsPreference(type), layout.widths);
}

/** Shows or hides a column; the last shown column cannot be hidden. */
export function toggleColumn(columns: OverviewColumn[], column: OverviewColumn): OverviewColumn[] {
  if (!columns.includes(column)) return [...columns, column];
  return columns.length > 1 ? columns.filter((name) => name !== column) : columns;
}

/** Moves a column one place (-1 up/left, +1 down/right) or onto another column's place. */
export function moveColumn(
  columns: OverviewColumn[],
  column: OverviewColumn,
  to: number | OverviewColumn,
): OverviewColumn[] {
  const from = columns.indexOf(column);
  const target = typeof to === 'number' ? from + to : columns.indexOf(to);
  if (from < 0 || target < 0 || target >= columns.length || target === from) return columns;
  const next = columns.filter((name) => name !== column);
  next.splice(target, 0, column);
  return next;
}

/** A column width kept within sensible bounds. */
export function clampWidth(width: number): number {
  return Math.round(Math.min(MaximumColumnWidth, Math.max(MinimumColumnWidth, width)));
}

/** The body of GetOverview and GetDetail: filter, type, page (of 25 unless chosen otherwise) and sort. */
export function overviewRequest(
  type: OverviewDocumentType,
  fields: FilterFields,
  page: number,
  sort: OverviewSort,
  pageSize: number = OverviewPageSize,
): DocumentFilter {
  return {
    ...cleanFilter(fields),
    DocumentType: type,
    CurrentPage: page,
    PageSize: pageSize,
    SortName: sort.SortName,
    SortAscending: sort.SortAscending,
  };
}

/** The request an opened document walks with: the overview's stored filter, page and sort. */
export function storedOverviewRequest(type: OverviewDocumentType): DocumentFilter {
  return overviewRequest(type, loadFilter(type), loadPage(type), loadSort(type), loadPageSize(type));
}
