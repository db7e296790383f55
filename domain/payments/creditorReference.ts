import type { StructuredRemittance } from './creditTransfer';

// People write references in groups: "RF18 5390 0754 7034", "5010.0021.6701.0010".
const SEPARATORS = /[\s.\-/]+/g;

/** The reference without the spaces, dots, dashes and slashes people group it with, upper case. */
export function compactReference(text: string): string {
  return text.replace(SEPARATORS, '').toUpperCase();
}

/** ISO 7064 mod 97 of a text of digits and letters (A = 10 … Z = 35); -1 for other characters. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + code - 48) % 97;
    else if (code >= 65 && code <= 90) remainder = (remainder * 100 + code - 55) % 97;
    else return -1;
  }
  return remainder;
}

/**
 * Whether the text is an ISO 11649 creditor reference: `RF`, two check digits (02–98), 1–21 letters or
 * digits, with mod 97 of the reference moved behind its first four characters equal to 1.
 */
export function isCreditorReference(text: string): boolean {
  const reference = compactReference(text);
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference)) return false;
  const checkDigits = Number(reference.slice(2, 4));
  return checkDigits >= 2 && checkDigits <= 98 && mod97(reference.slice(4) + reference.slice(0, 4)) === 1;
}

/** The ISO 11649 creditor reference for a creditor's own reference (letters and digits, at most 21). */
export function creditorReferenceOf(reference: string): string {
  const body = compactReference(reference);
  const checkDigits = 98 - mod97(`${body}RF00`);
  return `RF${String(checkDigits).padStart(2, '0')}${body}`;
}

// The weights of the Dutch check digit, from the rightmost digit leftwards, repeating after ten.
const DUTCH_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1];

/** The weighted modulus-11 check digit of the Dutch payment reference over the digits after it. */
export function dutchCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += Number(digits[digits.length - 1 - index]) * DUTCH_WEIGHTS[index % DUTCH_WEIGHTS.length];
  }
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

/**
 * Whether the text is a Dutch payment reference (betalingskenmerk, Betaalvereniging's specification): 7 digits
 * without a check digit; 16 digits whose first is the check digit; or 9–14 digits of check digit, length code
 * (the count of digits after it, modulo 10) and 7–12 digits.
 */
export function isDutchPaymentReference(text: string): boolean {
  const reference = compactReference(text);
  if (!/^[0-9]+$/.test(reference)) return false;
  const length = reference.length;
  if (length === 7) return true;
  if (length === 16) return Number(reference[0]) === dutchCheckDigit(reference.slice(1));
  if (length >= 9 && length <= 14) {
    const lengthCode = (length - 2) % 10;
    return (
      Number(reference[1]) === lengthCode && Number(reference[0]) === dutchCheckDigit(reference.slice(1))
    );
  }
  return false;
}

// The plus signs or asterisks a Belgian structured communication is printed between: "+++090/9337/55493+++".
const BelgianMarks = /^[+*]{3}(.*?)[+*]{3}$/;

/**
 * Whether the text is a Belgian structured communication (gestructureerde mededeling, communication structurée):
 * 12 digits, the last two the first ten modulo 97 (97 for 0), printed "+++090/9337/55493+++", with asterisks, or
 * bare.
 */
export function isBelgianStructuredCommunication(text: string): boolean {
  const compact = text.replace(/\s+/g, '');
  const reference = compactReference(BelgianMarks.exec(compact)?.[1] ?? compact);
  if (!/^[0-9]{12}$/.test(reference)) return false;
  return (Number(reference.slice(0, 10)) % 97 || 97) === Number(reference.slice(10));
}

/** A Belgian structured communication as Belgians print it: "+++090/9337/55493+++". */
export function belgianStructuredCommunicationOf(text: string): string {
  const digits = text.replace(/[^0-9]/g, '');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

// The weights of the Finnish reference's check digit, from the digit before it leftwards, repeating.
const FINNISH_WEIGHTS = [7, 3, 1];

/** The check digit of a Finnish reference over the digits before it: their weighted sum up to the next ten. */
export function finnishCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += Number(digits[digits.length - 1 - index]) * FINNISH_WEIGHTS[index % FINNISH_WEIGHTS.length];
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether the text is a Finnish reference (viitenumero, Finance Finland's standard): 4–20 digits, printed in groups
 * of five from the right ("123 45614"), the last the check digit of the rest.
 */
export function isFinnishReference(text: string): boolean {
  const reference = compactReference(text);
  if (!/^[0-9]{4,20}$/.test(reference)) return false;
  return Number(reference[reference.length - 1]) === finnishCheckDigit(reference.slice(0, -1));
}

type NationalKind = Exclude<StructuredRemittance['Kind'], 'Iso11649'>;

/**
 * The country whose banks read each national reference as one: to an account elsewhere it is only text. A creditor
 * reference (ISO 11649) means something anywhere.
 */
export const NationalReferenceCountries: Record<NationalKind, string> = {
  DutchPaymentReference: 'NL',
  BelgianStructuredCommunication: 'BE',
  FinnishReference: 'FI',
};

/**
 * The structured remittance a payment reference stands for: an ISO 11649 creditor reference, or a Belgian structured
 * communication, a Dutch payment reference or a Finnish reference, compacted; undefined for any other text (which
 * then travels unstructured). Give it the reference the document asks to be paid with, not an invoice number: a
 * 7-digit number counts as a Dutch reference. Digits that pass more than one country's check are read as the
 * reference of the country of the account paid into (ISO 3166 alpha-2) when they pass its check, else as Dutch,
 * Belgian, Finnish in that order; twelve digits between plus signs are Belgian only.
 */
export function structuredRemittanceOf(
  text: string,
  accountCountry?: string,
): StructuredRemittance | undefined {
  const marked = BelgianMarks.test(text.replace(/\s+/g, ''));
  const reference = compactReference(marked ? text.replace(/[+*]/g, '') : text);
  if (isCreditorReference(reference)) return { Kind: 'Iso11649', Reference: reference };
  const belgian = isBelgianStructuredCommunication(reference);
  if (belgian && marked) return { Kind: 'BelgianStructuredCommunication', Reference: reference };
  const kinds: NationalKind[] = [];
  if (isDutchPaymentReference(reference)) kinds.push('DutchPaymentReference');
  if (belgian) kinds.push('BelgianStructuredCommunication');
  if (isFinnishReference(reference)) kinds.push('FinnishReference');
  const kind = kinds.find((each) => NationalReferenceCountries[each] === accountCountry) ?? kinds[0];
  return kind ? { Kind: kind, Reference: reference } : undefined;
}

// The table of the recursive modulo 10 of Swiss payment slips (ESR/QR reference).
const SWISS_CARRY = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** Whether the text is a Swiss QR reference: 27 digits, the last the recursive modulo 10 check digit of the rest. */
export function isSwissQrReference(text: string): boolean {
  const reference = compactReference(text);
  if (!/^[0-9]{27}$/.test(reference)) return false;
  let carry = 0;
  for (const digit of reference.slice(0, 26)) carry = SWISS_CARRY[(carry + Number(digit)) % 10];
  return (10 - carry) % 10 === Number(reference[26]);
}
