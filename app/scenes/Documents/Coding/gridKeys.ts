/** A cell of the coding grid: its line and column index. */
export type GridCell = { row: number; col: number };

/** What a key press in the grid does: move to a cell (adding a line first when asked), change lines, or nothing. */
export type GridCommand =
  | { kind: 'move'; to: GridCell; addLine: boolean }
  | { kind: 'add' }
  | { kind: 'duplicate' }
  | { kind: 'delete' }
  | null;

type Key = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

/**
 * The grid's keyboard, like a spreadsheet: Enter moves down the column (adding a line below the last one),
 * Shift+Enter up; Ctrl+Enter or Insert adds a line, Ctrl+D duplicates, Ctrl+Delete deletes.
 * Tab and Shift+Tab are the browser's own: the cells are in reading order.
 */
export function gridCommand(event: Key, at: GridCell | null, rowCount: number): GridCommand {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if ((mod && event.key === 'Enter') || (!mod && event.key === 'Insert')) return { kind: 'add' };
  if (at === null) return null;
  if (mod && event.key.toLowerCase() === 'd') return { kind: 'duplicate' };
  if (mod && event.key === 'Delete') return { kind: 'delete' };
  if (event.key !== 'Enter' || mod) return null;
  if (event.shiftKey)
    return at.row === 0 ? null : { kind: 'move', to: { ...at, row: at.row - 1 }, addLine: false };
  const last = at.row >= rowCount - 1;
  return { kind: 'move', to: { ...at, row: at.row + 1 }, addLine: last };
}

/** The cell an element of the grid sits in, from its `data-row` / `data-col` cell. */
export function cellOf(target: EventTarget | null): GridCell | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('[data-col]');
  if (!cell) return null;
  const row = Number(cell.dataset.row);
  const col = Number(cell.dataset.col);
  return Number.isInteger(row) && Number.isInteger(col) ? { row, col } : null;
}

/**
 * Focuses the field of a cell within the grid (a disabled field is passed over); false while the cell's line is
 * not rendered yet.
 */
export function focusCell(grid: HTMLElement | null, cell: GridCell): boolean {
  const target = grid?.querySelector<HTMLElement>(`[data-row="${cell.row}"][data-col="${cell.col}"]`);
  if (!target) return false;
  target.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();
  return true;
}
