import { and, eq } from 'drizzle-orm';
import { isErpActionKind } from '../../../../domain/erp/actions';
import { erpActions } from '../../../db/schema/index';
import { markLoginFailed } from './checkLogin';
import { erpActionFailureHooks } from './handlers/index';
import { announceErpAction } from './queueErpAction';
import type { ErpActionRow, Tx } from './types';

/**
 * The end of a Running action that failed for good — refused, out of attempts (the runner) or interrupted with
 * none left (the sweep): Failed with its message, in the caller's transaction, and the work it stood for learns
 * so through its kind's failure hook (a posting's document goes to Error, a login check's company LoginFailed).
 * An action of another kind whose login was refused (`loginRefused`) leaves its company LoginFailed too.
 * Answers false, changing nothing, when the action is no longer Running (another worker or sweep ended it).
 */
export async function failErpAction(
  tx: Tx,
  action: ErpActionRow,
  message: string,
  options: { now: Date; loginRefused: boolean },
): Promise<boolean> {
  const stamp = options.now.toISOString();
  const [failed] = await tx
    .update(erpActions)
    .set({ state: 'Failed', error: message, messageKey: '', finishedAt: stamp, updatedAt: stamp })
    .where(and(eq(erpActions.id, action.id), eq(erpActions.state, 'Running')))
    .returning({ id: erpActions.id });
  if (!failed) return false;
  await announceErpAction(tx, action);
  const hook = isErpActionKind(action.action) ? erpActionFailureHooks[action.action] : undefined;
  if (hook) await hook(tx, action, message);
  else if (options.loginRefused) await markLoginFailed(tx, action.companyId, message);
  return true;
}
