import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { countOf, limitOf, rowsOf } from './records';

/**
 * Counts are exact up to this many documents, and capped beyond.
 *
 * Why: an exact count(*) over hundreds of thousands of matching rows costs 50-200 ms on
 * PostgreSQL whatever the indexes, because every matching row (or index entry) must be visited.
 * Counting `select 1 … limit CountCap + 1` stops after CountCap + 1 rows, so a count never costs
 * more than walking 1,001 index entries (under a millisecond), and a small result is still exact.
 * Above the cap the answer says `TotalCount: CountCap, TotalCountIsCapped: true` — the overview
 * shows "1,000+" and 40 pages, more than anyone pages through; narrowing the filter gives exact
 * counts again. (At 10,000 the count alone cost 4-7 ms at 1,000,000 documents: more than the page.) Planner estimates were rejected: they can be off by orders of magnitude for
 * combined filters and the visibility condition.
 */
export const CountCap = 1_000;

/** A count that is exact up to CountCap. */
export type CappedCount = { TotalCount: number; TotalCountIsCapped: boolean };

/** The count of the documents in `where` stopping after CountCap + 1, as one SQL expression (uncorrelated: PostgreSQL runs it once). */
export const cappedCountSql = (where: SQL) =>
  sql<number>`(select count(*) from (select 1 from ${documents} where ${where} limit ${limitOf(CountCap + 1)}) as capped)`.mapWith(
    Number,
  );

/** A count up to CountCap + 1 as the answer shows it. */
export const cappedCountOf = (total: number): CappedCount =>
  total > CountCap
    ? { TotalCount: CountCap, TotalCountIsCapped: true }
    : { TotalCount: total, TotalCountIsCapped: false };

/** Counts the documents in `where`, stopping at CountCap. */
export async function cappedCount(tx: Tx, where: SQL): Promise<CappedCount> {
  const [row] = await rowsOf<{ count: string }>(tx, sql`select ${cappedCountSql(where)} as count`);
  return cappedCountOf(countOf(row));
}
