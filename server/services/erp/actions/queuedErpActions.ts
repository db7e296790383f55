import type { JobQueue } from '../../../jobs/jobs';
import { sendErpAction } from './queueErpAction';

/**
 * ERP actions a request created in its transaction (a Post through the ERP, a relation created in the ERP), to
 * send once the transaction committed. A send that fails is not lost work: the ERP sweep sends every Queued action.
 */
export type QueuedErpActions = { tenantId: string; ids: string[] };

export const noQueuedErpActions = (tenantId: string): QueuedErpActions => ({ tenantId, ids: [] });

/** Sends the actions a committed transaction queued. */
export async function sendQueuedErpActions(jobs: JobQueue, queued: QueuedErpActions): Promise<void> {
  for (const id of queued.ids) await sendErpAction(jobs, queued.tenantId, id).catch(() => undefined);
}
