import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The database of one server process: the embedded engine or a PostgreSQL pool. */
export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** How the job queue reaches the same database: the embedded client, or the connection string. */
  connection: { pglite: PGlite } | { url: string };
  /** Runs fn in a transaction as the request role, seeing only this tenant's rows. */
  withTenant<T>(tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as the service role (sign-in, seed); never for tenant requests. */
  withService<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn as the request role with no tenant set (used to prove isolation). */
  withoutTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = { url?: string; dataDir?: string; poolSize?: number };

function wrap(
  kind: Database['kind'],
  db: Db,
  connection: Database['connection'],
  close: () => Promise<void>,
): Database {
  const asRequestRole = (tenantId: string) =>
    sql`select set_config('role', 'ledgerline_app', true), set_config('app.tenant_id', ${tenantId}, true)`;
  return {
    kind,
    db,
    connection,
    withTenant: (tenantId, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(asRequestRole(tenantId));
        return fn(tx);
      }),
    withService: (fn) => db.transaction(fn),
    withoutTenant: (fn) =>
      db.transaction(async (tx) => {
        await tx.execute(asRequestRole(''));
        return fn(tx);
      }),
    close,
  };
}

/** Opens PostgreSQL at `url`, or the embedded PGlite in `dataDir` (in memory when neither is given). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return wrap('postgres', db, { url: options.url }, () => pool.end());
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return wrap('pglite', db, { pglite: client }, () => client.close());
}
