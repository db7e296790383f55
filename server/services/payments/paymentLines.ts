import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { normalizeBic } from '../../../domain/iban/index';
import { paymentIbanMessage } from '../../../domain/payments/batch';
import { duplicatePayments, type Payable, payeeIban, planPayments } from '../../../domain/payments/payables';
import { isSepaCountry } from '../../../domain/payments/sepaCountries';
import type { Tx } from '../../db/client';
import { documents, paymentBatches, paymentBatchLineHistory, paymentBatchLines } from '../../db/schema/index';
import { AppError, badRequest, notFound, validationFailed } from '../../errors';
import { payableOf, payablesByIds } from './payables';

type PayableRow = Awaited<ReturnType<typeof payablesByIds>>[number];

/**
 * The documents to add to a batch of `companyId`, checked: each is the company's, an approved unpaid purchase
 * invoice, in no open batch, not a second payment of the same vendor invoice, with a valid IBAN to pay.
 */
export async function checkedPayables(
  tx: Tx,
  companyId: string,
  documentIds: string[],
): Promise<PayableRow[]> {
  const ids = [...new Set(documentIds)];
  const rows = await payablesByIds(tx, ids);
  const byId = new Map(rows.map((row) => [row.document.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || row.document.companyId !== companyId) throw notFound('Document_Not_Found');
    const document = row.document;
    if (
      document.documentType !== 'PurchaseInvoice' ||
      !document.isApproved ||
      document.isPaid ||
      document.isBlocked
    )
      throw badRequest('Payment_Batch_Document_Not_Payable', [document.documentNumber]);
    if (row.openBatchNumber !== null)
      throw new AppError(409, 'Payment_Batch_Document_In_Open_Batch', [
        document.documentNumber,
        row.openBatchNumber,
      ]);
  }
  const payables = ids.map((id) => payableOf(byId.get(id) as PayableRow));
  for (const payable of payables) {
    // A SEPA credit transfer pays euros to accounts in the SEPA area only: refused now, not when the file is made.
    if (payable.Currency.trim().toUpperCase() !== 'EUR')
      throw badRequest('Payment_Batch_Currency_Not_Sepa', [payable.DocumentNumber, payable.Currency]);
    if (payable.IsCreditNote) continue;
    const iban = payeeIban(payable);
    const message = paymentIbanMessage(iban);
    if (message) throw validationFailed({ [`Lines[${payable.DocumentNumber}].Iban`]: message });
    if (!isSepaCountry(iban.slice(0, 2)))
      throw badRequest('Payment_Batch_Iban_Not_Sepa', [payable.DocumentNumber, iban]);
  }
  await refuseDuplicates(tx, payables);
  return ids.map((id) => byId.get(id) as PayableRow);
}

/** The duplicate guard over the batches not cancelled: the same vendor, invoice number and amount twice. */
async function refuseDuplicates(tx: Tx, payables: Payable[]): Promise<void> {
  const vendors = [...new Set(payables.map((payable) => payable.RelationId).filter((id) => id !== null))];
  const existing = vendors.length
    ? await tx
        .select({
          RelationId: documents.relationId,
          DocumentNumber: documents.documentNumber,
          Amount: documents.grossAmount,
        })
        .from(paymentBatchLines)
        .innerJoin(paymentBatches, eq(paymentBatches.id, paymentBatchLines.batchId))
        .innerJoin(documents, eq(documents.id, paymentBatchLines.documentId))
        .where(
          and(
            inArray(documents.relationId, vendors),
            // The rest of a part-paid document is no second payment of it.
            notInArray(
              paymentBatchLines.documentId,
              payables.map((payable) => payable.DocumentId),
            ),
            ne(paymentBatchLines.status, 'Removed'),
            ne(paymentBatches.status, 'Cancelled'),
          ),
        )
    : [];
  const duplicates = duplicatePayments(
    payables.map((payable) => ({
      RelationId: payable.RelationId,
      DocumentNumber: payable.DocumentNumber,
      Amount: payable.GrossAmount,
    })),
    existing,
  );
  if (duplicates.length > 0) throw new AppError(409, 'Payment_Batch_Duplicate_Payment', [duplicates[0]]);
}

/**
 * Inserts the lines paying these payables (credit notes netted when the company nets them) with an Added history
 * entry each. A document another batch took meanwhile meets the unique index: refused, never paid twice.
 */
export async function insertLines(
  tx: Tx,
  options: {
    tenantId: string;
    batchId: string;
    userId: string;
    rows: PayableRow[];
    payDate: string;
    netCreditNotes: boolean;
  },
): Promise<string[]> {
  const byId = new Map(options.rows.map((row) => [row.document.id, row]));
  const { payments, refused } = planPayments(
    options.rows.map(payableOf),
    options.payDate,
    options.netCreditNotes,
  );
  if (refused.length > 0) throw badRequest('Payment_Batch_Credit_Note_Not_Netted', [refused[0]]);
  const values = payments.map((payment) => {
    const row = byId.get(payment.DocumentId) as PayableRow;
    const payable = payableOf(row);
    const document = row.document;
    const numbers = [
      document,
      ...payment.NettedDocumentIds.map((id) => (byId.get(id) as PayableRow).document),
    ].map((one) => one.documentNumber);
    return {
      tenantId: options.tenantId,
      batchId: options.batchId,
      documentId: document.id,
      iban: payeeIban(payable),
      bic: normalizeBic(document.bic || (row.vendorBic ?? '')),
      amount: payment.Amount,
      currency: document.currency,
      remittance: document.paymentReference || numbers.filter((number) => number !== '').join(' '),
      relationId: document.relationId,
      creditorName: row.vendorName ?? document.relationName,
      creditorStreet: row.vendorStreet ?? '',
      creditorPostcode: row.vendorPostcode ?? '',
      creditorCity: row.vendorCity ?? '',
      creditorCountry: row.vendorCountry ?? '',
      nettedDocumentIds: payment.NettedDocumentIds,
    };
  });
  if (values.length === 0) return [];
  const inserted = await tx
    .insert(paymentBatchLines)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentBatchLines.id, documentId: paymentBatchLines.documentId });
  if (inserted.length < values.length) {
    const taken = values.find((value) => !inserted.some((line) => line.documentId === value.documentId));
    throw new AppError(409, 'Payment_Batch_Document_In_Open_Batch', [
      (taken && byId.get(taken.documentId)?.document.documentNumber) ?? '',
      '',
    ]);
  }
  await tx.insert(paymentBatchLineHistory).values(
    inserted.map((line) => ({
      tenantId: options.tenantId,
      lineId: line.id,
      userId: options.userId,
      action: 'Added',
    })),
  );
  return inserted.map((line) => line.id);
}

/** Writes one history entry per line. */
export async function lineHistory(
  tx: Tx,
  entry: { tenantId: string; lineIds: string[]; userId: string; action: string; remark?: string },
): Promise<void> {
  if (entry.lineIds.length === 0) return;
  await tx.insert(paymentBatchLineHistory).values(
    entry.lineIds.map((lineId) => ({
      tenantId: entry.tenantId,
      lineId,
      userId: entry.userId,
      action: entry.action,
      remark: entry.remark ?? '',
    })),
  );
}

/** A new version of the batch: every change counts it up, so a stale save is refused. */
export const bumpVersion = { version: sql`${paymentBatches.version} + 1`, updatedAt: sql`now()` };
