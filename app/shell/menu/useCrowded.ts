import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the menu bar's items do not fit its room (long labels, many menus): then the caller collapses
 * some of them into a dropdown. The width the full bar needs is measured while it is shown in full, so a
 * collapsed bar opens up again only once the whole bar fits (no flicker between the two). `labels` changes
 * (language, rights) measure again.
 */
export function useCrowded(bar: RefObject<HTMLElement | null>, labels: string): boolean {
  const [crowded, setCrowded] = useState(false);
  const fullWidth = useRef(0);
  const crowdedNow = useRef(false);
  crowdedNow.current = crowded;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new labels need a new measurement
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    fullWidth.current = 0;
    setCrowded(false);
    const measure = () => {
      if (!crowdedNow.current) fullWidth.current = element.scrollWidth;
      const next = fullWidth.current > element.clientWidth + 1;
      if (next !== crowdedNow.current) {
        crowdedNow.current = next;
        setCrowded(next);
      }
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [bar, labels]);
  return crowded;
}
