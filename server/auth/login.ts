import { eq } from 'drizzle-orm';
import type { LoginRequest } from '../../domain/entities/session';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import { AppError } from '../errors';
import {
  countAttempt,
  failureDelayMs,
  forgetAttempt,
  lockKeys,
  lockSecondsLeft,
  sweepStaleCounters,
  throttleKeys,
} from './loginThrottle';
import { hashPassword, verifyPassword } from './password';
import { type IssuedSession, startSession } from './sessions';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Verifying against a real hash for unknown e-mail addresses keeps their timing like that of known ones.
let dummyHash: Promise<string> | undefined;

// Counters of addresses nobody tries again are swept now and then, by the sign-ins themselves.
const SweepEveryAttempts = 1000;
let attemptsSinceSweep = 0;

const locked = (until: Date) => new AppError(429, 'Login_Locked', [lockSecondsLeft(until)]);

/**
 * Checks e-mail and password and starts a session. Every attempt is counted before the password is
 * checked: repeated failures slow the e-mail address down everywhere and lock it for one client address.
 */
export async function login(
  database: Database,
  request: LoginRequest,
  clientAddress: string,
): Promise<IssuedSession> {
  const email = request.Email.trim().toLowerCase();
  const keys = throttleKeys(email, clientAddress);
  const lockable = [keys.pair, keys.client];
  const counters = await database.withService((tx) =>
    countAttempt(tx, [keys.email.key, keys.pair.key, keys.client.key]),
  );
  if (++attemptsSinceSweep >= SweepEveryAttempts) {
    attemptsSinceSweep = 0;
    await database.withService(sweepStaleCounters);
  }
  const failures = (key: string) => counters.get(key)?.failures ?? 0;
  const lockEnds = [...counters.values()].map((c) => c.lockedUntil).filter((d): d is Date => d !== null);
  const lockEnd = lockEnds.find((d) => lockSecondsLeft(d) > 0);
  if (lockEnd) throw locked(lockEnd);
  const over = lockable.filter((k) => failures(k.key) > k.lockAfter).map((k) => k.key);
  if (over.length > 0) throw locked(await database.withService((tx) => lockKeys(tx, over)));

  const [account] = await database.withService((tx) =>
    tx.select().from(accounts).where(eq(accounts.email, email)),
  );
  dummyHash ??= hashPassword('not-a-password');
  const stored = account?.passwordHash;
  const matches = await verifyPassword(stored ?? (await dummyHash), request.Password);
  if (!account || !stored || !matches) {
    const reached = lockable.filter((k) => failures(k.key) >= k.lockAfter).map((k) => k.key);
    if (reached.length > 0) throw locked(await database.withService((tx) => lockKeys(tx, reached)));
    await sleep(failureDelayMs(Math.max(failures(keys.email.key), failures(keys.pair.key))));
    throw new AppError(401, 'Login_Invalid_Credentials');
  }
  return database.withService(async (tx) => {
    await forgetAttempt(tx, [keys.email.key, keys.pair.key], keys.client.key);
    return startSession(tx, account.id, request.CustomerId);
  });
}
