import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeBic, toElectronicIban } from '../../../domain/iban/index';
import type { LiveEventKind } from '../../../domain/live/events';
import {
  changedHeaderFields,
  hasRemark,
  isOpenBatchStatus,
  mayApprove,
  mayApproveAs,
  mayCancel,
  mayChangeLines,
  mayComplete,
  maySave,
  type PaymentBatchHeader,
  type PaymentBatchStatus,
  validatePaymentBatch,
} from '../../../domain/payments/batch';
import { openAmount, settles } from '../../../domain/payments/payables';
import type { Tx } from '../../db/client';
import {
  companies,
  documentHistory,
  documents,
  paymentBatches,
  paymentBatchLines,
} from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { paymentBatchPolicy } from '../../policies/paymentBatch';
import type { PaymentBatch } from '../../presenters/paymentBatch';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { documentEventEmitter } from '../webhooks/emit';
import { type BatchRow, loadVisibleBatch, paymentBatchView } from './loadPaymentBatch';
import { bumpVersion, checkedPayables, insertLines, lineHistory } from './paymentLines';

const today = () => new Date().toISOString().slice(0, 10);

/** The batch as it is now, and the live event that says so (sent by PostgreSQL when the transaction commits). */
export async function answer(tx: Tx, actor: Actor, id: string, event: LiveEventKind): Promise<PaymentBatch> {
  const batch = await loadVisibleBatch(tx, actor, id);
  await publishLiveEvent(
    tx,
    actor.tenantId,
    { Event: event, PaymentBatchId: id, CompanyId: batch.companyId, ByUserId: actor.userId },
    { CompanyId: batch.companyId },
  );
  return paymentBatchView(tx, actor, batch);
}

/** The batch to change: visible, and the actor may change the company's batches. */
export async function loadEditableBatch(tx: Tx, actor: Actor, id: string): Promise<BatchRow> {
  const batch = await loadVisibleBatch(tx, actor, id, { lock: true });
  if (!paymentBatchPolicy.edit(actor, batch.companyId)) throw forbidden();
  return batch;
}

export type CreatePaymentBatch = {
  CompanyId: string;
  TransactionDate: string;
  DocumentIds: string[];
  BatchBooking?: boolean;
};

/**
 * PUT /PaymentBatch without an Id: a Concept batch of the company paying the documents, numbered next in the
 * company (the company row is locked meanwhile), paying from the company's payment account.
 */
export async function createPaymentBatch(
  tx: Tx,
  actor: Actor,
  input: CreatePaymentBatch,
): Promise<PaymentBatch> {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, input.CompanyId), eq(companies.isDeleted, false)))
    .for('update');
  if (!company || !paymentBatchPolicy.read(actor, company.id)) throw notFound('Company_Not_Found');
  if (!paymentBatchPolicy.edit(actor, company.id)) throw forbidden();
  if (input.DocumentIds.length === 0) throw validationFailed({ DocumentIds: 'Required' });
  const rows = await checkedPayables(tx, company.id, input.DocumentIds);
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${paymentBatches.number}), 0) + 1` })
    .from(paymentBatches)
    .where(eq(paymentBatches.companyId, company.id));
  const [batch] = await tx
    .insert(paymentBatches)
    .values({
      tenantId: actor.tenantId,
      companyId: company.id,
      number: Number(next),
      date: today(),
      transactionDate: input.TransactionDate,
      status: 'Concept',
      iban: company.paymentIban,
      bic: company.paymentBic,
      batchBooking: input.BatchBooking ?? true,
      createdBy: actor.userId,
    })
    .returning();
  const lineIds = await insertLines(tx, {
    tenantId: actor.tenantId,
    batchId: batch.id,
    userId: actor.userId,
    rows,
    payDate: input.TransactionDate,
    netCreditNotes: company.netCreditNotes,
  });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatch',
    entityId: batch.id,
    action: 'create',
    changes: {
      Number: batch.number,
      CompanyId: company.id,
      DocumentIds: input.DocumentIds,
      LineIds: lineIds,
    },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchCreated');
}

export type SavePaymentBatch = {
  Id: string;
  Status: PaymentBatchStatus;
  Version?: number;
} & Partial<PaymentBatchHeader>;

const headerOf = (batch: BatchRow): PaymentBatchHeader => ({
  TransactionDate: batch.transactionDate,
  Iban: batch.iban,
  Bic: batch.bic,
  BatchBooking: batch.batchBooking,
});

/**
 * PUT /PaymentBatch with an Id: saves the header of a Concept batch when the request's status equals the stored
 * one (and its Version, when given, the stored version); Payment_Batch_No_Changes when nothing changed.
 */
export async function savePaymentBatch(tx: Tx, actor: Actor, input: SavePaymentBatch): Promise<PaymentBatch> {
  const batch = await loadEditableBatch(tx, actor, input.Id);
  const stored = batch.status as PaymentBatchStatus;
  if (!maySave(input.Status, stored)) throw new AppError(409, 'Payment_Batch_Status_Changed', [stored]);
  if (input.Version !== undefined && input.Version !== batch.version)
    throw new AppError(409, 'Payment_Batch_Changed_By_Other');
  if (!mayChangeLines(stored)) throw new AppError(409, 'Payment_Batch_Not_Concept');
  const requested: Partial<PaymentBatchHeader> = {
    TransactionDate: input.TransactionDate,
    Iban: input.Iban === undefined ? undefined : toElectronicIban(input.Iban),
    Bic: input.Bic === undefined ? undefined : normalizeBic(input.Bic),
    BatchBooking: input.BatchBooking,
  };
  const changed = changedHeaderFields(headerOf(batch), requested);
  if (changed.length === 0) throw badRequest('Payment_Batch_No_Changes');
  const next = { ...headerOf(batch), ...Object.fromEntries(changed.map((key) => [key, requested[key]])) };
  const errors = validatePaymentBatch(next, []);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  await tx
    .update(paymentBatches)
    .set({
      transactionDate: next.TransactionDate,
      iban: next.Iban,
      bic: next.Bic,
      batchBooking: next.BatchBooking,
      ...bumpVersion,
    })
    .where(eq(paymentBatches.id, batch.id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatch',
    entityId: batch.id,
    action: 'update',
    changes: Object.fromEntries(changed.map((key) => [key, { from: headerOf(batch)[key], to: next[key] }])),
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}

/**
 * POST /PaymentBatch/Approve/{id}: a Concept batch, valid, with lines to pay and no vendor whose bank-account
 * change awaits confirmation, approved by someone with both rights who did not create it (four eyes).
 */
export async function approvePaymentBatch(tx: Tx, actor: Actor, id: string): Promise<PaymentBatch> {
  const batch = await loadVisibleBatch(tx, actor, id, { lock: true });
  if (!paymentBatchPolicy.approve(actor, batch.companyId)) throw forbidden();
  if (!mayApprove(batch.status as PaymentBatchStatus)) throw new AppError(409, 'Payment_Batch_Not_Concept');
  if (!mayApproveAs(batch.createdBy, actor.userId)) throw forbidden('Payment_Batch_Approve_Own_Not_Allowed');
  const view = await paymentBatchView(tx, actor, batch);
  const toPay = view.Lines.filter((line) => line.Status === 'Concept');
  if (toPay.length === 0) throw badRequest('Payment_Batch_No_Lines');
  const [blocker] = view.Blockers;
  if (blocker) {
    const [key, ...params] = blocker.split('%%');
    throw new AppError(409, key, params);
  }
  const errors = validatePaymentBatch(
    headerOf(batch),
    toPay.map((line) => ({ Iban: line.IBAN })),
  );
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const now = new Date().toISOString();
  await tx
    .update(paymentBatches)
    .set({ status: 'Approved', approvedBy: actor.userId, approvedAt: now, ...bumpVersion })
    .where(eq(paymentBatches.id, batch.id));
  await lineHistory(tx, {
    tenantId: actor.tenantId,
    lineIds: toPay.map((line) => line.Id),
    userId: actor.userId,
    action: 'Approved',
  });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatch',
    entityId: batch.id,
    action: 'update',
    changes: { Status: { from: batch.status, to: 'Approved' }, TotalAmount: view.TotalAmount },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}

/** What a paid batch line pays: the amount sent for its document, with the credit notes netted into it. */
export type PaidLine = { documentId: string; amount: number; nettedDocumentIds: string[] };

type PaidDocument = {
  id: string;
  companyId: string;
  status: string;
  isPaid: boolean;
  isWaitingForErp: boolean;
  isPosted: boolean;
  isInErp: boolean;
  grossAmount: number;
  amountPaid: number;
  discount: number;
  discountDate: string | null;
};

/** The discount a payment on `paidOn` takes: open on that day and nothing paid before (spec 002, partial payments). */
const discountOn = (document: PaidDocument, paidOn: string) =>
  document.discount > 0 &&
  document.discountDate !== null &&
  document.discountDate >= paidOn &&
  Math.round(document.amountPaid * 100) === 0
    ? Math.abs(document.discount)
    : 0;

/**
 * Records what the paid lines paid, on `paidOn`: each netted credit note is settled fully; the line's document gets
 * the line's amount (and the credit notes' set off against it) added to AmountPaid, and is paid — with a MarkPaid
 * history entry — only when that settles it. A line that paid less than the open amount leaves its document
 * unpaid, to pay again for the rest (an audit row says what was paid). A document paid meanwhile is left alone.
 * The discount counts as on the line: open on `paidOn` (the transaction date the line was priced for) while nothing
 * was paid before; a line priced with a discount that has expired by `paidOn` leaves the discount open to pay.
 */
export async function recordLinePayments(
  tx: Tx,
  actor: Actor,
  lines: readonly PaidLine[],
  paidOn: string,
  batchId: string,
): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => [line.documentId, ...line.nettedDocumentIds]))];
  if (ids.length === 0) return;
  const rows: PaidDocument[] = await tx
    .select({
      id: documents.id,
      companyId: documents.companyId,
      status: documents.status,
      isPaid: documents.isPaid,
      isWaitingForErp: documents.isWaitingForErp,
      isPosted: documents.isPosted,
      isInErp: documents.isInErp,
      grossAmount: documents.grossAmount,
      amountPaid: documents.amountPaid,
      discount: documents.paymentDiscount,
      discountDate: documents.paymentDiscountExpirationDate,
    })
    .from(documents)
    .where(inArray(documents.id, ids))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const emitPaid = await documentEventEmitter(tx, actor.tenantId);
  const pay = async (document: PaidDocument, paying: number) => {
    const settled = settles(document.grossAmount, document.amountPaid, discountOn(document, paidOn), paying);
    const amountPaid = (Math.round(document.amountPaid * 100) + Math.round(Math.abs(paying) * 100)) / 100;
    await tx
      .update(documents)
      .set({
        amountPaid,
        ...(settled ? { isPaid: true, paymentDate: paidOn } : {}),
        lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
      })
      .where(eq(documents.id, document.id));
    document.amountPaid = amountPaid;
    document.isPaid = settled;
    if (settled)
      await tx.insert(documentHistory).values({
        tenantId: actor.tenantId,
        documentId: document.id,
        userId: actor.userId,
        action: 'MarkPaid',
        status: document.status,
        remark: '',
      });
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      entity: 'Document',
      entityId: document.id,
      action: 'update',
      changes: {
        Action: settled ? 'MarkPaid' : 'PartPaid',
        ...(settled ? { IsPaid: { from: false, to: true } } : {}),
        AmountPaid: {
          from: (Math.round(amountPaid * 100) - Math.round(Math.abs(paying) * 100)) / 100,
          to: amountPaid,
        },
        PaidOn: paidOn,
        PaymentBatchId: batchId,
      },
    });
    if (!settled) return;
    // Colleagues' screens hear of it, and so does the customer's own ERP connector (webhook document.paid; the
    // minute's sweep sends what this commit wrote).
    await publishLiveEvent(
      tx,
      actor.tenantId,
      {
        Event: 'DocumentUpdated',
        DocumentId: document.id,
        CompanyId: document.companyId,
        ByUserId: actor.userId,
      },
      { CompanyId: document.companyId },
    );
    await emitPaid({ ...document, isPaid: false });
  };
  for (const line of lines) {
    let credited = 0;
    for (const creditId of line.nettedDocumentIds) {
      const credit = byId.get(creditId);
      if (!credit || credit.isPaid) continue;
      const open = openAmount(credit.grossAmount, credit.amountPaid, discountOn(credit, paidOn));
      credited = (Math.round(credited * 100) + Math.round(open * 100)) / 100;
      await pay(credit, open);
    }
    const document = byId.get(line.documentId);
    if (!document || document.isPaid) continue;
    await pay(document, (Math.round(Math.abs(line.amount) * 100) + Math.round(credited * 100)) / 100);
  }
}

/**
 * Moves a batch to a closing status (Completed, Cancelled): the status, a new version, and its lines' openness, which
 * follows the batch's status — a line of a closed batch keeps no document out of another batch.
 */
async function closeBatch(
  tx: Tx,
  batchId: string,
  status: 'Completed' | 'Cancelled',
  extra: Partial<typeof paymentBatches.$inferInsert> = {},
) {
  await tx
    .update(paymentBatches)
    .set({ status, ...extra, ...bumpVersion })
    .where(eq(paymentBatches.id, batchId));
  await tx
    .update(paymentBatchLines)
    .set({ isOpen: isOpenBatchStatus(status) })
    .where(eq(paymentBatchLines.batchId, batchId));
}

/**
 * POST /PaymentBatch/Complete/{id}: the bank has the file. The Approved batch is Completed, its lines to pay are
 * Paid and their documents (and the credit notes netted into them) paid on the transaction date.
 */
export async function completePaymentBatch(tx: Tx, actor: Actor, id: string): Promise<PaymentBatch> {
  const batch = await loadEditableBatch(tx, actor, id);
  if (!mayComplete(batch.status as PaymentBatchStatus)) throw new AppError(409, 'Payment_Batch_Not_Approved');
  const lines = await tx.select().from(paymentBatchLines).where(eq(paymentBatchLines.batchId, batch.id));
  const toPay = lines.filter((line) => line.status === 'Concept');
  const now = new Date().toISOString();
  await closeBatch(tx, batch.id, 'Completed', { completedAt: now });
  if (toPay.length > 0)
    await tx
      .update(paymentBatchLines)
      .set({ status: 'Paid', updatedAt: now })
      .where(
        inArray(
          paymentBatchLines.id,
          toPay.map((line) => line.id),
        ),
      );
  await lineHistory(tx, {
    tenantId: actor.tenantId,
    lineIds: toPay.map((line) => line.id),
    userId: actor.userId,
    action: 'Paid',
  });
  // Only the lines paid now: a line paid before (SetAsPaid) recorded its payment then.
  await recordLinePayments(tx, actor, toPay, batch.transactionDate ?? today(), batch.id);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatch',
    entityId: batch.id,
    action: 'update',
    changes: { Status: { from: batch.status, to: 'Completed' }, PaidLineIds: toPay.map((line) => line.id) },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}

/**
 * POST /PaymentBatch/Cancel/{id}: a Concept batch made by mistake, or an Approved one whose file the bank refused, is
 * Cancelled with the mandatory remark. Its lines keep their statuses (the history shows what was in it) but are no
 * longer open, so their documents are to pay again and may go in another batch.
 */
export async function cancelPaymentBatch(
  tx: Tx,
  actor: Actor,
  id: string,
  remark: string | undefined,
): Promise<PaymentBatch> {
  if (!hasRemark(remark)) throw badRequest('Payment_Batch_Cancel_Remark_Mandatory');
  const text = (remark ?? '').trim();
  // Calling a batch off is a change to it, as completing one is: the edit rule, not the approval rights.
  const batch = await loadEditableBatch(tx, actor, id);
  if (!mayCancel(batch.status as PaymentBatchStatus))
    throw new AppError(409, 'Payment_Batch_Cancel_Not_Allowed');
  const lines = await tx.select().from(paymentBatchLines).where(eq(paymentBatchLines.batchId, batch.id));
  const kept = lines.filter((line) => line.status !== 'Removed');
  await closeBatch(tx, batch.id, 'Cancelled');
  await lineHistory(tx, {
    tenantId: actor.tenantId,
    lineIds: kept.map((line) => line.id),
    userId: actor.userId,
    action: 'Cancelled',
    remark: text,
  });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PaymentBatch',
    entityId: batch.id,
    action: 'update',
    changes: {
      Status: { from: batch.status, to: 'Cancelled' },
      Remark: text,
      LineIds: kept.map((line) => line.id),
    },
  });
  return answer(tx, actor, batch.id, 'PaymentBatchUpdated');
}
