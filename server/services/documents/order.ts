import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { type CappedCount, cappedCount } from './count';
import { orderByOf, orderingOf } from './ordering';
import { filterScope } from './scope';

/** At most this many ids around the filter's current page. */
export const OrderWindow = 500;

/** Document/GetOrderOfDocuments: the ordered ids of the window around CurrentPage, with its first position. */
export async function getOrderOfDocuments(
  tx: Tx,
  actor: Actor,
  filter: ParsedDocumentFilter,
): Promise<{ Ids: string[]; FirstPosition: number } & CappedCount> {
  const where = filterScope(actor, filter);
  const pageStart = (filter.CurrentPage - 1) * filter.PageSize;
  const offset = Math.max(0, pageStart - Math.floor((OrderWindow - filter.PageSize) / 2));
  const rows = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(orderByOf(orderingOf(filter)))
    .limit(OrderWindow)
    .offset(offset);
  return { Ids: rows.map((row) => row.id), FirstPosition: offset + 1, ...(await cappedCount(tx, where)) };
}
