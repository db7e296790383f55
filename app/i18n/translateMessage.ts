import type { TFunction } from 'i18next';
import { parseMessage } from '../../domain/validation/messages';

/** The i18next interpolation values for positional parameters: {{0}}, {{1}}, … */
export function paramValues(params: string[]): Record<string, string> {
  return Object.fromEntries(params.map((value, index) => [String(index), value]));
}

/** Translates a server or popup message "Key%%p1%%p2"; text that is not a known key is shown raw. */
export function translateMessage(t: TFunction, exists: (key: string) => boolean, message: string): string {
  const { key, params } = parseMessage(message);
  if (!exists(key.trim())) return message;
  return t(key.trim(), paramValues(params));
}
