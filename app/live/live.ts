import type { QueryClient } from '@tanstack/react-query';
import { type LiveEvent, LiveHubPath } from '../../domain/live/events';
import { stopRenewal } from '../session/renewal';
import { getAccessToken } from '../session/tokenStore';
import type { PopupInput } from '../shell/popups/popupStore';
import { createLiveConnection } from './connection';
import { invalidationsFor } from './invalidation';
import { createPresenceStore } from './presence';

/** The hub's address for an access token (same host; the dev server proxies /hub). */
export function hubAddress(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${LiveHubPath}?access_token=${encodeURIComponent(token)}`;
}

/** The tab's one live connection (issue 16). */
export const live = createLiveConnection({
  token: getAccessToken,
  address: (token) => hubAddress(token, window.location),
  createSocket: (address) => new WebSocket(address),
  random: Math.random,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (handle) => clearTimeout(handle),
});

/** Who has which document or source open, fed by the tab's connection. */
export const presence = createPresenceStore();

/** Report notices last 30 s (spec 002 §9). */
export const ReportNoticeSeconds = 30;
export const SessionInvalidatedMessage = 'Session_Invalidated_Info';

/** The notice an event raises for this user, if any: only the user's own report, subscription and session events. */
export function noticeFor(event: LiveEvent, ownUserId: string | undefined): PopupInput | null {
  const own = !event.UserId || event.UserId === ownUserId;
  if (!own) return null;
  switch (event.Event) {
    case 'ReportCreated':
      return { Message: 'Report_Created_Info', Link: '/management-reports', Duration: ReportNoticeSeconds };
    case 'SubscriptionRecordCreated':
      return { Message: 'Subscription_Record_Created_Info', Link: '/subscription' };
    case 'SessionInvalidated':
      // Spec 000 §8: persistent, and it links to logout.
      return { Message: SessionInvalidatedMessage, Duration: -1, Link: '/logout', OnlyIfUnique: true };
    default:
      return null;
  }
}

/** What the tab does with an event besides what single screens do: refetch, notify, presence, session end. */
export function handleLiveEvent(
  event: LiveEvent,
  context: { client: QueryClient; ownUserId: string | undefined; notify: (input: PopupInput) => void },
): void {
  for (const queryKey of invalidationsFor(event, context.ownUserId))
    void context.client.invalidateQueries({ queryKey: [...queryKey] });
  presence.apply(event);
  const notice = noticeFor(event, context.ownUserId);
  if (notice) context.notify({ Icon: 'info', ...notice });
  if (event.Event === 'SessionInvalidated' && notice) {
    // The server ended the session: stop reconnecting and renewing; the notice leads to /logout.
    live.stop();
    stopRenewal();
  }
}

/** True when an event names the document (DocumentId or DocumentIds). */
export function concernsDocument(event: LiveEvent, documentId: string | null | undefined): boolean {
  if (!documentId) return false;
  return event.DocumentId === documentId || (event.DocumentIds?.includes(documentId) ?? false);
}

/** True when someone other than this user (or the system) made the change. */
export function byOtherUser(event: LiveEvent, ownUserId: string | undefined): boolean {
  return event.ByUserId !== ownUserId || ownUserId === undefined;
}

/** True when a named colleague made the change (system changes such as recognition do not count). */
export function byColleague(event: LiveEvent, ownUserId: string | undefined): boolean {
  return event.ByUserId !== undefined && event.ByUserId !== ownUserId;
}
