import { eq, sql } from 'drizzle-orm';
import type { LoginRequest } from '../../domain/entities/session';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/index';
import { AppError } from '../errors';
import { failureDelayMs, lockAfterFailure, lockSecondsLeft } from './loginThrottle';
import { hashPassword, verifyPassword } from './password';
import { type IssuedSession, startSession } from './sessions';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Verifying against a real hash for unknown e-mail addresses keeps their timing like that of known ones.
let dummyHash: Promise<string> | undefined;

/** Checks e-mail and password, slowing down and then locking after repeated failures, and starts a session. */
export async function login(database: Database, request: LoginRequest): Promise<IssuedSession> {
  const email = request.Email.trim().toLowerCase();
  const [account] = await database.withService((tx) =>
    tx.select().from(accounts).where(eq(accounts.email, email)),
  );
  if (!account) {
    dummyHash ??= hashPassword('not-a-password');
    await verifyPassword(await dummyHash, request.Password);
    throw new AppError(401, 'Login_Invalid_Credentials');
  }
  const locked = lockSecondsLeft(account.lockedUntil);
  if (locked > 0) throw new AppError(429, 'Login_Locked', [locked]);

  if (!(await verifyPassword(account.passwordHash, request.Password))) {
    const failures = account.failedAttempts + 1;
    const lockedUntil = lockAfterFailure(failures);
    await database.withService((tx) =>
      tx
        .update(accounts)
        .set({ failedAttempts: sql`${accounts.failedAttempts} + 1`, lockedUntil })
        .where(eq(accounts.id, account.id)),
    );
    if (lockedUntil) throw new AppError(429, 'Login_Locked', [lockSecondsLeft(lockedUntil)]);
    await sleep(failureDelayMs(failures));
    throw new AppError(401, 'Login_Invalid_Credentials');
  }
  return database.withService((tx) => startSession(tx, account.id, request.CustomerId));
}
