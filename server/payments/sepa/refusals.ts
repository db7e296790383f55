import { normalizeBic, validateBic } from '../../../domain/iban/index';
import { normalizeIban } from '../../../domain/iban/normalizeIban';
import { isValidIban } from '../../../domain/iban/validateIban';
import type { CreditTransferBatch, CreditTransferLine } from '../../../domain/payments/creditTransfer';
import { isSepaCountry } from '../../../domain/payments/sepaCountries';
import { AppError } from '../../errors';

/** The largest amount a SEPA credit transfer carries: 999,999,999.99 euro. */
export const MAX_SEPA_AMOUNT_CENTS = 99_999_999_999;

// The BIC shape both pain.001 versions accept (the .03 pattern is the narrower one).
const SCHEMA_BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

function isCalendarDate(text: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** How a refusal names a line: the document it pays, else its end-to-end id. */
export function lineReference(line: CreditTransferLine): string {
  return line.DocumentNumber?.trim() || line.EndToEndId;
}

function checkAccount(iban: string, bic: string | undefined, reference: string): void {
  const electronic = normalizeIban(iban);
  if (!isValidIban(electronic) || !/^[A-Z]{2}/.test(electronic)) {
    throw new AppError(400, 'Iban_Invalid', [reference]);
  }
  if (!isSepaCountry(electronic.slice(0, 2))) {
    throw new AppError(400, 'Payment_Batch_Iban_Not_Sepa', [reference, electronic]);
  }
  if (bic !== undefined && bic.trim() !== '') {
    const normalized = normalizeBic(bic);
    if (!validateBic(normalized).valid || !SCHEMA_BIC.test(normalized)) {
      throw new AppError(400, 'Bic_Invalid', [reference]);
    }
  }
}

/**
 * Refuses what a SEPA credit-transfer file cannot carry, naming the line: an empty batch, an execution date that
 * is no calendar date, an amount outside 0.01–999,999,999.99, a currency other than euro, an invalid IBAN or
 * BIC, an account outside SEPA.
 */
export function refuseNonSepa(batch: CreditTransferBatch): void {
  if (batch.Lines.length === 0) throw new AppError(400, 'Payment_Batch_Empty');
  if (!isCalendarDate(batch.ExecutionDate)) {
    throw new AppError(400, 'Payment_Batch_Execution_Date_Invalid', [batch.ExecutionDate]);
  }
  checkAccount(batch.Debtor.Iban, batch.Debtor.Bic, batch.Debtor.Name);
  for (const line of batch.Lines) {
    const reference = lineReference(line);
    if (line.Currency.trim().toUpperCase() !== 'EUR') {
      throw new AppError(400, 'Payment_Batch_Currency_Not_Sepa', [reference, line.Currency]);
    }
    if (
      !Number.isSafeInteger(line.AmountCents) ||
      line.AmountCents < 1 ||
      line.AmountCents > MAX_SEPA_AMOUNT_CENTS
    ) {
      throw new AppError(400, 'Payment_Batch_Amount_Invalid', [reference]);
    }
    checkAccount(line.Creditor.Iban, line.Creditor.Bic, reference);
  }
}
