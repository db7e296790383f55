import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LiveCloseCodes, type LiveEvent, LiveServerTimeoutMs } from '../../domain/live/events';
import type { AccessClaims, AccessTokens } from '../auth/accessToken';
import type { ActorCache } from '../auth/actorCache';
import { SessionCheck, SessionRevokedChannel } from '../auth/sessionCheck';
import type { Database } from '../db/client';
import { listenToChannels } from '../db/listen';
import { visibleCompanyIds } from '../policies/company';
import { type Actor, loadActor } from '../services/users/actor';
import { type Listener, reaches } from './audience';
import { type LiveAudience, LiveChannel, type PresenceNotice, parseBusMessage } from './bus';
import { companyOfItem } from './itemCompany';
import { PresenceBoard, type PresenceChange, PresenceRefreshMs } from './presence';
import { publishPresence } from './publish';

/** The part of a WebSocket the hub uses (the `ws` socket @fastify/websocket hands over). */
export type HubSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
};

type Connection = Listener & {
  socket: HubSocket;
  /** What the access token the socket connected with says. */
  claims: AccessClaims;
  name: string;
  /** This socket as a presence holder, unique across instances. */
  holder: string;
  lastHeard: number;
  tokenExpires: number;
  /** What it has open, `${Key}|${Id}`, with the item's company. */
  open: Map<string, string | null>;
  /** Its opens and closes, one after another: an open waits for the item's company to be read. */
  holding: Promise<void>;
};

type PresenceItem = Pick<PresenceNotice, 'Key' | 'Id'>;

type HubDeps = { database: Database; tokens: AccessTokens; actors: ActorCache };

const OpenSocket = 1;
/** A socket may hold this many documents and sources open at once. */
const MaxOpenPerSocket = 50;
const SweepMs = 5000;
/** WebSocket close code 1011: the server met a condition it could not handle. */
const ServerErrorCode = 1011;

const ClientMessage = z.union([
  z.object({ Type: z.literal('Ping') }),
  z.object({ Type: z.literal('AccessToken'), AccessToken: z.string().max(4096) }),
  z
    .object({
      Type: z.enum(['Open', 'Close']),
      DocumentId: z.uuid().optional(),
      SourceId: z.uuid().optional(),
    })
    .refine((item) => (item.DocumentId === undefined) !== (item.SourceId === undefined)),
]);

const sessionInvalidated: LiveEvent = { Event: 'SessionInvalidated', Message: 'Session_Invalidated_Info' };

/** When a token we verified expires (ms); its payload was checked by AccessTokens.verify. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp * 1000;
}

function companiesOf(actor: Actor): Listener['companies'] {
  return actor.user.mayHandleAllCompanies ? 'all' : visibleCompanyIds(actor);
}

/** Whether a socket may hear about an item of a company (an item without one: the whole tenant). */
function mayHear(listener: Listener, companyId: string | null): boolean {
  return companyId === null || listener.companies === 'all' || listener.companies.has(companyId);
}

const presenceEvent = (change: PresenceChange): LiveEvent => ({
  Event: 'PresenceChanged',
  [change.Key]: change.Id,
  Users: change.Users,
});

const itemOfKey = (key: string): PresenceItem => {
  const [Key, Id = ''] = key.split('|');
  return { Key: Key === 'SourceId' ? 'SourceId' : 'DocumentId', Id };
};

/**
 * The live-event hub of one instance: authenticates sockets, keeps them alive, hears the bus (every
 * instance's committed events, presence and session revocations) and passes each message to the local
 * sockets it may reach.
 */
export class LiveHub {
  private readonly connections = new Set<Connection>();
  private readonly sessions: SessionCheck;
  private readonly board = new PresenceBoard();
  private readonly instanceId = randomUUID();
  private sequence = 0;
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | undefined;
  private lastRefresh = Date.now();
  /** Presence notices go out one after another, so that every instance hears a socket's open before its close. */
  private announcing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: HubDeps) {
    this.sessions = new SessionCheck(deps.database);
  }

  /** Starts hearing the bus and sweeping silent sockets. */
  async start(): Promise<void> {
    this.stopListening = await listenToChannels(
      this.deps.database,
      [LiveChannel, SessionRevokedChannel],
      (channel, payload) => {
        if (channel === SessionRevokedChannel) this.sessionRevoked(payload ?? '');
        else void this.hear(payload).catch(() => undefined);
      },
    );
    this.timer = setInterval(() => void this.sweep(Date.now()), SweepMs);
    this.timer.unref();
  }

  /** Tells the other instances what this one's sockets had open, closes them and stops hearing. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const connection of [...this.connections]) this.close(connection, 1001, 'Server stopping');
    await this.announcing;
    const stopListening = this.stopListening;
    this.stopListening = null;
    await stopListening?.();
  }

  /** How many sockets this instance holds. */
  get size(): number {
    return this.connections.size;
  }

  /** Takes a new socket: authenticates its token, then serves it until it closes. */
  attach(socket: HubSocket, token: string | undefined): void {
    // Messages may arrive while the token is checked: they wait for it.
    const ready = this.authenticate(socket, token).catch(() => {
      // The database could not answer: not the client's fault, it reconnects later.
      socket.close(ServerErrorCode, 'Server error');
      return null;
    });
    socket.on('message', (data) => {
      void ready.then((connection) => connection && this.received(connection, String(data)));
    });
    socket.on('close', () => {
      void ready.then((connection) => connection && this.detach(connection));
    });
  }

  private async authenticate(socket: HubSocket, token: string | undefined): Promise<Connection | null> {
    const claims = token ? this.deps.tokens.verify(token) : null;
    if (!token || !claims) {
      socket.close(LiveCloseCodes.Unauthorized, 'Unauthorized');
      return null;
    }
    const actor = await this.standingActor(claims);
    if (socket.readyState !== OpenSocket) return null;
    if (!actor) {
      socket.send(JSON.stringify(sessionInvalidated));
      socket.close(LiveCloseCodes.SessionInvalidated, 'Session invalidated');
      return null;
    }
    const connection: Connection = {
      socket,
      claims,
      tenantId: claims.tenantId,
      userId: claims.userId,
      companies: companiesOf(actor),
      name: actor.user.name,
      holder: `${this.instanceId}/${++this.sequence}`,
      lastHeard: Date.now(),
      tokenExpires: expiryOf(token),
      open: new Map(),
      holding: Promise.resolve(),
    };
    this.connections.add(connection);
    // Who has what open already: the verify list and the splitter show it from the start.
    for (const change of this.board.snapshot(connection.tenantId))
      if (mayHear(connection, change.CompanyId)) this.send(connection, presenceEvent(change));
    return connection;
  }

  /** The actor of a session that still stands, read afresh; null when the session or the user is gone. */
  private async standingActor(claims: AccessClaims): Promise<Actor | null> {
    const [active, actor] = await Promise.all([
      this.sessions.isActive(claims.sessionId),
      this.deps.database.withTenant(claims.tenantId, (tx) => loadActor(tx, claims)),
    ]);
    return active ? actor : null;
  }

  private received(connection: Connection, text: string): void {
    connection.lastHeard = Date.now();
    let parsed: z.infer<typeof ClientMessage>;
    try {
      const result = ClientMessage.safeParse(JSON.parse(text));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    if (parsed.Type === 'Ping') this.send(connection, { Type: 'Pong' });
    else if (parsed.Type === 'AccessToken') void this.renew(connection, parsed.AccessToken);
    else {
      const item: PresenceItem = parsed.DocumentId
        ? { Key: 'DocumentId', Id: parsed.DocumentId }
        : { Key: 'SourceId', Id: parsed.SourceId ?? '' };
      const open = parsed.Type === 'Open';
      connection.holding = connection.holding
        .then(() => (open ? this.open(connection, item) : this.hold(connection, item, false)))
        .catch(() => undefined);
    }
  }

  /** A renewed access token: of the same session, still standing, it keeps the socket open until it expires. */
  private async renew(connection: Connection, token: string): Promise<void> {
    const claims = this.deps.tokens.verify(token);
    if (!claims || claims.sessionId !== connection.claims.sessionId || claims.userId !== connection.userId) {
      connection.socket.close(LiveCloseCodes.Unauthorized, 'Unauthorized');
      return;
    }
    const actor = await this.standingActor(claims).catch(() => null);
    if (!actor) return this.invalidate(connection);
    connection.companies = companiesOf(actor);
    connection.claims = claims;
    connection.tokenExpires = expiryOf(token);
  }

  /** An item opened: held when it exists and the user may see its company; anything else is ignored. */
  private async open(connection: Connection, item: PresenceItem): Promise<void> {
    const key = `${item.Key}|${item.Id}`;
    if (connection.open.has(key) || connection.open.size >= MaxOpenPerSocket) return;
    const companyId = await companyOfItem(this.deps.database, connection.tenantId, item);
    if (companyId === undefined || !mayHear(connection, companyId) || !this.connections.has(connection))
      return;
    this.hold(connection, item, true, companyId);
  }

  private hold(
    connection: Connection,
    item: PresenceItem,
    open: boolean,
    companyId: string | null = null,
  ): void {
    const key = `${item.Key}|${item.Id}`;
    if (open && connection.open.has(key)) return;
    if (!open && !connection.open.has(key)) return;
    const CompanyId = open ? companyId : (connection.open.get(key) ?? null);
    if (open) connection.open.set(key, companyId);
    else connection.open.delete(key);
    const notice: PresenceNotice = {
      ...item,
      Holder: connection.holder,
      UserId: connection.userId,
      Name: connection.name,
      Open: open,
      CompanyId,
    };
    // Applied here at once (the opener learns who else has it open), and on every instance by the bus.
    const change = this.board.apply(connection.tenantId, notice, Date.now());
    if (change) this.presenceChanged(change);
    else if (open)
      this.send(connection, {
        Event: 'PresenceChanged',
        [item.Key]: item.Id,
        Users: this.board.users(connection.tenantId, item.Key, item.Id),
      });
    this.announce(connection.tenantId, notice);
  }

  private announce(tenantId: string, notice: PresenceNotice): void {
    this.announcing = this.announcing
      .then(() => publishPresence(this.deps.database, tenantId, notice))
      .catch(() => undefined);
  }

  private detach(connection: Connection): void {
    this.connections.delete(connection);
    for (const key of [...connection.open.keys()]) this.hold(connection, itemOfKey(key), false);
  }

  /** Hears one bus message (exposed for tests). */
  async hear(payload: string | undefined): Promise<void> {
    const message = parseBusMessage(payload);
    if (!message) return;
    if ('Presence' in message) {
      // This instance applied its own notices as they were made.
      if (message.Presence.Holder.startsWith(`${this.instanceId}/`)) return;
      const change = this.board.apply(message.TenantId, message.Presence, Date.now());
      if (change) this.presenceChanged(change);
      return;
    }
    const event = message.Event as LiveEvent;
    if (event.Event === 'UserUpdated' && event.UserId) await this.userChanged(message.TenantId, event.UserId);
    this.deliver(message.TenantId, event, message.Audience);
  }

  private deliver(tenantId: string, event: LiveEvent, audience?: LiveAudience): void {
    for (const connection of this.connections) {
      if (!reaches(connection, tenantId, event, audience)) continue;
      if (event.Event === 'SessionInvalidated') this.invalidate(connection);
      else this.send(connection, event);
    }
  }

  /** A user was changed: their sockets follow their new rights, or end with the session when they are gone. */
  private async userChanged(tenantId: string, userId: string): Promise<void> {
    this.deps.actors.invalidateTenant(tenantId);
    const theirs = [...this.connections].filter((c) => c.tenantId === tenantId && c.userId === userId);
    await Promise.all(
      theirs.map(async (connection) => {
        const actor = await this.deps.database.withTenant(tenantId, (tx) => loadActor(tx, connection.claims));
        if (!actor) this.invalidate(connection);
        else connection.companies = companiesOf(actor);
      }),
    );
  }

  private sessionRevoked(sessionId: string): void {
    for (const connection of this.connections)
      if (connection.claims.sessionId === sessionId) this.invalidate(connection);
  }

  /** Tells the socket its session ended (Session_Invalidated_Info), then closes it. */
  private invalidate(connection: Connection): void {
    this.send(connection, sessionInvalidated);
    this.detach(connection);
    connection.socket.close(LiveCloseCodes.SessionInvalidated, 'Session invalidated');
  }

  private presenceChanged(change: PresenceChange): void {
    const event = presenceEvent(change);
    for (const connection of this.connections)
      if (connection.tenantId === change.tenantId && mayHear(connection, change.CompanyId))
        this.send(connection, event);
  }

  /**
   * Closes the sockets silent for LiveServerTimeoutMs and those whose access token expired unrenewed, renews this
   * instance's presence (here and on the others), and drops presence no instance renewed in time (exposed for tests).
   */
  sweep(now: number): void {
    for (const connection of [...this.connections]) {
      if (now >= connection.tokenExpires)
        this.close(connection, LiveCloseCodes.TokenExpired, 'Access token expired');
      else if (now - connection.lastHeard > LiveServerTimeoutMs)
        this.close(connection, LiveCloseCodes.Timeout, 'Timeout');
    }
    if (now - this.lastRefresh >= PresenceRefreshMs) {
      this.lastRefresh = now;
      for (const connection of this.connections) this.renewPresence(connection, now);
    }
    for (const change of this.board.sweep(now)) this.presenceChanged(change);
  }

  private renewPresence(connection: Connection, now: number): void {
    for (const [key, CompanyId] of connection.open) {
      const notice: PresenceNotice = {
        ...itemOfKey(key),
        Holder: connection.holder,
        UserId: connection.userId,
        Name: connection.name,
        Open: true,
        CompanyId,
      };
      this.board.apply(connection.tenantId, notice, now);
      this.announce(connection.tenantId, notice);
    }
  }

  private close(connection: Connection, code: number, reason: string): void {
    this.detach(connection);
    connection.socket.close(code, reason);
  }

  private send(connection: Connection, message: LiveEvent | { Type: 'Pong' }): void {
    if (connection.socket.readyState === OpenSocket) connection.socket.send(JSON.stringify(message));
  }
}
