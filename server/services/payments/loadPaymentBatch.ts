import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mayApprove, mayApproveAs, type PaymentBatchStatus } from '../../../domain/payments/batch';
import { lineFlags } from '../../../domain/payments/payables';
import type { Tx } from '../../db/client';
import {
  companies,
  documents,
  paymentBatches,
  paymentBatchLineHistory,
  paymentBatchLines,
  relations,
  users,
} from '../../db/schema/index';
import { notFound } from '../../errors';
import { paymentBatchPolicy } from '../../policies/paymentBatch';
import {
  type PaymentBatch,
  type PaymentBatchSummary,
  presentPaymentBatchLine,
  presentPaymentBatchSummary,
} from '../../presenters/paymentBatch';
import type { Actor } from '../users/actor';

export type BatchRow = typeof paymentBatches.$inferSelect;

/** The batch with this id if the actor may see it; another customer's or an unseen company's is 404. */
export async function loadVisibleBatch(tx: Tx, actor: Actor, id: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(paymentBatches).where(eq(paymentBatches.id, id));
  const [batch] = options.lock ? await query.for('update') : await query;
  if (!batch || !paymentBatchPolicy.read(actor, batch.companyId)) throw notFound('Payment_Batch_Not_Found');
  return batch;
}

const userNames = async (tx: Tx, ids: Array<string | null>) => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
};

const companyName = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({ name: companies.name, displayName: companies.displayName })
    .from(companies)
    .where(eq(companies.id, id));
  return row ? row.displayName || row.name : '';
};

/** The blockers of approval: every vendor of a line to pay whose bank-account change awaits confirmation. */
export function approvalBlockers(lines: PaymentBatch['Lines']): string[] {
  const unconfirmed = lines
    .filter((line) => line.Status === 'Concept' && line.Flags.includes('BankAccountUnconfirmed'))
    .map((line) => line.RelationName);
  return [...new Set(unconfirmed)].map((name) => `Payment_Batch_Bank_Account_Unconfirmed%%${name}`);
}

/** GET /PaymentBatch/{id}: the batch with its lines, their flags and history, and what blocks approval. */
export async function paymentBatchView(tx: Tx, actor: Actor, batch: BatchRow): Promise<PaymentBatch> {
  const rows = await tx
    .select({
      line: paymentBatchLines,
      documentNumber: documents.documentNumber,
      documentDate: documents.documentDate,
      dueDate: documents.dueDate,
      paymentDate: documents.paymentDate,
      grossAmount: documents.grossAmount,
      vendorIbans: relations.ibanNumbers,
      vendorConfirmed: relations.bankAccountConfirmed,
    })
    .from(paymentBatchLines)
    .innerJoin(documents, eq(documents.id, paymentBatchLines.documentId))
    .leftJoin(relations, eq(relations.id, paymentBatchLines.relationId))
    .where(eq(paymentBatchLines.batchId, batch.id))
    .orderBy(asc(documents.dueDate), asc(documents.documentNumber), asc(paymentBatchLines.id));
  const lineIds = rows.map((row) => row.line.id);
  const history = lineIds.length
    ? await tx
        .select()
        .from(paymentBatchLineHistory)
        .where(inArray(paymentBatchLineHistory.lineId, lineIds))
        .orderBy(asc(paymentBatchLineHistory.at), asc(paymentBatchLineHistory.id))
    : [];
  const names = await userNames(tx, [
    batch.createdBy,
    batch.approvedBy,
    ...history.map((entry) => entry.userId),
  ]);
  const lines = rows.map((row) =>
    presentPaymentBatchLine(
      row.line,
      row,
      lineFlags(
        row.line.iban,
        row.vendorIbans
          ? { Ibans: row.vendorIbans, BankAccountConfirmed: row.vendorConfirmed ?? true }
          : null,
      ),
      history
        .filter((entry) => entry.lineId === row.line.id)
        .map((entry) => ({
          Date: entry.at,
          UserName: entry.userId ? (names.get(entry.userId) ?? '') : '',
          Action: entry.action,
          Remark: entry.remark,
        })),
    ),
  );
  const summary = presentPaymentBatchSummary(
    batch,
    {
      company: await companyName(tx, batch.companyId),
      createdBy: batch.createdBy ? (names.get(batch.createdBy) ?? '') : '',
      approvedBy: batch.approvedBy ? (names.get(batch.approvedBy) ?? '') : '',
    },
    rows.map((row) => row.line),
  );
  const blockers = approvalBlockers(lines);
  return {
    ...summary,
    Iban: batch.iban,
    Bic: batch.bic,
    BatchBooking: batch.batchBooking,
    CreatedById: batch.createdBy,
    ApprovedById: batch.approvedBy,
    ApprovedAt: batch.approvedAt,
    MayApprove:
      mayApprove(batch.status as PaymentBatchStatus) &&
      paymentBatchPolicy.approve(actor, batch.companyId) &&
      mayApproveAs(batch.createdBy, actor.userId) &&
      blockers.length === 0 &&
      summary.LineCount > 0,
    Blockers: blockers,
    Lines: lines,
  };
}

/** GET /PaymentBatch: the batches of the companies the actor sees, newest first (by number). */
export async function listPaymentBatches(
  tx: Tx,
  actor: Actor,
  query: { CompanyId?: string; Status?: PaymentBatchStatus },
): Promise<PaymentBatchSummary[]> {
  const creator = alias(users, 'creator');
  const approver = alias(users, 'approver');
  const filters: (SQL | undefined)[] = [
    query.CompanyId ? eq(paymentBatches.companyId, query.CompanyId) : undefined,
    query.Status ? eq(paymentBatches.status, query.Status) : undefined,
  ];
  const rows = await tx
    .select({
      batch: paymentBatches,
      companyName: companies.name,
      companyDisplayName: companies.displayName,
      createdBy: creator.name,
      approvedBy: approver.name,
    })
    .from(paymentBatches)
    .innerJoin(companies, eq(companies.id, paymentBatches.companyId))
    .leftJoin(creator, eq(creator.id, paymentBatches.createdBy))
    .leftJoin(approver, eq(approver.id, paymentBatches.approvedBy))
    .where(and(...filters))
    .orderBy(desc(paymentBatches.number), desc(paymentBatches.createdAt));
  const visible = rows.filter((row) => paymentBatchPolicy.read(actor, row.batch.companyId));
  const ids = visible.map((row) => row.batch.id);
  const lines = ids.length
    ? await tx
        .select({
          batchId: paymentBatchLines.batchId,
          status: paymentBatchLines.status,
          amount: paymentBatchLines.amount,
          currency: paymentBatchLines.currency,
        })
        .from(paymentBatchLines)
        .where(inArray(paymentBatchLines.batchId, ids))
    : [];
  return visible.map((row) =>
    presentPaymentBatchSummary(
      row.batch,
      {
        company: row.companyDisplayName || row.companyName,
        createdBy: row.createdBy ?? '',
        approvedBy: row.approvedBy ?? '',
      },
      lines.filter((line) => line.batchId === row.batch.id),
    ),
  );
}
