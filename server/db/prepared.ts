import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

const dialect = new PgDialect();

// Statement names by SQL text. Each connection keeps a plan per name, so the number of names is
// bounded; texts beyond it run unnamed, as before.
const MaxStatements = 200;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MaxStatements) return known;
  const name = `ll_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

// The embedded database of a tenant transaction, and the statements each embedded database holds.
const embeddedOf = new WeakMap<Tx, PGlite>();
const preparedIn = new WeakMap<PGlite, Set<string>>();

/** Lets preparedRows keep statements of this transaction's embedded database. */
export function markEmbedded(tx: Tx, client: PGlite): void {
  embeddedOf.set(tx, client);
}

/**
 * A parameter as an SQL literal for EXECUTE (PGlite's protocol cannot bind parameters to it), or
 * undefined for values other than plain strings, numbers and booleans. A quoted literal takes the
 * parameter's type, as a bound parameter does.
 */
function literalOf(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return value.includes('\0') ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return `'${value}'`;
  return undefined;
}

async function embeddedRows<T>(tx: Tx, client: PGlite, text: string, params: unknown[]): Promise<T[] | null> {
  const name = statementName(text);
  const literals = params.map(literalOf);
  if (!name || literals.some((literal) => literal === undefined)) return null;
  const prepared = preparedIn.get(client) ?? new Set<string>();
  preparedIn.set(client, prepared);
  if (!prepared.has(name)) {
    // A prepared statement outlives the transaction that made it, even one rolled back.
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    prepared.add(name);
  }
  const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
  return ((await tx.execute(sql.raw(`execute ${name}${args}`))) as unknown as { rows: T[] }).rows;
}

/**
 * Runs a hot raw query and answers its rows, as a prepared statement: each connection parses and
 * plans it once (PostgreSQL may then keep a generic plan) and its SQL text, often kilobytes, is not
 * sent again. Planning the overview's page query on every request cost 1-4 ms.
 */
export async function preparedRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const session = tx._.session;
  if (session instanceof NodePgSession) {
    const prepared = session.prepareQuery({ sql: text, params }, undefined, statementName(text), false);
    return ((await prepared.execute()) as unknown as { rows: T[] }).rows;
  }
  const client = embeddedOf.get(tx);
  const rows = client ? await embeddedRows<T>(tx, client, text, params) : null;
  return rows ?? ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
