import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Runs fn as the service role inside a tenant transaction, for the few global facts a tenant change
 * needs (the login identity behind a user); the request role is restored afterwards.
 */
export async function asService<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`reset role`);
  try {
    return await fn();
  } finally {
    await tx.execute(sql`select set_config('role', 'ledgerline_app', true)`);
  }
}
