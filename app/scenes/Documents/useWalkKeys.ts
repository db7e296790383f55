import { useEffect } from 'react';

type Handlers = { next: () => void; previous: () => void; back: () => void };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keyboard walking on a document: ArrowRight or j next, ArrowLeft or k previous, Escape back. */
export function useWalkKeys({ next, previous, back }: Handlers): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const action =
        event.key === 'ArrowRight' || event.key === 'j'
          ? next
          : event.key === 'ArrowLeft' || event.key === 'k'
            ? previous
            : event.key === 'Escape'
              ? back
              : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    // Captured first: a tooltip closing on Escape would otherwise swallow the key.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [next, previous, back]);
}
