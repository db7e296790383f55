/** The rows picked for a bulk action and the row a Shift+click range starts from. */
export type RowSelection = { ids: ReadonlySet<string>; anchor: string | null };

/** Nothing selected. */
export const NoSelection: RowSelection = { ids: new Set(), anchor: null };

/**
 * Toggles one row; with `range` every row between the anchor and this one takes the state this row
 * gets (as in a file manager). The toggled row becomes the new anchor.
 */
export function toggleRow(
  selection: RowSelection,
  rowIds: readonly string[],
  id: string,
  range: boolean,
): RowSelection {
  const select = !selection.ids.has(id);
  const from = selection.anchor === null ? -1 : rowIds.indexOf(selection.anchor);
  const to = rowIds.indexOf(id);
  const span =
    range && from >= 0 && to >= 0 ? rowIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  const ids = new Set(selection.ids);
  for (const one of span) {
    if (select) ids.add(one);
    else ids.delete(one);
  }
  return { ids, anchor: id };
}

/** Whether none, some or all rows of the page are selected (the header checkbox). */
export function pageState(selection: RowSelection, rowIds: readonly string[]): 'none' | 'some' | 'all' {
  const count = rowIds.filter((id) => selection.ids.has(id)).length;
  if (count === 0) return 'none';
  return count === rowIds.length ? 'all' : 'some';
}

/** The header checkbox: selects the whole page, or clears it when it is wholly selected already. */
export function togglePage(selection: RowSelection, rowIds: readonly string[]): RowSelection {
  const ids = new Set(selection.ids);
  const all = pageState(selection, rowIds) === 'all';
  for (const id of rowIds) {
    if (all) ids.delete(id);
    else ids.add(id);
  }
  return { ids, anchor: null };
}

/**
 * Keeps only rows still shown: after a page change, a new filter or a bulk action the rows that left
 * the list cannot be acted on from here any more. Returns the same object when nothing changed.
 */
export function pruneSelection(selection: RowSelection, rowIds: readonly string[]): RowSelection {
  const shown = new Set(rowIds);
  const kept = [...selection.ids].filter((id) => shown.has(id));
  if (kept.length === selection.ids.size) return selection;
  const anchor = selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null;
  return { ids: new Set(kept), anchor };
}

/** The selected ids in the order of the rows. */
export function selectedIds(selection: RowSelection, rowIds: readonly string[]): string[] {
  return rowIds.filter((id) => selection.ids.has(id));
}
