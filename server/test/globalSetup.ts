import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/** On PostgreSQL, migrate once before the API test files run in parallel. */
export default async function setup(): Promise<void> {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) return;
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}
