import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Channel on which a revoked session's id is announced when its transaction commits. */
export const SessionRevokedChannel = 'ledgerline_session_revoked';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Waiter = { resolve(active: boolean): void; reject(error: unknown): void };

/**
 * Whether sessions may still be used, so that a logout or a revoked session stops its very next
 * request. On PostgreSQL the database is all server instances share, so every request asks it:
 * requests that arrive while one lookup runs wait for the next, which answers them all with one
 * indexed query started after they arrived. The embedded database belongs to this process alone and
 * announces every revocation as it commits, so sessions found standing are remembered until then.
 */
export class SessionCheck {
  private waiting = new Map<string, Waiter[]>();
  private running = false;
  /** Embedded only: sessions found standing, with their end, until a revocation is announced. */
  private readonly standing = new Map<string, number>();
  private listening = false;
  private revocations = 0;

  constructor(private readonly database: Database) {
    const { connection } = database;
    if ('pglite' in connection) {
      void connection.pglite
        .listen(SessionRevokedChannel, (sessionId) => {
          this.revocations++;
          this.standing.delete(sessionId);
        })
        .then(() => {
          this.listening = true;
        });
    }
  }

  /** Resolves true while the session is neither revoked nor expired. */
  isActive(sessionId: string): Promise<boolean> {
    if (!uuid.test(sessionId)) return Promise.resolve(false);
    const end = this.standing.get(sessionId);
    if (end !== undefined && end > Date.now()) return Promise.resolve(true);
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(sessionId);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(sessionId, [{ resolve, reject }]);
      if (!this.running) {
        this.running = true;
        setImmediate(() => void this.run());
      }
    });
  }

  private async run(): Promise<void> {
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const active = await this.activeOf([...batch.keys()]);
        for (const [id, waiters] of batch) for (const w of waiters) w.resolve(active.has(id));
      } catch (error) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      }
    }
    this.running = false;
  }

  private async activeOf(ids: string[]): Promise<Set<string>> {
    const revocationsBefore = this.revocations;
    const result = (await this.database.db.execute(
      sql`select id, expires_at from sessions
          where id = any(${sql.param(`{${ids.join(',')}}`)}::uuid[])
            and revoked_at is null and expires_at > now()`,
    )) as unknown as { rows: Array<{ id: string; expires_at: Date | string }> };
    // Remembered only when no revocation was announced meanwhile: it may concern one of these.
    if (this.listening && this.revocations === revocationsBefore) {
      if (this.standing.size > 10_000) this.standing.clear();
      for (const row of result.rows) this.standing.set(row.id, new Date(row.expires_at).getTime());
    }
    return new Set(result.rows.map((row) => row.id));
  }
}
