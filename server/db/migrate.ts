import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../paths';
import type { Database } from './client';
import { refreshPlannerStatistics } from './statistics';

const migrationsFolder = path.join(projectRoot, 'server/db/migrations');

/** Applies the pending migrations in server/db/migrations (and brings the embedded planner statistics up to date). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  await refreshPlannerStatistics(database);
}
