import { expect } from 'vitest';
import type { LedgerlineApp } from '../app';
import { signIn } from './harness';

/** A WebSocket client of the hub that queues what it receives. */
export class HubClient {
  private readonly socket: WebSocket;
  private readonly received: unknown[] = [];
  private waiting: ((message: unknown) => void) | null = null;
  readonly closed: Promise<{ code: number }>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.addEventListener('message', (message) => {
      const parsed: unknown = JSON.parse(String(message.data));
      if (this.waiting) {
        this.waiting(parsed);
        this.waiting = null;
      } else this.received.push(parsed);
    });
    this.closed = new Promise((resolve) =>
      this.socket.addEventListener('close', (e) => resolve({ code: e.code })),
    );
  }

  /** The next message from the hub. */
  next(): Promise<unknown> {
    const queued = this.received.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /**
   * Resolves once the hub has taken the socket (it answers a ping only then). What the hub sent before the
   * pong (who has what open already) stays queued for `next`.
   */
  async ready(): Promise<this> {
    await new Promise<void>((resolve) => {
      if (this.socket.readyState === WebSocket.OPEN) resolve();
      else this.socket.addEventListener('open', () => resolve());
    });
    this.send({ Type: 'Ping' });
    const before: unknown[] = [];
    for (let message = await this.next(); !isPong(message); message = await this.next()) {
      expect(message).toMatchObject({ Event: 'PresenceChanged' });
      before.push(message);
    }
    this.received.unshift(...before);
    return this;
  }

  close(): void {
    this.socket.close();
  }
}

const isPong = (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { Type?: unknown }).Type === 'Pong';

/** The hub's address on this app, which starts listening on a free loopback port if it was not. */
export async function hubUrl(app: LedgerlineApp): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}/hub`;
}

/** Signs the user in and connects to the hub with their access token. */
export async function connect(app: LedgerlineApp, email: string): Promise<HubClient> {
  const { token } = await signIn(app, email);
  return new HubClient(`${await hubUrl(app)}?access_token=${token}`).ready();
}
