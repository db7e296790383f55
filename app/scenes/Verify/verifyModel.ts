import { parseAmount, parsePrintedAmount } from '../../../domain/amount/parse';
import { roundAmount } from '../../../domain/amount/round';
import { parsePrintedDate } from '../../../domain/date/parse';
import { normalizeIban } from '../../../domain/iban/normalizeIban';
import { LowConfidence } from '../../../domain/recognition/score';
import type { Box, RecognizedFieldName, RecognizedFields } from '../../../domain/recognition/types';
import type { VerifyDocument, VerifySaveBody } from '../../../domain/verify/types';
import type { VerifyFieldError } from '../../../domain/verify/validateVerify';

/** The form of the verify screen: the header a verifier confirms, as the save sends it. */
export type VerifyForm = Pick<
  VerifySaveBody,
  | 'RelationId'
  | 'Number'
  | 'Date'
  | 'DueDate'
  | 'Currency'
  | 'NetAmount'
  | 'VatAmount'
  | 'GrossAmount'
  | 'InvoiceType'
  | 'IbanNumber'
  | 'PurchaseOrderNumber'
  | 'PaymentReference'
  | 'Description'
  | 'Comment'
>;

/** The header checks' failures per field (domain/verify validateVerifyHeader, the same the server runs). */
export type FieldProblems = Partial<Record<string, VerifyFieldError[]>>;

export function problemsByField(errors: readonly VerifyFieldError[]): FieldProblems {
  const found: FieldProblems = {};
  for (const error of errors) found[error.Field] = [...(found[error.Field] ?? []), error];
  return found;
}

/** The form fields in the order of the form (and of Tab), with the recognised field each shows. */
export const FormFields = [
  'RelationId',
  'Number',
  'Date',
  'DueDate',
  'Currency',
  'NetAmount',
  'VatAmount',
  'GrossAmount',
  'InvoiceType',
  'IbanNumber',
  'PurchaseOrderNumber',
  'PaymentReference',
  'Description',
  'Comment',
] as const satisfies readonly (keyof VerifyForm)[];
export type FormField = (typeof FormFields)[number];

/** The recognised field behind a form field (the vendor is found by its name, VAT number or IBAN). */
export const RecognizedFieldOf: Partial<Record<FormField, RecognizedFieldName>> = {
  RelationId: 'RelationName',
  Number: 'Number',
  Date: 'Date',
  DueDate: 'DueDate',
  Currency: 'Currency',
  NetAmount: 'NetAmount',
  VatAmount: 'VatAmount',
  GrossAmount: 'GrossAmount',
  IbanNumber: 'IbanNumber',
  PurchaseOrderNumber: 'PurchaseOrderNumber',
  PaymentReference: 'PaymentReference',
};

/** Below this confidence a recognised field asks for a look (and gets the focus first): fast verify's mark too. */
export { LowConfidence };

/** The form of a document as the server holds it (recognition already filled what it read). */
export function formOf(document: VerifyDocument): VerifyForm {
  return {
    RelationId: document.RelationId,
    Number: document.Number,
    Date: document.Date,
    DueDate: document.DueDate,
    Currency: document.Currency || 'EUR',
    NetAmount: document.NetAmount,
    VatAmount: document.VatAmount,
    GrossAmount: document.GrossAmount,
    InvoiceType:
      document.InvoiceType === 'Credit' || (document.InvoiceType === 'Unknown' && document.GrossAmount < 0)
        ? 'Credit'
        : 'Debit',
    IbanNumber: document.IbanNumber,
    PurchaseOrderNumber: document.PurchaseOrderNumber,
    PaymentReference: document.PaymentReference,
    Description: document.Description,
    Comment: document.Comment,
  };
}

/** A value as compared between form and recognition: amounts to cents, text trimmed, IBAN without spaces. */
export function comparable(field: FormField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toFixed(2);
  const text = String(value).trim();
  return field === 'IbanNumber' ? text.replace(/[\s-]/g, '').toUpperCase() : text;
}

/** Where the verifier showed a field's value on the page (clicking a word while the field had focus). */
export type FieldPick = { Page: number; Box: Box };

/**
 * The corrections a save sends: each recognised field whose value the verifier changed, and each field recognition
 * missed that the verifier filled in, with where they showed it on the page when they did.
 */
export function correctionsOf(
  initial: VerifyForm,
  form: VerifyForm,
  recognized: RecognizedFields,
  picks: Partial<Record<FormField, FieldPick>> = {},
): VerifySaveBody['Corrections'] {
  const corrections: VerifySaveBody['Corrections'] = [];
  for (const field of FormFields) {
    const name = RecognizedFieldOf[field];
    if (!name || field === 'RelationId') continue;
    const now = comparable(field, form[field]);
    const read = recognized[name];
    const changed = read
      ? now !== comparable(field, read.Value)
      : now !== '' && now !== comparable(field, initial[field]);
    if (!changed) continue;
    const pick = picks[field];
    corrections.push({ Field: name, Page: pick?.Page ?? null, Box: pick?.Box ?? null });
  }
  return corrections;
}

/** The field the cursor starts in: the first with a low-confidence or missing reading, else the first. */
export function firstFieldToCheck(
  recognized: RecognizedFields | undefined,
  form: VerifyForm,
  shown: readonly FormField[],
): FormField {
  for (const field of shown) {
    const name = RecognizedFieldOf[field];
    if (!name) continue;
    const read = recognized?.[name];
    if (read ? read.Confidence < LowConfidence : comparable(field, form[field]) === '') return field;
  }
  return shown[0] ?? 'RelationId';
}

/** The pages the verifier turned: each with the quarter turns added (the server adds them to the page). */
export function rotatedPages(turns: Readonly<Record<string, number>>): VerifySaveBody['RotatedPages'] {
  return Object.entries(turns)
    .map(([SourcePageId, degrees]) => ({ SourcePageId, RotationDegrees: ((degrees % 360) + 360) % 360 }))
    .filter((page) => page.RotationDegrees !== 0);
}

/** True when the form differs from what was loaded (leaving then asks first). */
export function isFormChanged(initial: VerifyForm, form: VerifyForm): boolean {
  return FormFields.some((field) => comparable(field, initial[field]) !== comparable(field, form[field]));
}

/** Gross minus (net + VAT), to cents: 0 when the amounts add up. */
export function grossDifference(form: Pick<VerifyForm, 'NetAmount' | 'VatAmount' | 'GrossAmount'>): number {
  return Math.round((form.GrossAmount - form.NetAmount - form.VatAmount) * 100) / 100;
}

/** A word on a page of the open document (Verify/GetVerifyRecordWords/{id}). */
export type PageWordOnPage = { Page: number; Text: string; Box: Box };

/**
 * The words from one picked word to another in reading order (either way round), joined with spaces, with the box
 * around them; null when they lie on different pages or are not among the words.
 */
export function pickedWords(
  words: readonly PageWordOnPage[],
  from: number,
  to: number,
): { text: string; page: number; box: Box } | null {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const chosen = words.slice(first, last + 1);
  if (chosen.length === 0 || first < 0 || chosen.some((word) => word.Page !== chosen[0].Page)) return null;
  const left = Math.min(...chosen.map((word) => word.Box[0]));
  const top = Math.min(...chosen.map((word) => word.Box[1]));
  const right = Math.max(...chosen.map((word) => word.Box[0] + word.Box[2]));
  const bottom = Math.max(...chosen.map((word) => word.Box[1] + word.Box[3]));
  return {
    text: chosen.map((word) => word.Text).join(' '),
    page: chosen[0].Page,
    box: [left, top, right - left, bottom - top],
  };
}

const AmountFormFields: readonly FormField[] = ['NetAmount', 'VatAmount', 'GrossAmount'];
const TextFormFields: readonly FormField[] = [
  'Number',
  'PurchaseOrderNumber',
  'PaymentReference',
  'Description',
  'Comment',
];

/**
 * What picking text on the page puts in a form field, read by the project's parser for the field's kind: an amount
 * as invoices print it ("€ 1.234,56"), a date as documents print it ("19-04-2014", "3 maart 2024"), an IBAN without
 * its spaces, a currency code, or the text itself. Null when the text is no value for the field (or the field is
 * not filled from the page: the vendor, the invoice type).
 */
export function pickedValue(field: FormField, text: string): Partial<VerifyForm> | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (AmountFormFields.includes(field)) {
    const value = parsePrintedAmount(trimmed)?.value ?? parseAmount(trimmed);
    return value === null ? null : { [field]: roundAmount(value, 2) };
  }
  if (field === 'Date' || field === 'DueDate') {
    const read = parsePrintedDate(trimmed) ?? parsePrintedDate(trimmed.replace(/^\D+|\D+$/g, ''));
    return read ? { [field]: read.date } : null;
  }
  if (field === 'IbanNumber') {
    const iban = normalizeIban(trimmed);
    return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban) ? { IbanNumber: iban } : null;
  }
  if (field === 'Currency') {
    const code = trimmed.toUpperCase();
    return /^[A-Z]{3}$/.test(code) ? { Currency: code } : null;
  }
  if (TextFormFields.includes(field)) return { [field]: trimmed };
  return null;
}
