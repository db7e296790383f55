import { RefreshAfterSecondsDefault } from '../../domain/entities/session';
import { ApiError } from '../api/apiError';
import { authApi } from '../api/auth';
import { popups } from '../shell/popups/popupStore';
import { setSession } from './sessionStore';
import { setAccessToken } from './tokenStore';

export const SessionExpiredMessage = 'Session_Expired_Info';
/** Spec 000 §9: the session recovery check runs every 60 seconds. */
export const RecoveryCheckSeconds = 60;

let renewalTimer: ReturnType<typeof setInterval> | null = null;
let recoveryTimer: ReturnType<typeof setInterval> | null = null;
let inFlight: Promise<boolean> | null = null;

const isExpiredNotice = (message: { OriginalMessage?: string }) =>
  message.OriginalMessage === SessionExpiredMessage;

function stopRecovery(): void {
  if (recoveryTimer !== null) clearInterval(recoveryTimer);
  recoveryTimer = null;
}

function startRecovery(): void {
  if (recoveryTimer !== null) return;
  recoveryTimer = setInterval(() => {
    void renewAccessToken();
  }, RecoveryCheckSeconds * 1000);
}

async function renew(): Promise<boolean> {
  try {
    const info = await authApi.refreshAccessToken();
    setAccessToken(info.Token);
    setSession(info);
    stopRecovery();
    popups.removeWhere(isExpiredNotice);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The refresh credential is gone: drop the access token and keep telling the user until it is back.
      setAccessToken(null);
      popups.add({
        Message: SessionExpiredMessage,
        Icon: 'info',
        Duration: -1,
        Link: '/logout',
        OnlyIfUnique: true,
      });
      startRecovery();
    }
    return false;
  }
}

/** Renews the access token once; concurrent callers share the same attempt. */
export function renewAccessToken(): Promise<boolean> {
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Starts the renewal timer (every RefreshAfterSeconds). */
export function startRenewal(refreshAfterSeconds: number = RefreshAfterSecondsDefault): void {
  stopRenewal();
  const seconds = refreshAfterSeconds > 0 ? refreshAfterSeconds : RefreshAfterSecondsDefault;
  renewalTimer = setInterval(() => {
    void renewAccessToken();
  }, seconds * 1000);
}

/** Stops the renewal timer and the recovery check. */
export function stopRenewal(): void {
  if (renewalTimer !== null) clearInterval(renewalTimer);
  renewalTimer = null;
  stopRecovery();
}

/** Removes the session-expired notice (after a new login). */
export function clearSessionExpiredNotice(): void {
  popups.removeWhere(isExpiredNotice);
}
