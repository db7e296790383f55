import { parsePrintedAmount } from '../amount/parse';
import { monthFromName } from '../date/index';
import { parsePrintedDate } from '../date/parse';
import { correctOcrLookalikes, ocrDigits } from '../iban/correctOcrLookalikes';
import { ibanCountrySpec } from '../iban/countries';
import { normalizeIban } from '../iban/normalizeIban';
import { validateIban } from '../iban/validateIban';
import { isVatSuffix } from '../masterdata/registrationNumbers';
import {
  belgianStructuredCommunicationOf,
  isBelgianStructuredCommunication,
  isCreditorReference,
  isSwissQrReference,
} from '../payments/creditorReference';
import { danishPaymentCodeOf } from '../payments/danishPaymentCode';
import {
  type DomesticVatCountry,
  isNorwegianOrganisationNumber,
  isPolishTaxNumber,
  isPortugueseTaxNumber,
  readDomesticVat,
} from './domesticVat';
import { readPolishAccount } from './polishAccount';
import type { RecognizedFieldName } from './types';

/** How a field's value is read from printed words. */
export type ValueKind =
  | 'date'
  | 'amount'
  | 'code'
  | 'iban'
  | 'vat'
  // A VAT number printed without its country's prefix beside the country's own label (readDomesticVat).
  | `vat${DomesticVatCountry}`
  | 'nrb'
  | 'datedNumber'
  | 'coc'
  | 'reference';

export const FieldKinds: Record<RecognizedFieldName, ValueKind | 'name' | 'currency'> = {
  Number: 'code',
  Date: 'date',
  DueDate: 'date',
  Currency: 'currency',
  NetAmount: 'amount',
  VatAmount: 'amount',
  GrossAmount: 'amount',
  IbanNumber: 'iban',
  RelationName: 'name',
  RelationVatNumber: 'vat',
  RelationChamberOfCommerce: 'coc',
  PurchaseOrderNumber: 'code',
  PaymentReference: 'reference',
};

/** A value read from the first `used` words of a run, with how it was written and how plausible it looks (0–1). */
export type ReadValue = { value: string | number; used: number; format: string; quality: number };

const trimPunctuation = (text: string) => text.replace(/^[:#\s]+|[:;,\s]+$/g, '');

/** A word without the parentheses or brackets it is printed in ("(NL91", "12345678)."). */
const unbracketed = (text: string) => text.replace(/^[([]+|[)\]]+[.,;]?$/g, '');

/** The pattern of a code: letters A, digits 9, other characters as written ("INV/9999/99/9999"). */
export function shapeOf(text: string): string {
  return text.replace(/[A-Za-z]/g, 'A').replace(/\d/g, '9');
}

function readDate(words: string[], monthFirst: boolean): ReadValue | null {
  for (let used = Math.min(5, words.length); used >= 1; used--) {
    // "bis zum 09.12.2017.": the sentence's full stop is not part of the date.
    const text = trimPunctuation(words.slice(0, used).join(' '))
      .replace(/(\d)\.$/, '$1')
      // A date in brackets after the days it is away: "Termin płatności: 14 dni (2025-03-27)".
      .replace(/^\((.+)\)$/, '$1')
      // OCR's readings of a raised ordinal: "1er" as "1°" or "ler", "7th" as "Tth", "1st" as "Ist".
      .replace(/^(\d{1,2})[°º®](?= )/, '$1')
      .replace(/^T(?=th )/, '7')
      .replace(/^[Il](?=st )/, '1')
      .replace(/^[Il](?=er )/, '1')
      // A day's "1" read as a letter: "L5 september 2026", "I2.03.2026".
      .replace(/^[IlL|](?=\d[. ])/, '1');
    const date = parsePrintedDate(text, monthFirst);
    if (date) return { value: date.date, used, format: date.format, quality: 1 };
  }
  return null;
}

function readAmount(words: string[]): ReadValue | null {
  for (let used = Math.min(3, words.length); used >= 1; used--) {
    const text = trimPunctuation(words.slice(0, used).join(' '))
      // A speck or a cell's edge before or after the amount, read as a quote mark: "“£9,582.29".
      .replace(/^[*"“”„‘’«»]+|[*"“”»]+$/g, '')
      // OCR reads the Swiss apostrophe between the thousands ("17’684.77") as a degree sign.
      .replace(/(\d)°(?=\d{3}(?!\d))/g, "$1'")
      // The decimal mark set apart ("$214 . 00" of TeX's maths, "214 ,00" read by OCR) still joins its cents.
      .replace(/(\d) ?([.,]) (\d{2})$|(\d) ([.,])(\d{2})$/, '$1$4$2$5$3$6')
      // TeX's maths spaces the grouping comma too ("$1, 034.00"): after a currency sign, the group joins again.
      .replace(/^([€$£]\d{1,3})([.,]) (\d{3}(?!\2)[.,]\d{2})$/, '$1$2$3');
    const amount = parsePrintedAmount(text);
    // "5,5 %" is a rate, not an amount.
    if (amount && /^%/.test(words[used] ?? '')) return null;
    // A long number without cents is an identifier (SIRET, customer number), not an amount.
    if (amount && !amount.hasDecimals && Math.abs(amount.value) >= 1_000_000) return null;
    if (amount)
      return { value: amount.value, used, format: amount.format, quality: amount.hasDecimals ? 1 : 0.55 };
  }
  return null;
}

// Words that are labels or filler, never an invoice number.
const NotACode =
  /^(?:nr|no|n[°º˚]|number|nummer|numero|date|datum|de|du|van|of|the|page|pagina|seite|invoice|factuur|rechnung|facture|tel|fax|www|http)(?![a-z0-9])/i;

/** The format of a code of one digit: a number only right beside its label (`isLoneDigit`). */
const LoneDigit = '9';

/**
 * The most words a value is read from: an IBAN in nine groups and the word after it. A reader hands no more, so that a
 * line of ten thousand words costs ten thousand short reads, not ten thousand reads of the rest of the line.
 */
const ValueWords = 12;

/** The words a value starting at `index` may be read from. */
export const wordsFrom = <T>(words: T[], index: number) => words.slice(index, index + ValueWords);

/**
 * Whether a code read is a single digit ("5"), which only the place right after a number's label makes a number (an
 * amount of one digit, "5" or a VAT of "0", is any amount).
 */
export const isLoneDigit = (kind: ValueKind, read: ReadValue) =>
  (kind === 'code' || kind === 'reference') && read.format === LoneDigit;

function readCode(words: string[]): ReadValue | null {
  // "… o.v.v. factuur 2024-0012.": the sentence's full stop is not part of the code. A number sign written on to the
  // number ("Facture n°2025/0042", "Rechnung Nr.4711") is none of it either, nor a table cell's border that OCR read
  // on to it ("|10760").
  const first = trimPunctuation(words[0] ?? '')
    .replace(/^(?:[#:|]|(?:n[°º˚]|nr\.|no\.)(?=[#:]?\d))+/i, '')
    .replace(/(\d)\.$/, '$1')
    // "4711/12.03.2025" under "Rechnungs-Nr./Datum": the date after the slash is none of the number.
    .replace(/^(.*\d.*?)\s*\/\s*(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/, (whole, code, date) =>
      parsePrintedDate(date) ? code : whole,
    );
  // "14 622,08 €": the thousands of an amount grouped with a space are no number of their own.
  if (/^\d{1,3}$/.test(first) && /^\d{3}(?:[.,\u202f\u00a0]\d{3})*[.,]\d{2}(?![\d.,])/.test(words[1] ?? ''))
    return null;
  const grouped = groupedCode(words);
  if (grouped) return grouped;
  // A firm's fifth invoice may be "5"; not "1 of 2", a page's count.
  if (/^[1-9]$/.test(first) && !/^(?:of|van|von|de|sur|\/)$/i.test(words[1] ?? ''))
    return { value: first, used: 1, format: LoneDigit, quality: 0.5 };
  if (first.length < 2 || first.length > 40 || !/\d/.test(first) || NotACode.test(first)) return null;
  if (parsePrintedDate(first) || /^\d{1,3}([.,]\d{2})$/.test(first) || /%$/.test(first)) return null;
  // "25 janvier 2024", "24. Oktober": the day of a date written out.
  if (/^\d{1,2}\.?$/.test(first) && readDate(words, false)) return null;
  // Amounts are not numbers of documents, nor are phone numbers, VAT numbers, IBANs and times.
  if (/^[-€$£]?\d{1,3}([.,]\d{3})*[.,]\d{2}$/.test(first)) return null;
  if (/^\+\d|^\(0|^\d{1,2}:\d{2}$/.test(first)) return null;
  const upper = first.replace(/[.\-\s]/g, '').toUpperCase();
  if (
    VatPattern.test(upper) ||
    (upper.length >= 15 && /^[A-Z]{2}\d{2}/.test(upper) && validateIban(upper).valid)
  )
    return null;
  const quality = /^[A-Za-z0-9][A-Za-z0-9\-/._]*$/.test(first) ? 1 : 0.7;
  return { value: first, used: 1, format: shapeOf(first), quality };
}

/**
 * A number written like a date, as Polish firms number their invoices by month: "17/11/2025" (the 17th of November
 * 2025), "3/08/2026". Read only beside a label that names the invoice's number (DatedNumberLabels).
 */
function readDatedNumber(words: string[]): ReadValue | null {
  const first = trimPunctuation(words[0] ?? '');
  return /^\d{1,4}\/\d{1,2}\/\d{4}$/.test(first)
    ? { value: first, used: 1, format: shapeOf(first), quality: 1 }
    : null;
}

// Capitals before a number that are a label's word or a currency, not the number's prefix ("Invoice ID 4711").
const NotAPrefix = /^(?:ID|NO|NR|N|NUM|NBR|REF|PO|I|O|VAT|BTW|TVA|UST|MWST|KVK|EUR|USD|GBP|CHF)$/;

/**
 * A number printed in parts: its dash set apart ("2025 - 0012"), a prefix of capitals apart ("F 2026/0012",
 * "INV 2026 0012"), groups of digits ("2026 0012", "12 345"). The dash is written without its spaces. Null when the
 * words open with a number in one word only.
 */
function groupedCode(words: string[]): ReadValue | null {
  const part = (index: number) => trimPunctuation(words[index] ?? '').replace(/(\d)\.$/, '$1');
  const prefix =
    /^[A-Z]{1,4}$/.test(part(0)) &&
    !NotAPrefix.test(part(0)) &&
    !NotACode.test(part(0)) &&
    monthFromName(part(0)) === null;
  let used = prefix ? 1 : 0;
  const code = part(used);
  if (!/\d{2}/.test(code) || !/^[A-Za-z0-9][A-Za-z0-9\-/._]*$/.test(code) || parsePrintedDate(code))
    return null;
  let value = prefix ? `${part(0)} ${code}` : code;
  used += 1;
  const dashed = /^\d+$/.test(code) && /^[-–/]$/.test(words[used] ?? '') && /^\d{2,}$/.test(part(used + 1));
  if (dashed) {
    value += `${words[used].replace('–', '-')}${part(used + 1)}`;
    used += 2;
  }
  // Groups of digits, but not a phone number's ("020 123 4567").
  const grouped = () => /^\d{2,6}$/.test(part(used - 1)) && /^\d{3,6}$/.test(part(used));
  while (!dashed && !code.startsWith('0') && used < 4 && grouped()) {
    value += ` ${part(used)}`;
    used += 1;
  }
  // As long as a code of one word may be (readCode).
  if (used < 2 || value.length > 40) return null;
  return { value, used, format: shapeOf(value), quality: 0.95 };
}

// A Belgian structured communication as printed, its spaces left out: between plus signs or asterisks, or bare.
const BelgianCommunication = /^([+*]{3})?(\d{3})\/(\d{4})\/(\d{5})([+*]{3})?$/;

/**
 * A Belgian structured communication in the spacing it is printed in ("+++090/9337/55493+++", "+++ 090 / 9337 /
 * 55493 +++"), written as Belgians print it. One whose check fails is still the reference, but not trusted.
 */
function readBelgianCommunication(words: string[]): ReadValue | null {
  let text = '';
  let found: ReadValue | null = null;
  for (let used = 1; used <= Math.min(7, words.length); used++) {
    text += words[used - 1].replace(/[.,;:]$/, '');
    const match = BelgianCommunication.exec(text);
    if (!match || Boolean(match[1]) !== Boolean(match[5])) continue;
    const valid = isBelgianStructuredCommunication(text);
    if (!valid && !match[1]) continue;
    const value = belgianStructuredCommunicationOf(text);
    found = { value, used, format: shapeOf(value), quality: valid ? 1 : 0.6 };
  }
  return found;
}

/**
 * A Danish payment slip's code line in the spacing it is printed in ("+71< 000000012345678 +85123456<"), without its
 * spaces. One whose check digit fails is still the code, but not trusted.
 */
function readDanishPaymentCode(words: string[]): ReadValue | null {
  if (!/^\+\d{2}</.test(words[0] ?? '')) return null;
  let text = '';
  for (let used = 1; used <= Math.min(4, words.length); used++) {
    text += words[used - 1];
    const code = danishPaymentCodeOf(text);
    if (code) return { value: code.Code, used, format: shapeOf(code.Code), quality: code.Valid ? 1 : 0.6 };
  }
  return null;
}

function readReference(words: string[]): ReadValue | null {
  // The forms a bank's payment slip prints: they say where they end.
  const printedForm = readBelgianCommunication(words) ?? readDanishPaymentCode(words);
  if (printedForm) return printedForm;
  // A creditor reference (ISO 11649) is printed in groups of four: "RF18 5390 0754 7034". Its check digits say where
  // it ends (OCR may read a speck after it as one more group) and OCR may read their 0 as O.
  if (/^RF[0-9O]{2}[0-9A-Z]{0,2}$/i.test(words[0] ?? '')) {
    let text = `RF${words[0].slice(2, 4).replace(/o/gi, '0')}${words[0].slice(4)}`.toUpperCase();
    let used = 1;
    let valid = isCreditorReference(text) ? { text, used } : null;
    while (used < words.length && used < 7 && /^[0-9A-Z]{1,4}[.,;]?$/i.test(words[used])) {
      // "… avec la référence RF13 8122 2720 2500 324.": the sentence's full stop ends it.
      text += trimPunctuation(words[used]).replace(/\.$/, '').toUpperCase();
      used += 1;
      if (isCreditorReference(text)) valid = { text, used };
    }
    if (valid) return { value: valid.text, used: valid.used, format: shapeOf(valid.text), quality: 1 };
    if (text.length >= 6) return { value: text, used, format: shapeOf(text), quality: 0.6 };
  }
  // Payment references are often printed in groups of digits ("1234 5678 9012 3456"), the last one maybe ending
  // a sentence; a Swiss QR reference in a group of two and five of five ("21 00000 00003 13947 14300 09017"), which
  // its check digit ends.
  let used = 0;
  let text = '';
  while (used < words.length && used < 6) {
    const group = trimPunctuation(words[used]).replace(/\.$/, '');
    if (!/^[0-9+*/]+$/.test(group) || group.length < (used === 0 ? 2 : 3)) break;
    text += group;
    used += 1;
    if (group !== words[used - 1] || isSwissQrReference(text)) break;
  }
  if (used >= 2 && text.length >= 7) return { value: text, used, format: shapeOf(text), quality: 1 };
  return readCode(words);
}

/** An IBAN from up to nine words (printed in groups of four), corrected for OCR look-alikes; valid ones only. */
function readIban(words: string[]): ReadValue | null {
  // "NL91ABNA0417164300/ABNANL2A" under "IBAN/BIC": the BIC written on after a slash is none of it; nor is the
  // parenthesis it may be printed in ("Rabobank (NL12 RABO 0123 4567 89)").
  const start = unbracketed(words[0] ?? '')
    .replace(/^iban[:-]?/i, '')
    .split('/')[0];
  // "DE88 2008 …", and "DE 88 2008 …" with the country apart, or "FR7 6 1697 …" with OCR's gap in the check digits.
  const apart =
    (/^[A-Z]{2}$/.test(start) && /^[0-9]{2}/.test(words[1] ?? '')) ||
    (/^[A-Z]{2}[0-9]$/.test(start) && /^[0-9]$/.test(words[1] ?? ''));
  // OCR may read a letter of the country as its digit look-alike ("1E44 AIBK …" for "IE44"): one, beside a letter.
  const country = /^(?:[A-Z]{2}|[015826][A-Z]|[A-Z][015826])[0-9OIlSBZGTDQ]{2}/i;
  if (!country.test(start) && !apart) return null;
  let text = start;
  let best: ReadValue | null = null;
  for (let used = 1; used <= Math.min(9, words.length); used++) {
    // "… FR37671666457 | Compte FR30 …": a separator or a word ends the IBAN's groups.
    if (used > 1 && (!/[A-Za-z0-9]/.test(words[used - 1]) || /^\p{L}{5,}/u.test(words[used - 1]))) break;
    if (used > 1) text += words[used - 1];
    let compact = normalizeIban(text.replace(/[^A-Za-z0-9]/g, ''));
    // "NL91ABNA0417164300BIC ABNANL2A": the next label run into the IBAN by the text layer is none of it.
    const length = ibanCountrySpec(compact.slice(0, 2).toUpperCase())?.length ?? 0;
    if (length > 0 && /^(?:BIC|SWIFT)/i.test(compact.slice(length))) compact = compact.slice(0, length);
    if (compact.length < 15) continue;
    if (compact.length > 34) break;
    const corrected = correctOcrLookalikes(compact);
    const result = validateIban(corrected);
    if (result.valid && result.iban)
      best = { value: result.iban, used, format: 'iban', quality: corrected === compact ? 1 : 0.85 };
    // Printed wrong (a typing error on the invoice): still the IBAN, but not trusted.
    else if (!best && compact.length === ibanCountrySpec(compact.slice(0, 2))?.length)
      best = { value: compact, used, format: 'iban?', quality: 0.3 };
  }
  return best;
}

// VAT numbers of the EU countries (and the Swiss UID), as printed with optional spaces and dots.
const VatPattern =
  /^(NL\d{9}B\d{2}|DE\d{9}|FR[0-9A-Z]{2}\d{9}|BE[01]\d{9}|ATU\d{8}|LU\d{8}|ES[0-9A-Z]\d{7}[0-9A-Z]|IT\d{11}|GB\d{9}(\d{3})?|DK\d{8}|SE\d{12}|PL\d{10}|IE\d[0-9A-Z+*]\d{5}[A-Z]{1,2}|PT\d{9}|FI\d{8}|CZ\d{8,10}|CHE\d{9}(MWST|TVA|IVA)?|EL\d{9}|HU\d{8}|RO\d{2,10}|SK\d{10}|SI\d{8}|LT(\d{9}|\d{12})|LV\d{11}|EE\d{9}|HR\d{11}|BG\d{9,10}|CY\d{8}[A-Z]|MT\d{8}|XI\d{9}|NO\d{9}(MVA)?|\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z])$/;

// The national checks a VAT number of the right shape must also pass, by its prefix. Norway's keeps "Reg No: 569 6679
// 63" from reading as a Norwegian number: the word "No" before nine digits; Poland's keeps a Polish IBAN's start ("PL61
// 1090 1014 …") from reading as a NIP.
const CountryChecks: Partial<Record<string, (digits: string) => boolean>> = {
  NO: (digits) => isNorwegianOrganisationNumber(digits.slice(0, 9)),
  PT: isPortugueseTaxNumber,
  PL: isPolishTaxNumber,
};

// Countries whose VAT number is all digits after the prefix.
const DigitVatCountries = /^(?:DE|BE|LU|IT|DK|PL|PT|FI|CZ|EL|HU|RO|SK|SI|LT|LV|EE|HR|BG|MT|GB|SE|NL|FR)/;

/**
 * A VAT number with OCR's letters for digits put right ("FRO2 640437679", "DE1234S6789"): only where the country's
 * number has digits (the French key's letters are never O or I; the Dutch "B" stays) and most of it already reads
 * as digits.
 */
function vatLookalikesRepaired(compact: string): string {
  const country = DigitVatCountries.exec(compact)?.[0];
  if (!country || (compact.slice(2).match(/\d/g)?.length ?? 0) < 6) return compact;
  const body = compact.slice(2);
  if (country === 'FR')
    return `FR${body.slice(0, 2).replace(/O/g, '0').replace(/I/g, '1')}${ocrDigits(body.slice(2))}`;
  if (country === 'NL')
    return `NL${ocrDigits(body.slice(0, 9))}${body.slice(9, 10)}${ocrDigits(body.slice(10))}`;
  return country + ocrDigits(body);
}

function readVat(words: string[]): ReadValue | null {
  let text = '';
  for (let used = 1; used <= Math.min(5, words.length); used++) {
    // "(BTW NL…B01)", "VAT No. GB…,": the parentheses and the punctuation around it are none of it.
    text += words[used - 1].replace(/[.\-:()[\],;]/g, '').toUpperCase();
    // A SEPA creditor identifier ("FR47ZZZ571173", "DE20ZZZ09449462868"): its "ZZZ" is no digits OCR misread.
    if (/^[A-Z]{2}\d{2}ZZZ/.test(text)) return null;
    const compact = vatLookalikesRepaired(text.replace(/^(?:BTW|VAT|UST|TVA|GSTIN)/, ''));
    if (VatPattern.test(compact) && (CountryChecks[compact.slice(0, 2)]?.(compact.slice(2)) ?? true)) {
      // "CHE-123.456.789 MWST": the Swiss (and Norwegian) VAT number's suffix, printed as a word of its own, is
      // part of it.
      const suffix = words[used]?.toUpperCase().replace(/[.,;]$/, '') ?? '';
      const whole = isVatSuffix(suffix) && VatPattern.test(compact + suffix);
      const value = whole ? compact + suffix : compact;
      return { value, used: whole ? used + 1 : used, format: shapeOf(value), quality: 1 };
    }
    if (compact.length > 16) break;
  }
  return null;
}

function readCoc(words: string[]): ReadValue | null {
  // "KvK24330087": the label run into its number by the text layer; "No. 02533196.": a sentence's full stop after it.
  const first = trimPunctuation(unbracketed(words[0] ?? ''))
    .replace(/(?<=\d)\.$/, '')
    .replace(/^(?:kvk|coc)[:.]?(?=\d{8}$)/i, '');
  // A Belgian enterprise number: "0123.456.789", "BE 0123.456.789".
  const enterprise = /^(?:BE)?(0?[01]\d{2})\.(\d{3})\.(\d{3})$/i.exec(first);
  if (enterprise) {
    const value = `${enterprise[1].padStart(4, '0')}${enterprise[2]}${enterprise[3]}`;
    return { value, used: 1, format: '9999999999', quality: 1 };
  }
  if (/^(HRB|HRA)$/i.test(first) && /^\d{3,7}/.test(words[1] ?? ''))
    return {
      value: `${first.toUpperCase()} ${trimPunctuation(words[1])}`,
      used: 2,
      format: 'AAA 99999',
      quality: 1,
    };
  // A SIREN or SIRET printed in groups of three ("421 938 861", "421 938 861 00017"), a KvK number in two groups
  // of four ("2433 0087").
  let digits = '';
  let used = 0;
  while (used < words.length && used < 5 && /^\d{2,5}$/.test(trimPunctuation(words[used]))) {
    digits += trimPunctuation(words[used]);
    used += 1;
    if (digits.length === 14) break;
    if (digits.length === 9 && !/^\d{5}$/.test(trimPunctuation(words[used] ?? ''))) break;
    if (digits.length === 8 && used === 2 && !/^\d/.test(words[used] ?? '')) break;
  }
  if (used > 1 && (digits.length === 8 || digits.length === 9 || digits.length === 14))
    return { value: digits, used, format: shapeOf(digits), quality: 1 };
  if (/^\d{8}$/.test(first)) return { value: first, used: 1, format: '99999999', quality: 1 };
  // An Indian corporate identity number ("U72200KA2011PTC060000").
  if (/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(first))
    return { value: first, used: 1, format: shapeOf(first), quality: 1 };
  // A company number of Scotland or Northern Ireland ("SC123456", "NI012345").
  if (/^(?:SC|NI|OC|SO|NC|R0)\d{6}$/.test(first))
    return { value: first, used: 1, format: 'AA999999', quality: 0.9 };
  if (/^\d{6,14}$/.test(first)) return { value: first, used: 1, format: shapeOf(first), quality: 0.7 };
  return null;
}

/**
 * A code of hexadecimal digits as OCR read it, its zeros read as "O" put right ("BFOBB816-0016" is "BF0BB816-0016", a
 * payment platform's invoice id): each part of it made of digits, A–F and O only, with an A–F and three digits or
 * more, has its O read as 0. A part with another letter ("DOC", "OFFICE1") stays as it is.
 */
export function hexCodeRepaired(code: string): string {
  return code
    .split(/([-/._ ])/)
    .map((part) =>
      /^[0-9A-FO]+$/.test(part) &&
      /O/.test(part) &&
      /[A-F]/.test(part) &&
      (part.match(/\d/g)?.length ?? 0) >= 3
        ? part.replace(/O/g, '0')
        : part,
    )
    .join('');
}

/** Reads a value of a kind from the start of a run of words; null when the words do not start with one. */
export function readValue(kind: ValueKind, words: string[], monthFirst = false): ReadValue | null {
  if (words.length === 0) return null;
  switch (kind) {
    case 'date':
      return readDate(words, monthFirst);
    case 'amount':
      return readAmount(words);
    case 'code':
      return readCode(words);
    case 'reference':
      return readReference(words);
    case 'iban':
      return readIban(words);
    case 'vat':
      return readVat(words);
    case 'nrb':
      return readPolishAccount(words);
    case 'datedNumber':
      return readDatedNumber(words);
    case 'coc':
      return readCoc(words);
    default:
      return readDomesticVat(kind.slice(3) as DomesticVatCountry, words);
  }
}
