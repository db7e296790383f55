import { ErpActionMaxAttempts } from '../../../../domain/erp/actions';
import { erpActions } from '../../../db/schema/index';
import type { JobQueue } from '../../../jobs/jobs';
import { publishLiveEvent } from '../../../live/publish';
import type { ErpActionRow, NewErpAction, Tx } from './types';

/** Writes a Queued action in the caller's transaction; answers its id. Send its job with `sendErpAction` after commit. */
export async function createErpAction(tx: Tx, action: NewErpAction): Promise<string> {
  const [row] = await tx
    .insert(erpActions)
    .values({
      tenantId: action.tenantId,
      companyId: action.companyId,
      action: action.action,
      documentId: action.documentId ?? null,
      input: action.input ?? {},
      createdBy: action.createdBy ?? null,
      maxAttempts: ErpActionMaxAttempts,
    })
    .returning({ id: erpActions.id });
  await announceErpAction(tx, { ...action, id: row.id, documentId: action.documentId ?? null });
  return row.id;
}

/** Tells those who may see the action's company that it changed, once the caller's transaction commits. */
export function announceErpAction(
  tx: Tx,
  action: Pick<ErpActionRow, 'id' | 'tenantId' | 'companyId' | 'documentId'>,
): Promise<void> {
  return publishLiveEvent(tx, action.tenantId, {
    Event: 'ErpActionUpdated',
    ErpActionId: action.id,
    CompanyId: action.companyId,
    ...(action.documentId ? { DocumentId: action.documentId } : {}),
  });
}

/**
 * Hands the action to the job queue. A send lost between commit and a crash is not lost work: the sweep queues
 * every Queued action whose job never ran.
 */
export function sendErpAction(jobs: JobQueue, tenantId: string, actionId: string): Promise<void> {
  return jobs.send('erp-action', { tenantId, actionId });
}
