/** How the page enters: slide when moving between a parent and its child path, fade otherwise. */
export type PageTransition = 'fade' | 'slide-forward' | 'slide-back';

const trimmed = (path: string) => path.replace(/\/+$/, '');

/** Chooses the transition from the previous path to the next one. */
export function transitionBetween(previous: string | null, next: string): PageTransition {
  if (previous === null) return 'fade';
  const from = trimmed(previous);
  const to = trimmed(next);
  if (from && to.startsWith(`${from}/`)) return 'slide-forward';
  if (to && from.startsWith(`${to}/`)) return 'slide-back';
  return 'fade';
}
