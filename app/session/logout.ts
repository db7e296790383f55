import type { QueryClient } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { stopRenewal } from './renewal';
import { setSession } from './sessionStore';
import { clearSessionStorage } from './tokenStore';

/** Ends the session: tells the provider, then clears expiry, user key, access token and cached data. */
export async function logout(client: QueryClient): Promise<void> {
  stopRenewal();
  try {
    await authApi.logout();
  } catch {
    // The session is ended locally even when the provider cannot be reached.
  }
  clearSessionStorage();
  setSession(null);
  client.clear();
}

/** Drops the local session state without calling the provider (customer switch, lost session). */
export function forgetSession(client: QueryClient): void {
  stopRenewal();
  clearSessionStorage();
  setSession(null);
  client.clear();
}
