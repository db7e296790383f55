import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent } from '../../domain/live/events';
import { useCurrentUser } from '../api/currentUser';
import { live, presence } from './live';
import { othersPresent, type PresentUser, usePresenceMap } from './presence';

/** The live connection's status (the header's quiet indicator). */
export function useLiveStatus() {
  return useSyncExternalStore(live.subscribeStatus, live.getStatus, live.getStatus);
}

/** Calls `listener` with every live event while mounted; the latest listener is used without resubscribing. */
export function useLiveEvent(listener: (event: LiveEvent) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => live.onEvent((event) => latest.current(event)), []);
}

/** Tells the hub this tab has the document or source open while mounted (presence). */
export function usePresenceOpen(target: { DocumentId?: string | null; SourceId?: string | null }): void {
  const { DocumentId: documentId, SourceId: sourceId } = target;
  useEffect(() => {
    if (documentId) return live.open({ DocumentId: documentId });
    if (sourceId) return live.open({ SourceId: sourceId });
    return undefined;
  }, [documentId, sourceId]);
}

/** The other users who have the document or source open. */
export function usePresentOthers(target: { DocumentId?: string; SourceId?: string }): readonly PresentUser[] {
  usePresenceMap(presence);
  const ownUserId = useCurrentUser().data?.Id;
  return othersPresent(presence, target, ownUserId);
}

/** A presence lookup for lists (verify rows): re-renders when presence changes. */
export function usePresenceLookup(): (target: {
  DocumentId?: string;
  SourceId?: string;
}) => readonly PresentUser[] {
  usePresenceMap(presence);
  const ownUserId = useCurrentUser().data?.Id;
  return (target) => othersPresent(presence, target, ownUserId);
}
