/** Longest term a customer search uses (spec 001 §5, 002 §5: at most the first 3 characters). */
export const CUSTOMER_SEARCH_PREFIX = 3;
/** Default and largest number of items a GetByCompany or search call answers. */
export const DEFAULT_MAX_COUNT = 50;
export const LARGEST_MAX_COUNT = 1000;
/** Shortest term searched inside names as well as at their start (trigram search needs three characters). */
export const INFIX_MIN_LENGTH = 3;

/** The term a search really uses: trimmed, lower-case, a customer's cut to its first three characters. */
export function searchTerm(entity: 'Vendor' | 'Customer' | 'CodeList', term: string): string {
  const trimmed = term.trim().toLowerCase();
  return entity === 'Customer' ? Array.from(trimmed).slice(0, CUSTOMER_SEARCH_PREFIX).join('') : trimmed;
}

/** The half-open range [low, high) of lower-case keys that start with `term`, for the pattern operators. */
export function prefixRange(term: string): { low: string; high: string } | null {
  if (term === '') return null;
  const chars = Array.from(term);
  const last = chars[chars.length - 1].codePointAt(0) ?? 0;
  if (last >= 0x10ffff) return null;
  return { low: term, high: chars.slice(0, -1).join('') + String.fromCodePoint(last + 1) };
}

/** A LIKE pattern matching keys that contain `term`, its wildcards taken literally. */
export function infixPattern(term: string): string | null {
  if (Array.from(term).length < INFIX_MIN_LENGTH) return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
