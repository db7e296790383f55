import { and, eq } from 'drizzle-orm';
import type { ErpSyncKind } from '../../../../domain/erp/sync';
import type { Tx } from '../../../db/client';
import { erpSyncStates } from '../../../db/schema/index';

type Scope = { tenantId: string; companyId: string; kind: ErpSyncKind };

/** Where the last synchronisation of this kind stopped (the adapter's cursor); null before the first. */
export async function syncCursorOf(tx: Tx, scope: Scope): Promise<string | null> {
  const [row] = await tx
    .select({ cursor: erpSyncStates.cursor })
    .from(erpSyncStates)
    .where(and(eq(erpSyncStates.companyId, scope.companyId), eq(erpSyncStates.kind, scope.kind)));
  return row?.cursor ?? null;
}

/** Keeps the cursor of a finished kind, in the transaction that wrote what it brought in. */
export async function saveSyncCursor(tx: Tx, scope: Scope, cursor: string | null, now: Date): Promise<void> {
  const syncedAt = now.toISOString();
  await tx
    .insert(erpSyncStates)
    .values({ ...scope, cursor, syncedAt, updatedAt: syncedAt })
    .onConflictDoUpdate({
      target: [erpSyncStates.tenantId, erpSyncStates.companyId, erpSyncStates.kind],
      set: { cursor, syncedAt, updatedAt: syncedAt },
    });
}
