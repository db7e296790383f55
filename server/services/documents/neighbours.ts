import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { CountCap } from './count';
import { type Cursor, type Ordering, segmentsAfter, sortValueOf } from './ordering';
import { limitOf, rowsOf } from './records';

type Neighbour = { id: string; sort_value: string | null };

/** Up to `count` documents of `scope` right after `cursor` in `ordering` (keyset, no offset). */
export async function documentsAfter(
  tx: Tx,
  scope: SQL,
  ordering: Ordering,
  cursor: Cursor,
  count: number,
): Promise<Cursor[]> {
  const branches = segmentsAfter(ordering, cursor).map(
    (segment) =>
      sql`(select ${documents.id} as id, ${sortValueOf(ordering)} as sort_value from ${documents} where ${scope} and ${segment.where} order by ${segment.orderBy} limit ${limitOf(count)})`,
  );
  const rows = await rowsOf<Neighbour>(
    tx,
    sql`select id, sort_value from (${sql.join(branches, sql` union all `)}) as after limit ${limitOf(count)}`,
  );
  return rows.map((row) => ({ id: row.id, value: row.sort_value }));
}

/** How many documents of `scope` come after `cursor`, stopping past CountCap, as one SQL expression. */
export function countAfterSql(scope: SQL, ordering: Ordering, cursor: Cursor): SQL<number> {
  const branches = segmentsAfter(ordering, cursor).map(
    (segment) =>
      sql`(select 1 from ${documents} where ${scope} and ${segment.where} limit ${limitOf(CountCap + 1)})`,
  );
  return sql<number>`(select count(*) from (${sql.join(branches, sql` union all `)}) as after)`.mapWith(
    Number,
  );
}

/** The cursor of one visible document (its sort value and id), or null. */
export async function cursorOf(tx: Tx, visible: SQL, ordering: Ordering, id: string): Promise<Cursor | null> {
  const [row] = await rowsOf<Neighbour>(
    tx,
    sql`select ${documents.id} as id, ${sortValueOf(ordering)} as sort_value from ${documents} where ${visible} and ${documents.id} = ${id}`,
  );
  return row ? { id: row.id, value: row.sort_value } : null;
}
