import type { QueryClient } from '@tanstack/react-query';
import { DefaultLocale } from '../../domain/entities/enums';
import { authApi } from '../api/auth';
import { defaultLocaleQuery } from '../api/translations';
import { applyUserLocale } from '../i18n/appI18n';
import { baseDataQuery } from './baseData';
import type { BaseData } from './guardContext';
import { applyOnboardingParameters } from './onboarding';
import { clearSessionExpiredNotice, startRenewal } from './renewal';
import { setSession } from './sessionStore';
import {
  getAccessToken,
  getRefreshExpiry,
  setAccessToken,
  setRefreshExpiry,
  setStoredUser,
} from './tokenStore';

/** Why the start-up sequence stopped: never signed in here, or the session could not be established. */
export type StartupFailure = 'no-credential' | 'no-valid-session';

let running: Promise<BaseData> | null = null;

/** True when a refresh credential was stored and has not expired. */
export function hasLiveRefreshCredential(now: Date = new Date()): boolean {
  const expiry = getRefreshExpiry();
  return expiry !== null && new Date(expiry).getTime() > now.getTime();
}

async function run(client: QueryClient): Promise<BaseData> {
  if (!getAccessToken()) {
    // Spec 000 §4: with no token, a refresh token first, then an access token, then base data.
    const refreshed = await authApi.refreshRefreshToken();
    setRefreshExpiry(refreshed.ExpiresAt);
    setAccessToken(refreshed.Token);
  }
  const info = await authApi.refreshAccessToken();
  setAccessToken(info.Token);
  setSession(info);
  const base = await client.fetchQuery(baseDataQuery);
  setStoredUser(info.CustomerId, base.user.Id);
  const defaultLocale = await client.fetchQuery(defaultLocaleQuery).catch(() => DefaultLocale);
  await applyUserLocale(base.user.Locale, defaultLocale);
  clearSessionExpiredNotice();
  startRenewal(info.RefreshAfterSeconds);
  await applyOnboardingParameters();
  return base;
}

/**
 * Runs the start-up sequence once (concurrent callers share it: rotating the refresh credential
 * twice would revoke the session).
 */
export function establishSession(client: QueryClient): Promise<BaseData> {
  running ??= run(client).finally(() => {
    running = null;
  });
  return running;
}
