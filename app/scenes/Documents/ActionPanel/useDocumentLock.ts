import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/apiError';
import { releaseLock, takeLock } from '../../../api/workflow';

/** How often the held lock is renewed; the server lets it lapse after two minutes without. */
export const LockRenewMs = 30_000;

/**
 * Holds the document's workflow lock while `active` (the user may act on it): taken on open, renewed
 * every 30 s, released on leaving and on closing the tab. True while another user holds it.
 */
export function useDocumentLock(id: string, active: boolean): boolean {
  const client = useQueryClient();
  const [heldByOther, setHeldByOther] = useState(false);
  useEffect(() => {
    if (!active) return;
    let left = false;
    const take = () =>
      takeLock(id).then(
        () => !left && setHeldByOther(false),
        (error: unknown) => {
          if (left || !(error instanceof ApiError) || error.status !== 423) return;
          setHeldByOther(true);
          // The lock notice asks who holds it.
          void client.invalidateQueries({ queryKey: ['documents', 'lock', id] });
        },
      );
    void take();
    const timer = window.setInterval(take, LockRenewMs);
    const release = () => releaseLock(id);
    window.addEventListener('pagehide', release);
    return () => {
      left = true;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [id, active, client]);
  return heldByOther;
}
