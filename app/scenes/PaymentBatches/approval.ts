import { roundAmount } from '../../../domain/amount/round';
import { mayApprove, mayApproveAs, mayMarkLinePaid, mayRemoveLine } from '../../../domain/payments/batch';
import type { PaymentBatch, PaymentBatchLine } from '../../api/paymentBatches';

/** Who is asking: the signed-in user's id, action rights and whether the session is read-only. */
export type Approver = { userId: string; actionRights: ReadonlySet<string>; readOnly: boolean };

/** The action right that creates and changes payment batches (the server's `changes` routes). */
export const ChangeRight = 'MayEditDocuments';

/** Why the user cannot create or change batches (a message key), or null when they can. */
export function changeRefusal(approver: Omit<Approver, 'userId'>): string | null {
  if (approver.readOnly) return 'Error_ReadOnly_Account';
  if (!approver.actionRights.has(ChangeRight)) return 'Payment_Batch_No_Change_Right';
  return null;
}

/**
 * Why the user cannot approve the batch (a message key), or null when the approve button is open.
 * The reasons come in the order a user can do something about them; the server's MayApprove has the last word.
 * Blockers do not close the button: the dialog shows them beside the totals and refuses there.
 */
export function approveRefusal(batch: PaymentBatch, approver: Approver): string | null {
  if (!mayApprove(batch.Status)) return 'Payment_Batch_Not_Concept';
  if (approver.readOnly) return 'Error_ReadOnly_Account';
  if (!approver.actionRights.has('MayApprovePaymentBatches') || !approver.actionRights.has('MayApprovePay')) {
    return 'Payment_Batch_Approve_No_Right';
  }
  if (!mayApproveAs(batch.CreatedById, approver.userId)) return 'Payment_Batch_Approve_Own_Not_Allowed';
  if (!batch.MayApprove) return 'Payment_Batch_Approve_Not_Allowed';
  return null;
}

/** What the user may do with one line: remove it (Concept batch) or mark it paid (Approved batch). */
export function lineActions(
  batch: Pick<PaymentBatch, 'Status'>,
  line: Pick<PaymentBatchLine, 'Status'>,
  mayChange: boolean,
): { remove: boolean; markPaid: boolean } {
  return {
    remove: mayChange && mayRemoveLine(batch.Status, line.Status),
    markPaid: mayChange && mayMarkLinePaid(batch.Status, line.Status),
  };
}

/** The totals shown before approval: the lines that will be paid, their sum and how many were removed. */
export function approvalTotals(batch: PaymentBatch): { count: number; amount: number; removed: number } {
  const paying = batch.Lines.filter((line) => line.Status !== 'Removed');
  return {
    count: paying.length,
    amount: roundAmount(paying.reduce((sum, line) => sum + line.Amount, 0)),
    removed: batch.Lines.length - paying.length,
  };
}
