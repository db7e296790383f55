import type { TFunction } from 'i18next';
import { paramValues, parseMessage } from '../shell/popups/parseMessage';

/** Translates a server or popup message "Key%%p1%%p2"; text that is not a known key is shown raw. */
export function translateMessage(t: TFunction, exists: (key: string) => boolean, message: string): string {
  const { key, params } = parseMessage(message);
  if (!exists(key)) return message;
  return t(key, paramValues(params));
}
