/** Failures before answers are slowed down. */
export const SlowAfterFailures = 3;
/** Failures that lock the account. */
export const LockAfterFailures = 6;
/** How long a lock lasts. */
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

/** The lock end after one more failure, or null while below the limit. */
export function lockAfterFailure(failures: number, now: Date = new Date()): Date | null {
  return failures >= LockAfterFailures ? new Date(now.getTime() + LockMinutes * 60_000) : null;
}
