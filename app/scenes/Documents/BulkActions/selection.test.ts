import { NoSelection, pageState, pruneSelection, selectedIds, togglePage, toggleRow } from './selection';

const rows = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('row selection', () => {
  it('toggles one row and makes it the anchor', () => {
    const one = toggleRow(NoSelection, rows, 'b', false);
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggleRow(one, rows, 'b', false))).toEqual([]);
  });

  it('selects a range from the anchor with Shift, in either direction', () => {
    const start = toggleRow(NoSelection, rows, 'd', false);
    expect(ids(toggleRow(start, rows, 'b', true))).toEqual(['b', 'c', 'd']);
    const up = toggleRow(NoSelection, rows, 'a', false);
    expect(ids(toggleRow(up, rows, 'c', true))).toEqual(['a', 'b', 'c']);
  });

  it('clears a range when the clicked row was selected, and without an anchor toggles one row', () => {
    const all = togglePage(NoSelection, rows);
    const anchored = toggleRow(all, rows, 'a', false);
    expect(ids(toggleRow(anchored, rows, 'c', true))).toEqual(['d', 'e']);
    expect(ids(toggleRow(NoSelection, rows, 'c', true))).toEqual(['c']);
  });

  it('selects the whole page from the header, and clears it when all were selected', () => {
    const some = toggleRow(NoSelection, rows, 'a', false);
    expect(pageState(some, rows)).toBe('some');
    const all = togglePage(some, rows);
    expect(pageState(all, rows)).toBe('all');
    expect(pageState(togglePage(all, rows), rows)).toBe('none');
  });

  it('keeps only rows still shown, in row order', () => {
    const picked = togglePage(NoSelection, rows);
    const pruned = pruneSelection(picked, ['e', 'c', 'x']);
    expect(selectedIds(pruned, ['e', 'c', 'x'])).toEqual(['e', 'c']);
    expect(pruneSelection(pruned, ['e', 'c'])).toBe(pruned);
  });
});
