import { normalizeIban } from '../../../domain/iban/index';
import type { RecognizedFieldName, RecognizedFields } from '../../../domain/recognition/types';
import { AmountFields } from '../../../domain/recognition/types';
import type { VerifySaveBody } from '../../../domain/verify/types';

/** The fields a verifier confirms on save that recognition also reads, with the saved value. */
export function savedFieldValues(
  body: VerifySaveBody,
): Partial<Record<RecognizedFieldName, string | number>> {
  return {
    Number: body.Number,
    Date: body.Date ?? '',
    DueDate: body.DueDate ?? '',
    Currency: body.Currency,
    NetAmount: body.NetAmount,
    VatAmount: body.VatAmount,
    GrossAmount: body.GrossAmount,
    IbanNumber: body.IbanNumber,
    PurchaseOrderNumber: body.PurchaseOrderNumber,
    PaymentReference: body.PaymentReference,
  };
}

const comparable = (field: RecognizedFieldName, value: string | number | undefined): string => {
  if (value === undefined || value === '') return '';
  if (AmountFields.includes(field)) return Number(value).toFixed(2);
  if (field === 'IbanNumber') return normalizeIban(String(value));
  return String(value).trim().toUpperCase();
};

/**
 * The fields the verifier set to something recognition did not read (a wrong or a missing value): what
 * learn-from-verify teaches. Fields left empty teach nothing; a zero amount counts as empty.
 */
export function correctedFields(
  body: VerifySaveBody,
  recognized: RecognizedFields,
): Partial<Record<RecognizedFieldName, string | number>> {
  const saved = savedFieldValues(body);
  const corrected: Partial<Record<RecognizedFieldName, string | number>> = {};
  for (const [name, value] of Object.entries(saved) as Array<[RecognizedFieldName, string | number]>) {
    const mine = comparable(name, value);
    if (!mine || (AmountFields.includes(name) && Number(value) === 0)) continue;
    if (mine !== comparable(name, recognized[name]?.Value)) corrected[name] = value;
  }
  return corrected;
}
