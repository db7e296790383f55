import { useSyncExternalStore } from 'react';
import type { SessionInformation } from '../../domain/entities/session';

let current: SessionInformation | null = null;
const listeners = new Set<() => void>();

/** The current session information (customer, read-only flag, renewal interval), or null. */
export function getSession(): SessionInformation | null {
  return current;
}

/** Replaces the session information and notifies subscribers. */
export function setSession(next: SessionInformation | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React access to the session information. */
export function useSessionInformation(): SessionInformation | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** True for a read-only session: it may look at everything but change nothing, so forms show without saving. */
export function useIsReadOnly(): boolean {
  return useSessionInformation()?.IsReadOnly === true;
}
