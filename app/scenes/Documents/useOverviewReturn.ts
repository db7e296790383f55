import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { OverviewDocumentType } from '../../../domain/documents';
import { forgetPlace, type OverviewPlace, peekPlace, rememberPlace } from './overviewReturn';

/** Frames during which a restored scroll is put back when late layout (heights, rows) moved it. */
const SettleFrames = 30;

/**
 * Scrolls the table to the remembered place and keeps it there for the first frames, while the
 * table's height and rows settle; the user's own scrolling (wheel, touch, keys) ends that at once.
 * Returns a function that stops it.
 */
function settleScroll(box: HTMLElement, place: OverviewPlace): () => void {
  let frames = SettleFrames;
  let handle = 0;
  const apply = () => {
    if (box.scrollTop !== place.top) box.scrollTop = place.top;
    if (box.scrollLeft !== place.left) box.scrollLeft = place.left;
  };
  const stop = () => {
    frames = 0;
    cancelAnimationFrame(handle);
    for (const event of UserScrollEvents) box.removeEventListener(event, stop);
  };
  const step = () => {
    apply();
    frames -= 1;
    if (frames > 0) handle = requestAnimationFrame(step);
    else stop();
  };
  for (const event of UserScrollEvents) box.addEventListener(event, stop, { passive: true });
  step();
  return stop;
}

const UserScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
  // Read in render, used up only once it is applied: a table that mounts and goes again before its rows
  // showed (a render React throws away, a remount while loading) leaves the place for the one that shows them.
  const [place] = useState(() => peekPlace(type));
  const pending = useRef(place);

  useEffect(() => {
    const target = pending.current;
    const box = scroller.current;
    if (!target || !rowsShown || !box) return;
    pending.current = undefined;
    forgetPlace(type, target);
    const stopSettling = settleScroll(box, target);
    if (window.scrollY !== target.pageY) window.scrollTo({ top: target.pageY });
    const id = lastShown ?? target.id;
    const row = box.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`);
    if (!row) return stopSettling;
    row.focus({ preventScroll: true });
    // The walk may have ended on a row out of view: bring just that row in.
    const shown = box.getBoundingClientRect();
    const at = row.getBoundingClientRect();
    if (at.top < shown.top || at.bottom > shown.bottom) {
      stopSettling();
      row.scrollIntoView?.({ block: 'nearest' });
    }
    return stopSettling;
  }, [rowsShown, scroller, lastShown, type]);

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
