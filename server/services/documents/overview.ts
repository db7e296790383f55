import type { OverviewPage } from '../../../domain/documents/document';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { Tx } from '../../db/client';
import { presentDocument } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { type CappedCount, cappedCount, cappedCountOf, cappedCountSql } from './count';
import { orderingOf } from './ordering';
import { selectDocumentPage } from './pageRows';
import { tenantFilterScope } from './scope';

/** One page of an overview: 25 (PageSize) rows of the filter in its order, and the (capped) count. */
export async function getOverview(tx: Tx, actor: Actor, filter: ParsedDocumentFilter): Promise<OverviewPage> {
  const where = await tenantFilterScope(tx, actor, filter);
  const offset = (filter.CurrentPage - 1) * filter.PageSize;
  // Offset on the ordered index: cheap for the pages people open; the cap keeps the count bounded.
  // The count rides along as an uncorrelated subquery (one InitPlan): one round trip instead of two.
  const rows = await selectDocumentPage(
    tx,
    { where, ordering: orderingOf(filter), limit: filter.PageSize, offset },
    cappedCountSql(where),
  );
  // A short page is the end: exact whatever the cap. A page past the end has no row to carry the count.
  const count: CappedCount =
    rows.length > 0 && rows.length < filter.PageSize
      ? { TotalCount: offset + rows.length, TotalCountIsCapped: false }
      : rows[0]
        ? cappedCountOf(rows[0].cappedTotal)
        : await cappedCount(tx, where);
  return { Items: rows.map(presentDocument), ...count };
}
