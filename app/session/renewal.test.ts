import { popups } from '../shell/popups/popupStore';
import { RecoveryCheckSeconds, renewAccessToken, SessionExpiredMessage, stopRenewal } from './renewal';
import { getAccessToken, setAccessToken } from './tokenStore';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const session = {
  CustomerId: 'c',
  CustomerName: 'Demo',
  Token: 'renewed',
  IsReadOnly: false,
  RefreshAfterSeconds: 90,
};

const expiredNotices = () =>
  popups.getSnapshot().filter((message) => message.OriginalMessage === SessionExpiredMessage);

describe('access token renewal (spec 000 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    popups.clear();
    setAccessToken('old');
  });
  afterEach(() => {
    stopRenewal();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps the new token in memory after a successful renewal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, session)),
    );
    await expect(renewAccessToken()).resolves.toBe(true);
    expect(getAccessToken()).toBe('renewed');
  });

  it('on a 401 drops the access token and shows Session_Expired_Info persistently with a link to /logout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { Message: 'Unauthorized' })),
    );
    await expect(renewAccessToken()).resolves.toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(expiredNotices()).toEqual([expect.objectContaining({ Duration: -1, Link: '/logout' })]);
    await renewAccessToken();
    expect(expiredNotices()).toHaveLength(1);
  });

  it('retries every 60 seconds and removes the notice once the renewal succeeds', async () => {
    const fetch = vi.fn(async () => json(401, { Message: 'Unauthorized' }));
    vi.stubGlobal('fetch', fetch);
    await renewAccessToken();
    fetch.mockImplementation(async () => json(200, session));
    await vi.advanceTimersByTimeAsync(RecoveryCheckSeconds * 1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(expiredNotices()).toHaveLength(0);
    expect(getAccessToken()).toBe('renewed');
  });

  it('shares one renewal between concurrent callers', async () => {
    const fetch = vi.fn(async () => json(200, session));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([renewAccessToken(), renewAccessToken(), renewAccessToken()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
