import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { OverviewDocumentType } from '../../../domain/documents';
import { type OverviewPlace, rememberPlace, takePlace } from './overviewReturn';

/** The state a detail goes back to its overview with: the document shown last (the walk may have moved on). */
export type ReturnState = { documentId?: string };

/**
 * Coming back from a document: the table and the page scrolled where they were, and the row of
 * the document shown last focused (the one opened, or where the walk ended when it is on the page).
 */
export function useOverviewReturn(
  type: OverviewDocumentType,
  scroller: RefObject<HTMLDivElement | null>,
  rowsShown: boolean,
  lastShown: string | undefined,
) {
  const pending = useRef<OverviewPlace | undefined>(undefined);
  if (pending.current === undefined) pending.current = takePlace(type);

  useEffect(() => {
    const place = pending.current;
    const box = scroller.current;
    if (!place || !rowsShown || !box) return;
    pending.current = undefined;
    box.scrollTop = place.top;
    box.scrollLeft = place.left;
    if (window.scrollY !== place.pageY) window.scrollTo({ top: place.pageY });
    const id = lastShown ?? place.id;
    const row = box.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`);
    if (!row) return;
    row.focus({ preventScroll: true });
    // The walk may have ended on a row out of view: bring just that row in.
    const shown = box.getBoundingClientRect();
    const at = row.getBoundingClientRect();
    if (at.top < shown.top || at.bottom > shown.bottom) row.scrollIntoView?.({ block: 'nearest' });
  }, [rowsShown, scroller, lastShown]);

  return useCallback(
    (id: string) => {
      const box = scroller.current;
      rememberPlace(type, {
        top: box?.scrollTop ?? 0,
        left: box?.scrollLeft ?? 0,
        pageY: window.scrollY,
        id,
      });
    },
    [type, scroller],
  );
}
