/** A message split into its translation key and parameters. */
export type ParsedMessage = { key: string; params: string[] };

const separator = '%%';

/** Reads "Key%%param1%%param2" as a translation key followed by parameters (spec 000 §4). */
export function parseMessage(message: string): ParsedMessage {
  const [key, ...params] = message.split(separator);
  return { key: key.trim(), params };
}

/** True when the message carries parameters after a double percent sign. */
export function hasParams(message: string): boolean {
  return message.includes(separator);
}

/** The i18next interpolation values for positional parameters: {{0}}, {{1}}, … */
export function paramValues(params: string[]): Record<string, string> {
  return Object.fromEntries(params.map((value, index) => [String(index), value]));
}
