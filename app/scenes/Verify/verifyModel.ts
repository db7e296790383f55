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

/** Below this confidence a recognised field asks for a look (and gets the focus first). */
export const LowConfidence = 0.8;

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
