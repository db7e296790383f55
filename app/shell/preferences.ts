import { getStoredUser } from '../session/tokenStore';

/** Preference names of spec 000 §9, kept per customer and user in local storage. */
export type PreferenceName =
  | 'DarkMode'
  | `Filters.${string}`
  | `Columns.${string}`
  | `ColumnWidths.${string}`
  | `SortOrder.${string}`
  | `PageSize.${string}`
  | 'ShowReceivedOnly'
  | 'UninvoicedOnly'
  | 'WithReturnsOnly'
  | 'Dashboard.Companies'
  | 'Dashboard.DocumentTypes'
  | `VerifyPaneSizes.${string}`;

type Owner = { customerId: string; userId: string };

/** The local-storage key of a preference for one customer and user. */
export function preferenceKey(owner: Owner, name: PreferenceName): string {
  return `ledgerline.pref.${owner.customerId}.${owner.userId}.${name}`;
}

/** Reads a preference of the signed-in customer and user; the fallback when absent or unreadable. */
export function getPreference<T>(
  name: PreferenceName,
  fallback: T,
  owner: Owner | null = getStoredUser(),
): T {
  if (!owner) return fallback;
  const raw = localStorage.getItem(preferenceKey(owner, name));
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Stores a preference (as JSON) for the signed-in customer and user. */
export function setPreference<T>(
  name: PreferenceName,
  value: T,
  owner: Owner | null = getStoredUser(),
): void {
  if (!owner) return;
  localStorage.setItem(preferenceKey(owner, name), JSON.stringify(value));
}
