import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/** Global set-up of the api-pg project: migrate PostgreSQL once before the test files run in parallel. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}
