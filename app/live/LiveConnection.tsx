import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../api/currentUser';
import { popups } from '../shell/popups/popupStore';
import { handleLiveEvent, live, presence } from './live';

/**
 * Keeps the tab's live connection while a session is established (mounted by the shell after sign-in): events
 * invalidate the matching queries, and after a reconnect every active query refetches to catch up.
 */
export function LiveConnection() {
  const client = useQueryClient();
  const ownUserId = useCurrentUser().data?.Id;

  useEffect(() => {
    const offEvent = live.onEvent((event) =>
      handleLiveEvent(event, { client, ownUserId, notify: (input) => popups.add(input) }),
    );
    const offReconnected = live.onReconnected(() => {
      // Who had what open may have changed meanwhile: forget it; the hub tells it afresh on connecting.
      presence.clear();
      void client.invalidateQueries({ refetchType: 'active' });
    });
    return () => {
      offEvent();
      offReconnected();
    };
  }, [client, ownUserId]);

  useEffect(() => {
    live.start();
    return () => {
      live.stop();
      presence.clear();
    };
  }, []);

  return null;
}
