import { sql } from 'drizzle-orm';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { type CappedCount, cappedCount } from './count';
import { orderByOf, orderingOf } from './ordering';
import { pageSourceOf } from './pageRows';
import { rowsOf } from './records';
import { tenantFilterScope } from './scope';

/** At most this many ids around the filter's current page. */
export const OrderWindow = 500;

/** Document/GetOrderOfDocuments: the ordered ids of the window around CurrentPage, with its first position. */
export async function getOrderOfDocuments(
  tx: Tx,
  actor: Actor,
  filter: ParsedDocumentFilter,
): Promise<{ Ids: string[]; FirstPosition: number } & CappedCount> {
  const where = await tenantFilterScope(tx, actor, filter);
  const pageStart = (filter.CurrentPage - 1) * filter.PageSize;
  const offset = Math.max(0, pageStart - Math.floor((OrderWindow - filter.PageSize) / 2));
  const page = { where, ordering: orderingOf(filter), limit: OrderWindow, offset };
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select ${documents.id} as id from (${pageSourceOf(page)}) as ${documents} order by ${orderByOf(page.ordering)}`,
  );
  return { Ids: rows.map((row) => row.id), FirstPosition: offset + 1, ...(await cappedCount(tx, where)) };
}
