import { sql } from 'drizzle-orm';
import type { OverviewTotal } from '../../../domain/documents/export';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { Tx } from '../../db/client';
import { documents as d } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { rowsOf } from './records';
import { tenantFilterScope } from './scope';

type TotalRow = { currency: string; count: unknown; gross: unknown; net: unknown };

/**
 * Document/GetOverviewTotals: gross and net of the whole filtered set per currency, one aggregate
 * over the overview's own scope. Asked once per filter (not per page or sort), so pages stay fast.
 */
export async function getOverviewTotals(
  tx: Tx,
  actor: Actor,
  filter: ParsedDocumentFilter,
): Promise<OverviewTotal[]> {
  const rows = await rowsOf<TotalRow>(
    tx,
    sql`select ${d.currency} as currency, count(*) as count, sum(${d.grossAmount}) as gross, sum(${d.netAmount}) as net from ${d} where ${await tenantFilterScope(tx, actor, filter)} group by ${d.currency} order by count(*) desc, ${d.currency}`,
  );
  return rows.map((row) => ({
    Currency: row.currency,
    Count: Number(row.count),
    GrossAmount: Number(row.gross),
    NetAmount: Number(row.net),
  }));
}
