import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { SessionCheck } from './sessionCheck';

/** A PostgreSQL-like database whose sessions table holds the given standing sessions. */
function databaseWith(standing: Set<string>) {
  const execute = vi.fn(async (query: { queryChunks?: unknown[] }) => {
    const asked = JSON.stringify(query.queryChunks ?? []);
    const rows = [...standing]
      .filter((id) => asked.includes(id))
      .map((id) => ({ id, expires_at: new Date(Date.now() + 60_000) }));
    return { rows };
  });
  const database = { db: { execute }, connection: { url: 'postgres://test' } } as unknown as Database;
  return { database, execute };
}

describe('SessionCheck on PostgreSQL', () => {
  it('answers requests that arrive together with one query', async () => {
    const [a, b, gone] = [randomUUID(), randomUUID(), randomUUID()];
    const { database, execute } = databaseWith(new Set([a, b]));
    const check = new SessionCheck(database);
    const answers = await Promise.all([a, b, gone, a, b].map((id) => check.isActive(id)));
    expect(answers).toEqual([true, true, false, true, true]);
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('asks again for every later request: a revocation counts on the next one', async () => {
    const id = randomUUID();
    const standing = new Set([id]);
    const { database, execute } = databaseWith(standing);
    const check = new SessionCheck(database);
    expect(await check.isActive(id)).toBe(true);
    standing.delete(id);
    expect(await check.isActive(id)).toBe(false);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it('refuses an id that is no session id without asking', async () => {
    const { database, execute } = databaseWith(new Set());
    expect(await new SessionCheck(database).isActive("x'; drop table sessions")).toBe(false);
    expect(execute).not.toHaveBeenCalled();
  });
});
