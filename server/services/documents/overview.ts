import type { OverviewPage } from '../../../domain/documents/document';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { Tx } from '../../db/client';
import { presentDocument } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { type CappedCount, cappedCount } from './count';
import { orderByOf, orderingOf } from './ordering';
import { selectDocumentRows } from './records';
import { filterScope } from './scope';

/** One page of an overview: 25 (PageSize) rows of the filter in its order, and the (capped) count. */
export async function getOverview(tx: Tx, actor: Actor, filter: ParsedDocumentFilter): Promise<OverviewPage> {
  const where = filterScope(actor, filter);
  const offset = (filter.CurrentPage - 1) * filter.PageSize;
  // Offset on the ordered index: cheap for the pages people open; the cap keeps the count bounded.
  const rows = await selectDocumentRows(tx, where)
    .orderBy(orderByOf(orderingOf(filter)))
    .limit(filter.PageSize)
    .offset(offset);
  const count: CappedCount =
    rows.length > 0 && rows.length < filter.PageSize
      ? { TotalCount: offset + rows.length, TotalCountIsCapped: false }
      : await cappedCount(tx, where);
  return { Items: rows.map(presentDocument), ...count };
}
