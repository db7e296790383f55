import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { markEmbedded } from './prepared';
import * as schema from './schema/index';
import { refreshPlannerStatistics, StatisticsIntervalMs } from './statistics';
import { pgTransaction, requestRoleSql } from './transaction';

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

/** Runs fn in a transaction whose first statement is `setup` (a request-role statement). */
type SetupTransaction = <T>(setup: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;

function wrap(
  kind: Database['kind'],
  db: Db,
  connection: Database['connection'],
  inTransaction: SetupTransaction,
  close: () => Promise<void>,
): Database {
  return {
    kind,
    db,
    connection,
    withTenant: async (tenantId, fn) => inTransaction(requestRoleSql(tenantId), fn),
    withService: (fn) => db.transaction(fn),
    withoutTenant: (fn) => inTransaction(requestRoleSql(''), fn),
    close,
  };
}

/** Opens PostgreSQL at `url`, or the embedded PGlite in `dataDir` (in memory when neither is given). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const inTransaction: SetupTransaction = (setup, fn) => pgTransaction(pool, setup, fn);
    return wrap('postgres', db, { url: options.url }, inTransaction, () => pool.end());
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pg');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { btree_gin, pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { btree_gin, pg_trgm } });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite queues transactions itself: drizzle's transaction keeps other requests out of this one.
  const inTransaction: SetupTransaction = (setup, fn) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(setup));
      markEmbedded(tx, client);
      return fn(tx);
    });
  const statistics = setInterval(() => {
    refreshPlannerStatistics(database).catch(() => undefined);
  }, StatisticsIntervalMs);
  statistics.unref();
  const database = wrap('pglite', db, { pglite: client }, inTransaction, () => {
    clearInterval(statistics);
    return client.close();
  });
  return database;
}
