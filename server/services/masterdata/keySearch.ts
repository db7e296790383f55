import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';
import { infixPattern, prefixRange } from '../../../domain/masterdata/index';

// Search and sort on the lower-case key columns of code lists and purchase orders. These lists are small per
// company (thousands, not hundreds of thousands), so plain queries under row-level security do.

/** A lower-case key: a generated key column, or an expression such as lower(description). */
type Key = AnyColumn | SQL;

/**
 * Keys starting with the (lower-case) term, as a range with the leakproof pattern operators ~>=~ and ~<~, which
 * row-level security lets the text_pattern_ops indexes serve; null for an empty term.
 */
export function keyStartsWith(columns: Key[], term: string): SQL | null {
  const range = prefixRange(term);
  if (!range) return null;
  return (
    or(...columns.map((column) => sql`(${column} ~>=~ ${range.low} and ${column} ~<~ ${range.high})`)) ?? null
  );
}

/** Keys containing the (lower-case) term; null below three characters, where only prefixes are searched. */
export function keyContains(columns: Key[], term: string): SQL | null {
  const pattern = infixPattern(term);
  if (!pattern) return null;
  return or(...columns.map((column) => sql`${column} like ${pattern}`)) ?? null;
}

/** Byte order on a key column, the same on PostgreSQL and the embedded database whatever their collation. */
export const byKey = (column: Key, descending = false): SQL =>
  sql`${column} using ${sql.raw(descending ? '~>~' : '~<~')}`;
