import { useHotkeys } from '@mantine/hooks';
import { useEffect, useRef } from 'react';

/** Whether an Escape belongs to something open on the page: a dialog, or a list a field has opened. */
function escapeIsTaken(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"]')) return true;
  return target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true';
}

/**
 * The keys of an edit page: Ctrl+S saves (also from inside a field), Escape leaves, unless the Escape closes an
 * open list or dialog first.
 */
export function useEditKeys({ save, leave }: { save: () => void; leave: () => void }): void {
  useHotkeys([['mod+S', save]], []);
  const latest = useRef(leave);
  latest.current = leave;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || escapeIsTaken(event.target)) return;
      latest.current();
    };
    // Captured before the fields handle it: by then an open list would already have closed.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
