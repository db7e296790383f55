import { sql } from 'drizzle-orm';
import type { Tx } from './client';

const requestRole = sql`select set_config('role', 'ledgerline_app', true)`;

/**
 * Runs fn as the service role inside a tenant transaction, for the few global facts a tenant change
 * needs (the login identity behind a user); the request role is restored afterwards.
 */
export async function asService<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`reset role`);
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    // The failure is what the caller must see, not the restore's refusal in an aborted transaction.
    await tx.execute(requestRole).catch(() => undefined);
    throw error;
  }
  await tx.execute(requestRole);
  return result;
}
