import { toElectronicIban } from '../iban/index';
import { InvoiceType } from './types';
import type { EInvoiceValidation } from './validation-types';

// UNTDID 1001 document types that credit the buyer.
const CREDIT_TYPE_CODES = new Set(['381', '261', '262', '296', '308', '396', '420', '458', '532']);

/** Credit_Invoice for credit-note syntax or types and for negative invoices, otherwise Invoice. */
export function invoiceTypeOf(
  isCreditSyntax: boolean,
  typeCode: string | null,
  payable: number | null,
): InvoiceType {
  if (isCreditSyntax || (typeCode !== null && CREDIT_TYPE_CODES.has(typeCode)))
    return InvoiceType.Credit_Invoice;
  if (payable !== null && payable < 0) return InvoiceType.Credit_Invoice;
  return InvoiceType.Invoice;
}

/** The structural verdict: the parser only knows the document was readable; XSD and rules come later. */
export function structuralValidation(): EInvoiceValidation {
  return { Valid: true, Errors: [], Warnings: [] };
}

/** Orders tax ids so that the VAT number comes first, as the spec's TaxSchemeCompanies expects. */
export function vatFirst(ids: { value: string | null; isVat: boolean }[]): string[] {
  const present = ids.filter((i): i is { value: string; isVat: boolean } => i.value !== null);
  const ordered = [...present.filter((i) => i.isVat), ...present.filter((i) => !i.isVat)];
  return [...new Set(ordered.map((i) => i.value))];
}

/** Joins note texts with new lines; null when there are none. */
export function joinNotes(notes: (string | null)[]): string | null {
  const present = notes.filter((n): n is string => n !== null);
  return present.length > 0 ? present.join('\n') : null;
}

/** A payee account as written; an IBAN (with spaces, dots or an `IBAN` label) in its electronic format. */
export function accountNumber(value: string | null): string | null {
  return value === null ? null : toElectronicIban(value);
}
