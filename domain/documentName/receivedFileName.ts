/** A received file's name is kept to this length (what common file systems allow). */
export const MAX_RECEIVED_FILE_NAME_LENGTH = 255;

/** The text with each control character (NUL to US, and DEL) as "_": what cannot be stored or seen in a name. */
export function withoutControlCharacters(text: string): string {
  return Array.from(text, (char) => (char.charCodeAt(0) < 32 || char === '\u007f' ? '_' : char)).join('');
}

/**
 * The name a received file (an upload, an e-mail attachment) is stored and shown under: as sent, but without control
 * characters (a NUL cannot be stored, the others cannot be seen: each becomes "_") and cut to
 * MAX_RECEIVED_FILE_NAME_LENGTH; `fallback` when nothing is left.
 */
export function receivedFileName(name: string, fallback: string): string {
  const kept = Array.from(withoutControlCharacters(name).trim())
    .slice(0, MAX_RECEIVED_FILE_NAME_LENGTH)
    .join('');
  return kept === '' ? fallback : kept;
}
