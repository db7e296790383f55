import type { PaymentBatchLineStatus, PaymentBatchStatus } from '../../domain/payments/batch';
import type { PaymentLineFlag } from '../../domain/payments/payables';
import type { PaymentBatch, PaymentBatchLine, PaymentBatchSummary } from '../../domain/payments/views';
import type { paymentBatches, paymentBatchLines } from '../db/schema/index';

type BatchRow = typeof paymentBatches.$inferSelect;
type LineRow = typeof paymentBatchLines.$inferSelect;

export type { PaymentBatch, PaymentBatchLine, PaymentBatchSummary };

/** Lines that count towards the batch: every line but a removed one. */
export const countedLines = <T extends { status: string }>(lines: T[]) =>
  lines.filter((line) => line.status !== 'Removed');

const totalOf = (lines: Array<{ amount: number }>) =>
  lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;

/** The overview row of a batch: totals over the lines not removed. */
export function presentPaymentBatchSummary(
  batch: BatchRow,
  names: { company: string; createdBy: string; approvedBy: string },
  lines: Array<{ status: string; amount: number; currency: string }>,
): PaymentBatchSummary {
  const counted = countedLines(lines);
  return {
    Id: batch.id,
    CompanyId: batch.companyId,
    CompanyName: names.company,
    Number: batch.number,
    Date: batch.date,
    TransactionDate: batch.transactionDate,
    Status: batch.status as PaymentBatchStatus,
    LineCount: counted.length,
    TotalAmount: totalOf(counted),
    Currency: counted[0]?.currency ?? 'EUR',
    CreatedByName: names.createdBy,
    ApprovedByName: names.approvedBy,
    Version: batch.version,
  };
}

/** A line with what the list row shows of its document, its fraud flags and its history. */
export function presentPaymentBatchLine(
  line: LineRow,
  document: {
    documentNumber: string;
    documentDate: string | null;
    dueDate: string | null;
    paymentDate: string | null;
    grossAmount: number;
  },
  flags: PaymentLineFlag[],
  history: PaymentBatchLine['HistoryLines'],
): PaymentBatchLine {
  return {
    Id: line.id,
    DocumentId: line.documentId,
    Status: line.status as PaymentBatchLineStatus,
    IBAN: line.iban,
    BIC: line.bic,
    Amount: line.amount,
    Currency: line.currency,
    Remittance: line.remittance,
    RelationName: line.creditorName,
    DocumentNumber: document.documentNumber,
    DocumentDate: document.documentDate,
    DocumentDueDate: document.dueDate,
    DocumentPaymentDate: document.paymentDate,
    DocumentGrossAmount: document.grossAmount,
    NettedDocumentIds: line.nettedDocumentIds,
    Flags: flags,
    HistoryLines: history,
  };
}
