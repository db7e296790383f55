import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { loginThrottle } from '../db/schema/index';

/** Failures before answers are slowed down. */
export const SlowAfterFailures = 3;
/** Failures of one e-mail address from one client address that lock that pair. */
export const LockAfterFailures = 6;
/** Failures from one client address, over every e-mail address, that lock the client address. */
export const AddressLockAfterFailures = 100;
/** How long a lock lasts, and how long failures are remembered. */
export const LockMinutes = 15;

/** Milliseconds to wait before answering a failed login, growing with the failures so far. */
export function failureDelayMs(failures: number): number {
  return failures < SlowAfterFailures ? 0 : Math.min(4000, 500 * 2 ** (failures - SlowAfterFailures));
}

/** Seconds left on a lock, or 0 when not locked. */
export function lockSecondsLeft(lockedUntil: Date | null, now: Date = new Date()): number {
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * The counters of one sign-in attempt. The e-mail address alone only slows (so nobody can lock a real
 * user out from elsewhere); the address with the client address, and the client address alone, lock.
 * Keyed by the address typed, so unknown addresses are treated exactly like known ones.
 */
export function throttleKeys(email: string, clientAddress: string) {
  return {
    email: { key: `email:${email}`, lockAfter: undefined },
    pair: { key: `pair:${clientAddress}|${email}`, lockAfter: LockAfterFailures },
    client: { key: `client:${clientAddress}`, lockAfter: AddressLockAfterFailures },
  } as const;
}

type Counter = { key: string; failures: number; lockedUntil: Date | null };

/**
 * Counts the attempt as a failure before the password is checked, in one statement, so that parallel
 * attempts each see their own number; a success takes it back. Failures older than the lock time and
 * ended locks start over.
 */
export async function countAttempt(tx: Tx, keys: string[]): Promise<Map<string, Counter>> {
  const stale = sql`t.window_start <= now() - make_interval(mins => ${LockMinutes}) and (t.locked_until is null or t.locked_until <= now())`;
  const locked = sql`t.locked_until > now()`;
  const result = (await tx.execute(sql`
    insert into login_throttle as t (key, failures, window_start)
    values ${sql.join(
      keys.map((key) => sql`(${key}, 1, now())`),
      sql`, `,
    )}
    on conflict (key) do update set
      failures = case when ${locked} then t.failures when ${stale} then 1 else t.failures + 1 end,
      window_start = case when ${stale} then now() else t.window_start end,
      locked_until = case when ${stale} then null else t.locked_until end
    returning key, failures, locked_until`)) as unknown as {
    rows: Array<{ key: string; failures: number; locked_until: string | Date | null }>;
  };
  return new Map(
    result.rows.map((row) => [
      row.key,
      {
        key: row.key,
        failures: Number(row.failures),
        lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
      },
    ]),
  );
}

/** Locks keys for LockMinutes; the lock end. */
export async function lockKeys(tx: Tx, keys: string[]): Promise<Date> {
  const until = new Date(Date.now() + LockMinutes * 60_000);
  await tx
    .update(loginThrottle)
    .set({ lockedUntil: until })
    .where(
      sql`${inArray(loginThrottle.key, keys)} and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= now())`,
    );
  return until;
}

/** Takes back a successful attempt: the address's own counters go, the client address keeps the others. */
export async function forgetAttempt(tx: Tx, resetKeys: string[], clientKey: string): Promise<void> {
  await tx.delete(loginThrottle).where(inArray(loginThrottle.key, resetKeys));
  await tx
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(sql`${loginThrottle.key} = ${clientKey}`);
}

/** Removes counters whose failures are forgotten and whose lock has ended. */
export async function sweepStaleCounters(tx: Tx): Promise<void> {
  await tx.execute(sql`
    delete from login_throttle
    where window_start <= now() - make_interval(mins => ${LockMinutes})
      and (locked_until is null or locked_until <= now())`);
}
