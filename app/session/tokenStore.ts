// The access token lives only in memory; the refresh credential is an httpOnly cookie whose expiry
// time (and the signed-in user key) are kept in local storage.
const expiryKey = 'ledgerline.refreshExpiresAt';
const userKey = 'ledgerline.user';

let accessToken: string | null = null;

/** The access token held in memory, if any. */
export function getAccessToken(): string | null {
  return accessToken;
}

/** Replaces (or drops, with null) the in-memory access token. */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Stores the refresh credential's expiry time (ISO 8601). */
export function setRefreshExpiry(expiresAt: string): void {
  localStorage.setItem(expiryKey, expiresAt);
}

/** The stored refresh credential expiry, or null. */
export function getRefreshExpiry(): string | null {
  return localStorage.getItem(expiryKey);
}

/** Remembers which customer and user are signed in (namespaces local preferences). */
export function setStoredUser(customerId: string, userId: string): void {
  localStorage.setItem(userKey, JSON.stringify({ customerId, userId }));
}

/** The stored customer and user key, or null. */
export function getStoredUser(): { customerId: string; userId: string } | null {
  const raw = localStorage.getItem(userKey);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'customerId' in parsed && 'userId' in parsed) {
      return { customerId: String(parsed.customerId), userId: String(parsed.userId) };
    }
  } catch {
    // A corrupt entry is treated as absent.
  }
  return null;
}

/** Forgets every trace of the session kept by the client. */
export function clearSessionStorage(): void {
  accessToken = null;
  localStorage.removeItem(expiryKey);
  localStorage.removeItem(userKey);
}
