import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { loginThrottle } from '../db/schema/index';
import { startTestApp } from '../test/harness';
import { sweepStaleCounters } from './loginThrottle';

const ctx = await startTestApp();
afterAll(() => ctx.close());

describe('sweepStaleCounters', () => {
  it('removes forgotten counters and keeps recent ones and running locks', async () => {
    const key = (name: string) => `test:${name}:${randomUUID()}`;
    const old = new Date(Date.now() - 20 * 60_000);
    const rows = [
      { key: key('stale'), failures: 2, windowStart: old, lockedUntil: null },
      { key: key('ended-lock'), failures: 6, windowStart: old, lockedUntil: new Date(Date.now() - 1000) },
      { key: key('recent'), failures: 2, windowStart: new Date(), lockedUntil: null },
      { key: key('locked'), failures: 6, windowStart: old, lockedUntil: new Date(Date.now() + 60_000) },
    ];
    await ctx.database.db.insert(loginThrottle).values(rows);
    await ctx.database.withService(sweepStaleCounters);
    const left = await ctx.database.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          rows.map((row) => row.key),
        ),
      );
    expect(left.map((row) => row.key).sort()).toEqual([rows[2].key, rows[3].key].sort());
  });
});
