import { useSyncExternalStore } from 'react';
import type { LiveEvent } from '../../domain/live/events';

/** A user who has a document or source open. */
export type PresentUser = { UserId: string; Name: string };

const none: readonly PresentUser[] = [];
const keyOf = (event: Pick<LiveEvent, 'DocumentId' | 'SourceId'>) =>
  event.DocumentId ? `document:${event.DocumentId}` : event.SourceId ? `source:${event.SourceId}` : null;

/** Who has which document or source open, as the hub's PresenceChanged events tell it. */
export function createPresenceStore() {
  let present = new Map<string, readonly PresentUser[]>();
  const listeners = new Set<() => void>();
  const publish = (next: Map<string, readonly PresentUser[]>) => {
    present = next;
    for (const listener of listeners) listener();
  };
  return {
    apply: (event: LiveEvent) => {
      if (event.Event !== 'PresenceChanged') return;
      const key = keyOf(event);
      if (!key) return;
      const next = new Map(present);
      if (event.Users && event.Users.length > 0) next.set(key, event.Users);
      else next.delete(key);
      publish(next);
    },
    clear: () => publish(new Map()),
    usersOf: (target: { DocumentId?: string; SourceId?: string }): readonly PresentUser[] => {
      const key = keyOf(target);
      return (key && present.get(key)) || none;
    },
    getSnapshot: () => present,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type PresenceStore = ReturnType<typeof createPresenceStore>;

/** The other users (not `ownUserId`) who have the document or source open. */
export function othersPresent(
  store: PresenceStore,
  target: { DocumentId?: string; SourceId?: string },
  ownUserId: string | undefined,
): readonly PresentUser[] {
  const users = store.usersOf(target);
  return users.some((user) => user.UserId === ownUserId)
    ? users.filter((user) => user.UserId !== ownUserId)
    : users;
}

/** React access: re-renders when presence changes. */
export function usePresenceMap(store: PresenceStore) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
