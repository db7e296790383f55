import type { ErpActionState } from '../../../domain/erp/actions';
import { ErpSyncKinds, type SyncCounts } from '../../../domain/erp/sync';

/** The badge colour of an action's state: waiting grey, busy blue, done green, failed red. */
export const erpActionStateColor: Record<ErpActionState, string> = {
  Queued: 'gray',
  Running: 'blue',
  Succeeded: 'teal',
  Failed: 'red',
};

const isCounts = (value: unknown): value is SyncCounts =>
  typeof value === 'object' &&
  value !== null &&
  ['created', 'updated', 'unchanged'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'number',
  );

/** The counts per kind of master data a synchronisation's result holds, in the order they were synchronised. */
export function syncCountsOf(result: Record<string, unknown>): { kind: string; counts: SyncCounts }[] {
  return ErpSyncKinds.flatMap((kind) => {
    const value = result[kind];
    return isCounts(value) ? [{ kind, counts: { ...value, skipped: value.skipped ?? 0 } }] : [];
  });
}
