import { and, eq } from 'drizzle-orm';
import {
  hasRemark,
  mayChangeLines,
  mayMarkLinePaid,
  mayRemoveLine,
  type PaymentBatchLineStatus,
  type PaymentBatchStatus,
} from '../../../domain/payments/batch';
import { amountToPay } from '../../../domain/payments/payables';
import type { Tx } from '../../db/client';
import { companies, paymentBatches, paymentBatchLines } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import type { PaymentBatch } from '../../presenters/paymentBatch';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { payableOf } from './payables';
import { answer, loadEditableBatch, recordLinePayments } from './paymentBatches';
import { bumpVersion, checkedPayables, insertLines, lineHistory } from './paymentLines';

/** The line and its batch, both locked for the change; another customer's line is 404. */
async function loadEditableLine(tx: Tx, actor: Actor, lineId: string) {
  const [line] = await tx.select().from(paymentBatchLines).where(eq(paymentBatchLines.id, lineId));
  if (!line) throw notFound('Payment_Batch_Line_Not_Found');
  const batch = await loadEditableBatch(tx, actor, line.batchId);
  return { line, batch };
}

const touch = (tx: Tx, batchId: string) =>
  tx.update(paymentBatches).set(bumpVersion).where(eq(paymentBatches.id, batchId));

/** DELETE /PaymentBatchLine/{lineId}?remark=: a line of a Concept batch is Removed, with the mandatory remark. */
export async function removePaymentBatchLine(
  tx: Tx,
  actor: Actor,
  lineId: string,
  remark: string | undefined,
): Promise<PaymentBatch> {
  if (!hasRemark(remark)) throw badRequest('Payment_Batch_Line_Remark_Mandatory');
  const { line, batch } = await loadEditableLine(tx, actor, lineId);
  if (!mayRemoveLine(batch.status as PaymentBatchStatus, line.status as PaymentBatchLineStatus))
    throw new AppError(409, 'Payment_Batch_Line_Not_Removable');
  const now = new Date().toISOString();
  await tx
    .update(paymentBatchLines)
    .set({ status: 'Removed', isOpen: false, updatedAt: now })
    .where(eq(paymentBatchLines.id, line.id));
  await touch(tx, batch.id);
  const text = (remark ?? '').trim();
  await lineHistory(tx, {
    tenantId: actor.tenantId,
    lineIds: [line.id],
    userId: actor.userId,
    action: 'Removed',
    remark: text,
  });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatchLine',
    entityId: line.id,
    action: 'update',
    changes: { PaymentBatchId: batch.id, Status: { from: line.status, to: 'Removed' }, Remark: text },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}

/** PUT /PaymentBatchLine/SetAsPaid/{lineId}: a line of an Approved batch is Paid, and so is its document. */
export async function setPaymentBatchLinePaid(tx: Tx, actor: Actor, lineId: string): Promise<PaymentBatch> {
  const { line, batch } = await loadEditableLine(tx, actor, lineId);
  if (!mayMarkLinePaid(batch.status as PaymentBatchStatus, line.status as PaymentBatchLineStatus))
    throw new AppError(409, 'Payment_Batch_Line_Not_Payable');
  await tx
    .update(paymentBatchLines)
    .set({ status: 'Paid', updatedAt: new Date().toISOString() })
    .where(eq(paymentBatchLines.id, line.id));
  await touch(tx, batch.id);
  await lineHistory(tx, {
    tenantId: actor.tenantId,
    lineIds: [line.id],
    userId: actor.userId,
    action: 'Paid',
  });
  await recordLinePayments(
    tx,
    actor,
    [line],
    batch.transactionDate ?? new Date().toISOString().slice(0, 10),
    batch.id,
  );
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatchLine',
    entityId: line.id,
    action: 'update',
    changes: { PaymentBatchId: batch.id, Status: { from: line.status, to: 'Paid' } },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}

/**
 * POST /PaymentBatch/AddPaymentBatchLine/{batchId}: the document becomes a line of the Concept batch, with the
 * checks of a new batch. A credit note is netted into the vendor's largest line that stays above zero.
 */
export async function addPaymentBatchLine(
  tx: Tx,
  actor: Actor,
  batchId: string,
  documentId: string,
): Promise<PaymentBatch> {
  const batch = await loadEditableBatch(tx, actor, batchId);
  if (!mayChangeLines(batch.status as PaymentBatchStatus))
    throw new AppError(409, 'Payment_Batch_Not_Concept');
  const [company] = await tx.select().from(companies).where(eq(companies.id, batch.companyId));
  const [row] = await checkedPayables(tx, batch.companyId, [documentId]);
  const payDate = batch.transactionDate ?? new Date().toISOString().slice(0, 10);
  let lineId: string;
  if (row.document.invoiceType === 'Credit') {
    lineId = await netIntoLine(tx, batch.id, row, { nets: company.netCreditNotes, payDate });
    await lineHistory(tx, {
      tenantId: actor.tenantId,
      lineIds: [lineId],
      userId: actor.userId,
      action: 'Netted',
      remark: row.document.documentNumber,
    });
  } else {
    [lineId] = await insertLines(tx, {
      tenantId: actor.tenantId,
      batchId: batch.id,
      userId: actor.userId,
      rows: [row],
      payDate,
      netCreditNotes: company.netCreditNotes,
    });
  }
  await touch(tx, batch.id);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatch',
    entityId: batch.id,
    action: 'update',
    changes: { AddedDocumentId: documentId, LineId: lineId },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}

type PayableRow = Awaited<ReturnType<typeof checkedPayables>>[number];

async function netIntoLine(
  tx: Tx,
  batchId: string,
  credit: PayableRow,
  options: { nets: boolean; payDate: string },
): Promise<string> {
  const nets = options.nets;
  const payDate = options.payDate;
  const amount = -amountToPay(payableOf(credit), payDate);
  const candidates =
    nets && credit.document.relationId
      ? await tx
          .select()
          .from(paymentBatchLines)
          .where(
            and(
              eq(paymentBatchLines.batchId, batchId),
              eq(paymentBatchLines.relationId, credit.document.relationId),
              eq(paymentBatchLines.status, 'Concept'),
              eq(paymentBatchLines.currency, credit.document.currency),
            ),
          )
      : [];
  const target = candidates
    .filter((line) => Math.round(line.amount * 100) > Math.round(amount * 100))
    .sort((a, b) => b.amount - a.amount)[0];
  if (!target) throw badRequest('Payment_Batch_Credit_Note_Not_Netted', [credit.document.documentNumber]);
  await tx
    .update(paymentBatchLines)
    .set({
      amount: (Math.round(target.amount * 100) - Math.round(amount * 100)) / 100,
      nettedDocumentIds: [...target.nettedDocumentIds, credit.document.id],
      updatedAt: new Date().toISOString(),
    })
    .where(eq(paymentBatchLines.id, target.id));
  return target.id;
}
