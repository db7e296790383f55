import { sql } from 'drizzle-orm';
import type { Database } from './client';

// Tables never analyzed, or grown or shrunk by a tenth (in pages, at least one) since they last were.
const staleTables = sql`select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / 8192 - c.relpages) >= greatest(1, c.relpages / 10))`;

/** How often the embedded database looks for tables whose planner statistics went stale. */
export const StatisticsIntervalMs = 5 * 60_000;

/**
 * ANALYZEs the embedded database's stale tables. PGlite has no autovacuum: without this its tables
 * are never analyzed, every estimate is one row and the overview's plans are poor. PostgreSQL's own
 * autovacuum does this there.
 */
export async function refreshPlannerStatistics(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  const result = (await database.db.execute(staleTables)) as unknown as { rows: Array<{ name: string }> };
  if (result.rows.length === 0) return;
  await database.db.execute(sql.raw(`analyze ${result.rows.map((row) => row.name).join(', ')}`));
}
