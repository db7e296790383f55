import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentDetail, DocumentFilter, OverviewDocumentType } from '../../../domain/documents';
import type { LiveEvent } from '../../../domain/live/events';
import { useCurrentUser } from '../../api/currentUser';
import { detailKey, fetchDetail, prefetchNeighbour } from '../../api/documents';
import { useLiveEvent, usePresenceOpen } from '../../live/hooks';
import { byOtherUser, concernsDocument } from '../../live/live';

const documentEvents = new Set<LiveEvent['Event']>(['DocumentUpdated', 'ActionPerformed']);

/** not-latest: reloading after a colleague changed it; not-in-filter: it no longer belongs to the overview's filter. */
export type RemoteState = 'latest' | 'not-latest' | 'not-in-filter';

/**
 * The open document follows remote updates (spec 001 §4): a colleague's change to it marks it not latest and
 * reloads it (failing that, it is not in the filter any more); a change to a neighbour reloads that neighbour.
 * While open, the hub is told so colleagues see who is looking at it.
 */
export function useLiveDetail(
  type: OverviewDocumentType,
  id: string,
  detail: DocumentDetail | undefined,
  filter: DocumentFilter,
): RemoteState {
  const client = useQueryClient();
  const ownUserId = useCurrentUser().data?.Id;
  const [state, setState] = useState<{ id: string; remote: RemoteState }>({ id, remote: 'latest' });
  usePresenceOpen({ DocumentId: id });

  useLiveEvent((event) => {
    if (!detail || !documentEvents.has(event.Event) || !byOtherUser(event, ownUserId)) return;
    if (concernsDocument(event, id)) {
      setState({ id, remote: 'not-latest' });
      fetchDetail(type, id, 'detail', filter).then(
        (fresh) => {
          client.setQueryData(detailKey(type, id, filter), fresh);
          setState((before) => (before.id === id ? { id, remote: 'latest' } : before));
        },
        () => setState((before) => (before.id === id ? { id, remote: 'not-in-filter' } : before)),
      );
    }
    for (const method of ['next', 'previous'] as const) {
      const neighbourId = method === 'next' ? detail.NextId : detail.PreviousId;
      if (!neighbourId || !concernsDocument(event, neighbourId)) continue;
      client.removeQueries({ queryKey: detailKey(type, neighbourId, filter), exact: true });
      void prefetchNeighbour(client, type, detail, method, filter);
    }
  });

  // Another document starts out latest.
  return state.id === id ? state.remote : 'latest';
}
