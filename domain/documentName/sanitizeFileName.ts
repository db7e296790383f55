import { withoutControlCharacters } from './receivedFileName';

// Characters Windows, macOS or Linux refuse in a file name.
const UNSAFE = /[<>:"/\\|?*]/g;
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
/** File names are cut to this length so archive paths stay within common limits. */
export const MAX_FILE_NAME_LENGTH = 200;
/** Used when nothing usable is left of the name. */
export const FALLBACK_FILE_NAME = 'document';

/** Makes text safe as a file name on every platform: unsafe and control characters become "_". */
export function sanitizeFileName(name: string): string {
  const cleaned = withoutControlCharacters(name)
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_FILE_NAME_LENGTH)
    // Windows drops trailing dots and spaces, which would silently change the name.
    .replace(/[. ]+$/, '');
  if (cleaned === '') return FALLBACK_FILE_NAME;
  return RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
}
