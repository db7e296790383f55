import {
  type LiveClientMessage,
  LiveCloseCodes,
  type LiveEvent,
  LiveEventKinds,
  LiveKeepAliveMs,
  LiveServerTimeoutMs,
} from '../../domain/live/events';
import { reconnectDelay } from '../../domain/live/reconnect';

/**
 * idle: not started or stopped on purpose; connecting / open; waiting: a reconnect is scheduled; stopped: the
 * schedule ran out (spec 002 §4) and only a manual reconnect tries again.
 */
export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';
/** The connection's state, and whether it dropped since it was last open (the header shows only a drop). */
export type LiveStatus = { state: LiveState; dropped: boolean };

/** What the connection needs from the browser; tests hand in fakes. */
export type LiveConnectionDeps = {
  /** The current access token (renewed by the session every RefreshAfterSeconds), or null. */
  token: () => string | null;
  /** The hub address for an access token. */
  address: (token: string) => string;
  createSocket: (address: string) => WebSocket;
  random: () => number;
  setTimer: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (handle: ReturnType<typeof setTimeout>) => void;
};

export type LiveConnection = {
  start: () => void;
  stop: () => void;
  /** Tries at once and restarts the reconnect schedule (the header's Reconnect button). */
  reconnect: () => void;
  /** Tells the hub this tab has a document or source open; resent after every reconnect until closed. */
  open: (target: PresenceTarget) => () => void;
  onEvent: (listener: (event: LiveEvent) => void) => () => void;
  /** Runs after a reconnect (not the first connect): the tab catches up on what it missed. */
  onReconnected: (listener: () => void) => () => void;
  getStatus: () => LiveStatus;
  subscribeStatus: (listener: () => void) => () => void;
};

export type PresenceTarget = { DocumentId: string } | { SourceId: string };

const kinds = new Set<string>(LiveEventKinds);
// WebSocket.readyState values, spelled out so that tests may hand in plain fakes.
const SocketConnecting = 0;
const SocketOpen = 1;

/** Reads a server message; pongs and anything unknown give null. */
export function parseLiveMessage(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && 'Event' in parsed && kinds.has(String(parsed.Event))) {
      return parsed as LiveEvent;
    }
  } catch {
    // Not JSON: not an event.
  }
  return null;
}

const targetKey = (target: PresenceTarget) =>
  'DocumentId' in target ? `document:${target.DocumentId}` : `source:${target.SourceId}`;

/**
 * One live connection to the hub (issue 16): pings every 10 s, takes 40 s without any message as a dead
 * connection, and reconnects on the spec's schedule. Failures never raise popups; the status says it quietly.
 */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  let socket: WebSocket | null = null;
  let status: LiveStatus = { state: 'idle', dropped: false };
  let attempt = 0;
  let wasOpen = false;
  // The token the hub knows this socket by; a renewed one is sent over the open socket.
  let sentToken: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setTimeout> | null = null;
  let deadTimer: ReturnType<typeof setTimeout> | null = null;
  const eventListeners = new Set<(event: LiveEvent) => void>();
  const reconnectListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  // What this tab has open, counted (two components may open the same document).
  const opened = new Map<string, { target: PresenceTarget; count: number }>();

  const setStatus = (next: LiveStatus) => {
    if (next.state === status.state && next.dropped === status.dropped) return;
    status = next;
    for (const listener of statusListeners) listener();
  };
  const clear = (handle: ReturnType<typeof setTimeout> | null) => {
    if (handle !== null) deps.clearTimer(handle);
  };
  const clearTimers = () => {
    clear(retryTimer);
    clear(pingTimer);
    clear(deadTimer);
    retryTimer = null;
    pingTimer = null;
    deadTimer = null;
  };
  const send = (message: LiveClientMessage) => {
    if (socket?.readyState === SocketOpen) socket.send(JSON.stringify(message));
  };
  const detach = () => {
    if (!socket) return;
    const closing = socket;
    socket = null;
    closing.onopen = null;
    closing.onmessage = null;
    closing.onclose = null;
    closing.onerror = null;
    if (closing.readyState === SocketOpen || closing.readyState === SocketConnecting) closing.close();
  };

  const armDeadTimer = () => {
    clear(deadTimer);
    deadTimer = deps.setTimer(() => dropped(), LiveServerTimeoutMs);
  };
  const schedulePing = () => {
    clear(pingTimer);
    pingTimer = deps.setTimer(() => {
      send({ Type: 'Ping' });
      const token = deps.token();
      if (token && token !== sentToken) {
        sentToken = token;
        send({ Type: 'AccessToken', AccessToken: token });
      }
      schedulePing();
    }, LiveKeepAliveMs);
  };

  function dropped(): void {
    detach();
    clearTimers();
    const delay = reconnectDelay(attempt, deps.random);
    attempt += 1;
    if (delay === null) {
      setStatus({ state: 'stopped', dropped: true });
      return;
    }
    setStatus({ state: 'waiting', dropped: true });
    retryTimer = deps.setTimer(() => {
      retryTimer = null;
      connect();
    }, delay);
  }

  function connect(): void {
    detach();
    clearTimers();
    const token = deps.token();
    if (!token) {
      // No access token (renewal failed): the session notice tells the user; keep to the schedule.
      dropped();
      return;
    }
    setStatus({ state: 'connecting', dropped: status.dropped });
    sentToken = token;
    const current = deps.createSocket(deps.address(token));
    socket = current;
    armDeadTimer();
    current.onopen = () => {
      const reconnected = wasOpen;
      wasOpen = true;
      attempt = 0;
      setStatus({ state: 'open', dropped: false });
      schedulePing();
      armDeadTimer();
      for (const { target } of opened.values()) send({ Type: 'Open', ...target });
      if (reconnected) for (const listener of reconnectListeners) listener();
    };
    current.onmessage = (message: MessageEvent) => {
      armDeadTimer();
      const event = parseLiveMessage(message.data);
      if (event) for (const listener of eventListeners) listener(event);
    };
    current.onclose = (close: CloseEvent) => {
      if (socket !== current) return;
      if (close.code === LiveCloseCodes.SessionInvalidated) {
        // The session ended (the SessionInvalidated event said so): never reconnect.
        detach();
        clearTimers();
        setStatus({ state: 'idle', dropped: false });
      } else if (close.code === LiveCloseCodes.TokenExpired && status.state === 'open') {
        // The token ran out before a renewal reached the hub: connect again at once with the current one.
        connect();
      } else dropped();
    };
  }

  return {
    start: () => {
      if (status.state !== 'idle') return;
      attempt = 0;
      connect();
    },
    stop: () => {
      detach();
      clearTimers();
      wasOpen = false;
      setStatus({ state: 'idle', dropped: false });
    },
    reconnect: () => {
      attempt = 0;
      connect();
    },
    open: (target) => {
      const key = targetKey(target);
      const entry = opened.get(key);
      if (entry) entry.count += 1;
      else {
        opened.set(key, { target, count: 1 });
        send({ Type: 'Open', ...target });
      }
      return () => {
        const current = opened.get(key);
        if (!current) return;
        current.count -= 1;
        if (current.count > 0) return;
        opened.delete(key);
        send({ Type: 'Close', ...target });
      };
    },
    onEvent: (listener) => {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onReconnected: (listener) => {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    getStatus: () => status,
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
