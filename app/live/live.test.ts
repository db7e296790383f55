import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  byColleague,
  byOtherUser,
  concernsDocument,
  handleLiveEvent,
  hubAddress,
  noticeFor,
  presence,
} from './live';
import { othersPresent } from './presence';

describe('own-user notices', () => {
  it('tells only the user their own report is ready, for 30 s with a link', () => {
    expect(noticeFor({ Event: 'ReportCreated', UserId: 'me', Id: 'r1' }, 'me')).toEqual({
      Message: 'Report_Created_Info',
      Link: '/management-reports',
      Duration: 30,
    });
    expect(noticeFor({ Event: 'ReportCreated', UserId: 'colleague' }, 'me')).toBeNull();
  });

  it('tells only the user their own subscription record was created', () => {
    expect(noticeFor({ Event: 'SubscriptionRecordCreated', UserId: 'me' }, 'me')?.Message).toBe(
      'Subscription_Record_Created_Info',
    );
    expect(noticeFor({ Event: 'SubscriptionRecordCreated', UserId: 'colleague' }, 'me')).toBeNull();
  });

  it('shows Session_Invalidated_Info persistently with a link to /logout', () => {
    expect(noticeFor({ Event: 'SessionInvalidated', Message: 'Session_Invalidated_Info' }, 'me')).toEqual({
      Message: 'Session_Invalidated_Info',
      Duration: -1,
      Link: '/logout',
      OnlyIfUnique: true,
    });
  });

  it('raises no notice for colleagues’ work', () => {
    expect(noticeFor({ Event: 'ActionPerformed', DocumentId: 'd1', ByUserId: 'colleague' }, 'me')).toBeNull();
    expect(noticeFor({ Event: 'DocumentUpdated', DocumentId: 'd1' }, 'me')).toBeNull();
  });
});

describe('handling an event', () => {
  it('invalidates the mapped queries, so active screens refetch', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const notify = vi.fn();
    handleLiveEvent({ Event: 'TagUpdated', Id: 't1' }, { client, ownUserId: 'me', notify });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tags'] });
    expect(notify).not.toHaveBeenCalled();
  });

  it('records who has a document open, without the user themself', () => {
    const client = new QueryClient();
    const users = [
      { UserId: 'me', Name: 'Me Myself' },
      { UserId: 'u2', Name: 'Anna de Vries' },
    ];
    handleLiveEvent(
      { Event: 'PresenceChanged', DocumentId: 'd9', Users: users },
      { client, ownUserId: 'me', notify: vi.fn() },
    );
    expect(othersPresent(presence, { DocumentId: 'd9' }, 'me')).toEqual([
      { UserId: 'u2', Name: 'Anna de Vries' },
    ]);
    handleLiveEvent(
      { Event: 'PresenceChanged', DocumentId: 'd9', Users: [] },
      { client, ownUserId: 'me', notify: vi.fn() },
    );
    expect(othersPresent(presence, { DocumentId: 'd9' }, 'me')).toEqual([]);
  });

  it('shows the session notice when the hub ends the session', () => {
    const notify = vi.fn();
    handleLiveEvent(
      { Event: 'SessionInvalidated', Message: 'Session_Invalidated_Info' },
      { client: new QueryClient(), ownUserId: 'me', notify },
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ Message: 'Session_Invalidated_Info', Duration: -1 }),
    );
  });
});

describe('event helpers', () => {
  it('finds a document in DocumentId or DocumentIds', () => {
    expect(concernsDocument({ Event: 'DocumentUpdated', DocumentId: 'd1' }, 'd1')).toBe(true);
    expect(concernsDocument({ Event: 'ActionPerformed', DocumentIds: ['d0', 'd1'] }, 'd1')).toBe(true);
    expect(concernsDocument({ Event: 'ActionPerformed', DocumentIds: ['d0'] }, 'd1')).toBe(false);
    expect(concernsDocument({ Event: 'ActionPerformed', DocumentId: 'd1' }, null)).toBe(false);
  });

  it('tells colleagues’ and system changes from the user’s own', () => {
    expect(byOtherUser({ Event: 'DocumentUpdated', ByUserId: 'me' }, 'me')).toBe(false);
    expect(byOtherUser({ Event: 'DocumentUpdated', ByUserId: 'u2' }, 'me')).toBe(true);
    expect(byOtherUser({ Event: 'DocumentUpdated' }, 'me')).toBe(true);
    expect(byColleague({ Event: 'VerifyRecordUpdated' }, 'me')).toBe(false);
    expect(byColleague({ Event: 'VerifyRecordUpdated', ByUserId: 'u2' }, 'me')).toBe(true);
  });

  it('builds the hub address with the token, wss on https', () => {
    expect(hubAddress('a b', { protocol: 'https:', host: 'x.test' })).toBe(
      'wss://x.test/hub?access_token=a%20b',
    );
    expect(hubAddress('t', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/hub?access_token=t',
    );
  });
});
