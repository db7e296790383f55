import { validateBic, validateIban } from '../iban/index';

/** Payment batch status (spec 002 §4): Unknown 0, Concept 1, Approved 2, Completed 3, Cancelled 4. */
export const PaymentBatchStatuses = ['Unknown', 'Concept', 'Approved', 'Completed', 'Cancelled'] as const;
export type PaymentBatchStatus = (typeof PaymentBatchStatuses)[number];

/** Batch line status (spec 002 §4). */
export const PaymentBatchLineStatuses = ['Unknown', 'Concept', 'Paid', 'Removed'] as const;
export type PaymentBatchLineStatus = (typeof PaymentBatchLineStatuses)[number];

/** A batch still to be paid: its documents may enter no other batch. */
export const isOpenBatchStatus = (status: PaymentBatchStatus): boolean =>
  status === 'Concept' || status === 'Approved';

/** Only a Concept batch may be approved. */
export const mayApprove = (status: PaymentBatchStatus): boolean => status === 'Concept';

/** The file can be downloaded only when the batch is Approved or Completed. */
export const mayCreateFile = (status: PaymentBatchStatus): boolean =>
  status === 'Approved' || status === 'Completed';

/** Lines are added, removed and edited while the batch is Concept; after approval it is what the approver saw. */
export const mayChangeLines = (status: PaymentBatchStatus): boolean => status === 'Concept';

/** An Approved batch is completed once its file went to the bank. */
export const mayComplete = (status: PaymentBatchStatus): boolean => status === 'Approved';

/**
 * A batch still to be paid may be cancelled: a Concept batch made by mistake, or an Approved batch whose file the
 * bank rejected. A Completed batch was paid; Cancelled is final.
 */
export const mayCancel = (status: PaymentBatchStatus): boolean =>
  status === 'Concept' || status === 'Approved';

/** A line is marked paid from Concept, only in a batch that is approved (the money is on its way). */
export const mayMarkLinePaid = (batch: PaymentBatchStatus, line: PaymentBatchLineStatus): boolean =>
  batch === 'Approved' && line === 'Concept';

/** A line is removed from Concept; a paid line stays. */
export const mayRemoveLine = (batch: PaymentBatchStatus, line: PaymentBatchLineStatus): boolean =>
  mayChangeLines(batch) && line === 'Concept';

/** Saving is allowed only when the status in the request equals the stored status. */
export const maySave = (requested: PaymentBatchStatus, stored: PaymentBatchStatus): boolean =>
  requested === stored;

/** The editable header of a batch. */
export type PaymentBatchHeader = {
  TransactionDate: string | null;
  Iban: string;
  Bic: string;
  BatchBooking: boolean;
};

/** The header fields a save changes; empty when nothing changed (Payment_Batch_No_Changes). */
export function changedHeaderFields(
  stored: PaymentBatchHeader,
  requested: Partial<PaymentBatchHeader>,
): Array<keyof PaymentBatchHeader> {
  return (Object.keys(requested) as Array<keyof PaymentBatchHeader>).filter(
    (key) => requested[key] !== undefined && requested[key] !== stored[key],
  );
}

/** Message keys of batch validation (spec 002 §5). */
export type PaymentBatchMessageKey = 'Required' | 'Iban_Invalid' | 'Bic_Invalid';

/** Required or Iban_Invalid for an account to pay from or to; null when it is a valid IBAN. */
export const paymentIbanMessage = (value: string): PaymentBatchMessageKey | null => {
  if (value.trim() === '') return 'Required';
  const result = validateIban(value);
  // A domestic number is no IBAN: a SEPA transfer needs the IBAN itself.
  return result.valid && result.iban ? null : 'Iban_Invalid';
};

const bicMessage = (value: string): PaymentBatchMessageKey | null => {
  if (value.trim() === '') return 'Required';
  return validateBic(value).valid ? null : 'Bic_Invalid';
};

/**
 * Batch validation (spec 002 §5): debtor IBAN required and valid, BIC required and valid, transaction date required,
 * each line's IBAN required and valid. Answers one message key per field (`Lines[i].Iban` for lines).
 */
export function validatePaymentBatch(
  header: PaymentBatchHeader,
  lines: ReadonlyArray<{ Iban: string }>,
): Record<string, PaymentBatchMessageKey> {
  const errors: Record<string, PaymentBatchMessageKey> = {};
  const iban = paymentIbanMessage(header.Iban);
  if (iban) errors.Iban = iban;
  const bic = bicMessage(header.Bic);
  if (bic) errors.Bic = bic;
  if (!header.TransactionDate) errors.TransactionDate = 'Required';
  lines.forEach((line, index) => {
    const message = paymentIbanMessage(line.Iban);
    if (message) errors[`Lines[${index}].Iban`] = message;
  });
  return errors;
}

/** Removing a line needs a remark (Payment_Batch_Line_Remark_Mandatory). */
export const hasRemark = (remark: string | undefined | null): boolean => (remark ?? '').trim() !== '';

/** Four eyes: whoever created the batch never approves it. */
export const mayApproveAs = (createdBy: string | null, approver: string): boolean => createdBy !== approver;

/** `SCT_<Number>_<yyyyMMddHHmmss>.xml` (spec 002 §9: the prefix SCT with a timestamp), in UTC. */
export function creditTransferFileName(number: number, at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;
  return `SCT_${number}_${stamp}.xml`;
}
