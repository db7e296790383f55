import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeBic, toElectronicIban } from '../../../domain/iban/index';
import type { LiveEventKind } from '../../../domain/live/events';
import {
  changedHeaderFields,
  isOpenBatchStatus,
  mayApprove,
  mayApproveAs,
  mayChangeLines,
  mayComplete,
  maySave,
  type PaymentBatchHeader,
  type PaymentBatchStatus,
  validatePaymentBatch,
} from '../../../domain/payments/batch';
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

/** Marks documents paid on `paidOn`, with a MarkPaid history entry and an audit row each. */
export async function markDocumentsPaid(
  tx: Tx,
  actor: Actor,
  documentIds: string[],
  paidOn: string,
  batchId: string,
): Promise<void> {
  if (documentIds.length === 0) return;
  const updated = await tx
    .update(documents)
    .set({
      isPaid: true,
      paymentDate: paidOn,
      lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
    })
    .where(and(inArray(documents.id, documentIds), eq(documents.isPaid, false)))
    .returning({ id: documents.id, status: documents.status });
  for (const document of updated) {
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
        Action: 'MarkPaid',
        IsPaid: { from: false, to: true },
        PaidOn: paidOn,
        PaymentBatchId: batchId,
      },
    });
  }
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
  const paid = lines.filter((line) => line.status !== 'Removed');
  const now = new Date().toISOString();
  await tx
    .update(paymentBatches)
    .set({ status: 'Completed', completedAt: now, ...bumpVersion })
    .where(eq(paymentBatches.id, batch.id));
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
  await tx
    .update(paymentBatchLines)
    .set({ isOpen: isOpenBatchStatus('Completed') })
    .where(eq(paymentBatchLines.batchId, batch.id));
  await lineHistory(tx, {
    tenantId: actor.tenantId,
    lineIds: toPay.map((line) => line.id),
    userId: actor.userId,
    action: 'Paid',
  });
  await markDocumentsPaid(
    tx,
    actor,
    paid.flatMap((line) => [line.documentId, ...line.nettedDocumentIds]),
    batch.transactionDate ?? today(),
    batch.id,
  );
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
