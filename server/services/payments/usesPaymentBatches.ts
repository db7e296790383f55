import type { Tx } from '../../db/client';
import { forbidden } from '../../errors';
import { resolveSetting } from '../settings/settings';

/** Payment batches exist only where the workflow uses them (Workflow_UsesPaymentBatches, spec 002 §2). */
export async function requirePaymentBatches(tx: Tx): Promise<void> {
  const setting = await resolveSetting(tx, 'Workflow_UsesPaymentBatches');
  if (setting.BoolValue !== true) throw forbidden('Payment_Batches_Not_Used');
}
