import { type RefObject, useEffect } from 'react';

/** Smallest height of the table, so a few rows always show on a short screen. */
const MinimumHeight = 240;

/**
 * Limits an element's height to the viewport below its top, less `reserve` pixels for what
 * follows (the pager): its own horizontal scrollbar then stays on screen at any row count.
 */
export function useViewportHeight(element: RefObject<HTMLElement | null>, reserve: number): void {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const fitToViewport = () => {
      const top = target.getBoundingClientRect().top + window.scrollY;
      target.style.maxHeight = `${Math.max(MinimumHeight, window.innerHeight - top - reserve)}px`;
    };
    fitToViewport();
    // What sits above (the filter bar) may grow or wrap: refit when the page's layout changes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fitToViewport);
    observer?.observe(document.body);
    window.addEventListener('resize', fitToViewport);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fitToViewport);
    };
  }, [element, reserve]);
}
