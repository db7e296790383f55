import { useCallback, useRef } from 'react';
import { refreshAllowed } from '../../../domain/dashboard/window';

/** Wraps a refresh so that, once it ran, further calls are ignored for 3 seconds (spec 001 §4). */
export function useRefreshLock(refresh: () => unknown, now: () => number = Date.now) {
  const last = useRef<number | null>(null);
  return useCallback(() => {
    const at = now();
    if (!refreshAllowed(last.current, at)) return false;
    last.current = at;
    refresh();
    return true;
  }, [refresh, now]);
}
