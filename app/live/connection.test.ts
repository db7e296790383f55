import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveCloseCodes } from '../../domain/live/events';
import { createLiveConnection, type LiveConnection } from './connection';

/** A WebSocket stand-in the test opens, feeds and closes by hand. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly address: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let token: string | null;
let connection: LiveConnection;
const last = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 't1';
  connection = createLiveConnection({
    token: () => token,
    address: (value) => `ws://test/hub?access_token=${value}`,
    createSocket: (address) => {
      const socket = new FakeSocket(address);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    random: () => 0,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle),
  });
});
afterEach(() => {
  connection.stop();
  vi.useRealTimers();
});

describe('live connection', () => {
  it('connects with the current access token and pings every 10 s', () => {
    connection.start();
    expect(last().address).toBe('ws://test/hub?access_token=t1');
    last().accept();
    vi.advanceTimersByTime(10_000);
    expect(last().sent).toEqual([{ Type: 'Ping' }]);
    last().receive({ Type: 'Pong' });
    vi.advanceTimersByTime(10_000);
    expect(last().sent).toEqual([{ Type: 'Ping' }, { Type: 'Ping' }]);
  });

  it('sends a renewed access token over the open socket', () => {
    connection.start();
    last().accept();
    token = 't2';
    vi.advanceTimersByTime(10_000);
    expect(last().sent).toEqual([{ Type: 'Ping' }, { Type: 'AccessToken', AccessToken: 't2' }]);
  });

  it('passes events to its listeners and ignores pongs and unknown messages', () => {
    const heard: unknown[] = [];
    connection.onEvent((event) => heard.push(event));
    connection.start();
    last().accept();
    last().receive({ Type: 'Pong' });
    last().receive({ Event: 'NoSuchEvent' });
    last().receive({ Event: 'DocumentUpdated', DocumentId: 'd1' });
    expect(heard).toEqual([{ Event: 'DocumentUpdated', DocumentId: 'd1' }]);
  });

  it('takes 40 s without any message as a dead connection', () => {
    connection.start();
    last().accept();
    vi.advanceTimersByTime(30_000);
    last().receive({ Type: 'Pong' });
    vi.advanceTimersByTime(39_000);
    expect(connection.getStatus()).toEqual({ state: 'open', dropped: false });
    vi.advanceTimersByTime(1_000);
    expect(connection.getStatus()).toEqual({ state: 'waiting', dropped: true });
  });

  it('reconnects after a random 1–20 s, then 20 s, then 30 s, then stops', () => {
    connection.start();
    last().accept();
    last().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(19_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().drop();
    vi.advanceTimersByTime(29_999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    last().drop();
    expect(connection.getStatus()).toEqual({ state: 'stopped', dropped: true });
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(4);
  });

  it('starts the schedule afresh after a successful reconnect', () => {
    connection.start();
    last().accept();
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().accept();
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(3);
  });

  it('reconnects by hand at once, and tells the tab to catch up once open again', () => {
    const caughtUp = vi.fn();
    connection.onReconnected(caughtUp);
    connection.start();
    last().accept();
    expect(caughtUp).not.toHaveBeenCalled();
    last().drop();
    connection.reconnect();
    expect(sockets).toHaveLength(2);
    expect(connection.getStatus()).toEqual({ state: 'connecting', dropped: true });
    last().accept();
    expect(caughtUp).toHaveBeenCalledTimes(1);
    expect(connection.getStatus()).toEqual({ state: 'open', dropped: false });
  });

  it('tells the hub what is open, again after a reconnect, and closes it when the last holder leaves', () => {
    connection.start();
    last().accept();
    const closeFirst = connection.open({ DocumentId: 'd1' });
    const closeSecond = connection.open({ DocumentId: 'd1' });
    expect(last().sent).toEqual([{ Type: 'Open', DocumentId: 'd1' }]);
    last().drop();
    connection.reconnect();
    last().accept();
    expect(last().sent).toEqual([{ Type: 'Open', DocumentId: 'd1' }]);
    closeFirst();
    expect(last().sent).toHaveLength(1);
    closeSecond();
    expect(last().sent).toEqual([
      { Type: 'Open', DocumentId: 'd1' },
      { Type: 'Close', DocumentId: 'd1' },
    ]);
  });

  it('never reconnects after the hub ended the session', () => {
    connection.start();
    last().accept();
    last().drop(LiveCloseCodes.SessionInvalidated);
    vi.advanceTimersByTime(600_000);
    expect(sockets).toHaveLength(1);
    expect(connection.getStatus()).toEqual({ state: 'idle', dropped: false });
  });

  it('connects again at once when its token expired on the hub', () => {
    connection.start();
    last().accept();
    token = 't2';
    last().drop(LiveCloseCodes.TokenExpired);
    expect(sockets).toHaveLength(2);
    expect(last().address).toBe('ws://test/hub?access_token=t2');
  });

  it('keeps to the schedule while there is no access token', () => {
    token = null;
    connection.start();
    expect(sockets).toHaveLength(0);
    expect(connection.getStatus()).toEqual({ state: 'waiting', dropped: true });
    token = 't3';
    vi.advanceTimersByTime(1_000);
    expect(last().address).toBe('ws://test/hub?access_token=t3');
  });
});
