import { useState } from 'react';
import type { DocumentRecord } from '../../../../domain/documents';
import type { SelectionControl } from './SelectCells';
import { NoSelection, pruneSelection } from './selection';

/**
 * The overview's selection, limited to the rows shown: a new page, filter or a bulk action drops the
 * rows that left the list (while a page loads the selection stays as it was).
 */
export function useBulkSelection(rows: readonly DocumentRecord[] | undefined): SelectionControl {
  const [value, setValue] = useState(NoSelection);
  const pruned = rows
    ? pruneSelection(
        value,
        rows.map((row) => row.Id),
      )
    : value;
  // Adjusting state while rendering (not in an effect) keeps a stale selection from ever showing.
  if (pruned !== value) setValue(pruned);
  return { value: pruned, onChange: setValue };
}
