import { createHash, randomBytes } from 'node:crypto';

/** A new random refresh credential (sent once, in the cookie). */
export function newRefreshCredential(): string {
  return randomBytes(32).toString('base64url');
}

/** The only form in which a refresh credential is stored. */
export function hashRefreshCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}
