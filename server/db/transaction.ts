import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Tx } from './client';
import * as schema from './schema/index';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statement that makes a transaction the request role of one tenant ('' for none). The tenant id
 * is inlined (so it can share a round trip with `begin`), hence only ever a UUID.
 */
export function requestRoleSql(tenantId: string): string {
  if (tenantId !== '' && !uuid.test(tenantId)) throw new Error('A tenant id is a UUID');
  return `select set_config('role', 'ledgerline_app', true), set_config('app.tenant_id', '${tenantId}', true)`;
}

const dialect = new PgDialect();
const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };

/**
 * Runs fn in a transaction on one pooled connection, like drizzle's `db.transaction`, but begun
 * together with `setup` in one simple-protocol round trip (a tenant request was four round trips:
 * begin, set_config, its query, commit; now three).
 */
export async function pgTransaction<T>(pool: pg.Pool, setup: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, relational),
    relational,
  ) as unknown as Tx;
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${setup}`);
    const result = await fn(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is dropped from the pool rather than reused.
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
