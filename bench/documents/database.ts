import pg from 'pg';

/** The PostgreSQL database of the documents bench: BENCH_DATABASE_URL, else ledgerline_bench on localhost. */
export const benchDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ledgerline_bench';

/** Creates the bench database through the `postgres` database when it does not exist yet. */
export async function ensureBenchDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected bench database name ${name}`);
  if (name === 'test') throw new Error('the bench never uses the test database');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}
