import type { Tx } from '../../../db/client';
import { auditLog } from '../../../db/schema/index';
import type { AuditAction } from '../../audit/audit';

/** Rows per statement: a few hundred keeps a relation batch (≈45 columns) far below PostgreSQL's 65,535 parameters. */
export const BatchSize = 500;

/** The items in slices of `size`. */
export function chunk<T>(items: readonly T[], size = BatchSize): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

/** An audit row of a bulk change. */
export type AuditEntry = {
  entity: string;
  entityId: string;
  action: AuditAction;
  changes: Record<string, unknown>;
};

/** Writes the audit rows of a bulk change in batches, in the caller's transaction (as `audit` does one). */
export async function auditBatch(
  tx: Tx,
  actor: { tenantId: string; userId: string | null },
  entries: readonly AuditEntry[],
): Promise<void> {
  for (const slice of chunk(entries, 1000))
    await tx
      .insert(auditLog)
      .values(slice.map((entry) => ({ tenantId: actor.tenantId, userId: actor.userId, ...entry })));
}
