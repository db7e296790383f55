import { toIsoDate } from '../date/calendar';
import { validateIban } from '../iban/validateIban';
import { isCreditorReference, isFinnishReference } from '../payments/creditorReference';
import type { Candidate } from './candidates';
import { type TextLine, unionBox } from './layout';
import type { RecognizedFieldName } from './types';

/** What a Finnish bank barcode says: the account to pay into, the amount, the reference and the due date. */
export type VirtualBarcode = {
  Iban: string;
  /** In euros; null when the barcode leaves the amount open (all zeros). */
  Amount: number | null;
  /** A Finnish reference (version 4) or an ISO 11649 creditor reference (version 5), without its padding. */
  Reference: string;
  /** YYYY-MM-DD; null when the barcode gives none (000000). */
  DueDate: string | null;
};

const Digits = 54;

// Version 4: the account's IBAN digits (16), euros (6) and cents (2), three reserved zeros, a Finnish reference
// padded to 20 digits, the due date YYMMDD. Version 5 has the creditor reference's check digits (2) and its body
// padded to 21 digits where version 4 has the zeros and the Finnish reference.
const Version4 = /^4(\d{16})(\d{8})000(\d{20})(\d{6})$/;
const Version5 = /^5(\d{16})(\d{8})(\d{2})(\d{21})(\d{6})$/;

// The due date YYMMDD in this century; null for none (000000), undefined for a day that does not exist.
function dueDateOf(yymmdd: string): string | null | undefined {
  if (yymmdd === '000000') return null;
  const [year, month, day] = [0, 2, 4].map((at) => Number(yymmdd.slice(at, at + 2)));
  return toIsoDate({ year: 2000 + year, month, day }) ?? undefined;
}

/**
 * The Finnish bank barcode (pankkiviivakoodi) printed as its 54 digits, the "virtuaaliviivakoodi" that payers type
 * or scan into their bank: version 4 (a Finnish reference) or 5 (a creditor reference), in Finance Finland's layout.
 * Null unless the IBAN, the reference and the due date all pass their checks, so that no run of digits is taken
 * for one by chance.
 */
export function virtualBarcodeOf(digits: string): VirtualBarcode | null {
  const four = Version4.exec(digits);
  const five = four ? null : Version5.exec(digits);
  if (!four && !five) return null;
  const [, account, amount, ...rest] = (four ?? five) as RegExpExecArray;
  const reference = four ? rest[0].replace(/^0+/, '') : `RF${rest[0]}${rest[1].replace(/^0+/, '')}`;
  const valid = four ? isFinnishReference(reference) : isCreditorReference(reference);
  const iban = validateIban(`FI${account}`);
  const dueDate = dueDateOf(rest[rest.length - 1]);
  if (!valid || !iban.valid || !iban.iban || dueDate === undefined) return null;
  const cents = Number(amount);
  return {
    Iban: iban.iban,
    Amount: cents === 0 ? null : cents / 100,
    Reference: reference,
    DueDate: dueDate,
  };
}

/** How sure a field read from a barcode is: its check digits passed, and it is what the payer's bank will use. */
const BarcodeScore = 0.97;

/**
 * The barcode a page prints as digits, alone or in groups ("4 21123456 00000785 00048299 000 …"), with or without
 * its label, and the candidates it gives: the IBAN, the reference, the due date and the amount to pay.
 */
export function virtualBarcodeCandidates(lines: TextLine[]): Candidate[] {
  for (const line of lines) {
    // Most lines hold far fewer digits than a barcode: not worth a look.
    if ((line.text.match(/\d/g)?.length ?? 0) < Digits) continue;
    for (let first = 0; first < line.words.length; first++) {
      let digits = '';
      for (let last = first; last < line.words.length && digits.length < Digits; last++) {
        if (!/^\d+$/.test(line.words[last].Text)) break;
        digits += line.words[last].Text;
        if (digits.length !== Digits) continue;
        const barcode = virtualBarcodeOf(digits);
        if (barcode)
          return candidatesOf(barcode, line, unionBox(line.words.slice(first, last + 1).map((w) => w.Box)));
      }
    }
  }
  return [];
}

function candidatesOf(barcode: VirtualBarcode, line: TextLine, box: Candidate['box']): Candidate[] {
  const candidate = (field: RecognizedFieldName, value: string | number, format: string): Candidate => ({
    field,
    value,
    score: BarcodeScore,
    page: line.page,
    box,
    format,
    buyer: false,
    line: line.index,
  });
  return [
    candidate('IbanNumber', barcode.Iban, 'iban'),
    candidate('PaymentReference', barcode.Reference, 'barcode'),
    ...(barcode.DueDate ? [candidate('DueDate', barcode.DueDate, 'barcode')] : []),
    ...(barcode.Amount !== null ? [candidate('GrossAmount', barcode.Amount, 'barcode')] : []),
  ];
}
