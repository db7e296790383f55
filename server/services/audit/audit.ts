import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** The kinds of change the audit log records. */
export type AuditAction = 'create' | 'update' | 'deactivate' | 'delete' | 'login' | 'setting';

/** Writes one audit row in the caller's transaction, so it commits or rolls back with the change. */
export async function audit(
  tx: Tx,
  entry: {
    tenantId: string;
    userId: string | null;
    entity: string;
    entityId: string;
    action: AuditAction;
    changes?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: entry.tenantId,
    userId: entry.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

/** The fields whose values differ between before and after, for the audit row. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  hidden: string[] = [],
): Record<string, { from: unknown; to: unknown }> {
  const result: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    result[key] = hidden.includes(key) ? { from: '***', to: '***' } : { from: before[key], to: after[key] };
  }
  return result;
}
