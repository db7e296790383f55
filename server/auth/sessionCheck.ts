import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Waiter = { resolve(active: boolean): void; reject(error: unknown): void };

/**
 * Whether sessions may still be used, asked of the database on every request: the database is all
 * server instances share, so a logout or a revoked session stops its very next request wherever it
 * arrives. Requests that arrive while one lookup runs wait for the next, which answers them all with
 * one indexed query; each request is answered by a lookup that started after it arrived.
 */
export class SessionCheck {
  private waiting = new Map<string, Waiter[]>();
  private running = false;

  constructor(private readonly database: Database) {}

  /** Resolves true while the session is neither revoked nor expired. */
  isActive(sessionId: string): Promise<boolean> {
    if (!uuid.test(sessionId)) return Promise.resolve(false);
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
    const result = (await this.database.db.execute(
      sql`select id from sessions
          where id = any(${sql.param(`{${ids.join(',')}}`)}::uuid[])
            and revoked_at is null and expires_at > now()`,
    )) as unknown as { rows: Array<{ id: string }> };
    return new Set(result.rows.map((row) => row.id));
  }
}
