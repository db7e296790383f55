import { parsePrintedAmount } from '../../../domain/amount/index';
import { parsePrintedDate } from '../../../domain/date/parse';
import { CurrencySigns, currencyOfName } from '../../../domain/recognition/currency';
import {
  AmountFields,
  DateFields,
  type PageWords,
  type RecognizedFieldName,
} from '../../../domain/recognition/types';
import { compact } from './accuracy';

type Truth = Partial<Record<RecognizedFieldName, string | number>>;

// Amounts and dates are printed in one to five words ("1 234,56", "19 april 2014", "Aug 3, 2014", "12 de marzo de
// 2026").
const MaxWordsPerValue = 5;

/** Every amount (in cents, unsigned) and date (ISO) the words print, read by the project's one parser for each. */
function printedValues(words: string[]): { cents: Set<number>; dates: Set<string> } {
  const cents = new Set<number>();
  const dates = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let count = 1; count <= MaxWordsPerValue && start + count <= words.length; count++) {
      const text = words.slice(start, start + count).join(' ');
      // A value may end a sentence or a clause ("bis zum 26.03.2026.", "uiterlijk 11 februari 2025,"), or stand in
      // brackets ("14 dni (2025-03-27)").
      for (const value of new Set([text, text.replace(/[.,;:]+$/, ''), text.replace(/^\((.+)\)$/, '$1')])) {
        const amount = parsePrintedAmount(value);
        if (amount) cents.add(Math.round(Math.abs(amount.value) * 100));
        for (const monthFirst of [false, true]) {
          const date = parsePrintedDate(value, monthFirst);
          if (date) dates.add(date.date);
        }
      }
    }
  return { cents, dates };
}

/**
 * The part of a corpus invoice's truth that the document prints, and the fields it does not. The truth of the
 * Factur-X/ZUGFeRD PDFs is their embedded XML and that of invoice2data its templates' output; both hold values the
 * page never shows (a seller's VAT number kept in a template, an IBAN only in the XML, a test file whose print and XML
 * differ). Recognition reads the page, so such a field cannot be expected of it: it is left out of the accuracy
 * measure and counted apart (corpusAccuracy checks each miss against the text layer and then a whole-page OCR).
 */
export function printedTruth(
  truth: Truth,
  pages: PageWords[],
): { printed: Truth; notPrinted: RecognizedFieldName[] } {
  const words = pages.flatMap((page) => page.Words.map((word) => word.Text));
  const raw = words.join(' ');
  const text = compact(raw);
  const { cents, dates } = printedValues(words);
  const isPrinted = (field: RecognizedFieldName, value: string | number): boolean => {
    if (AmountFields.includes(field)) return cents.has(Math.round(Math.abs(Number(value)) * 100));
    if (DateFields.includes(field)) return dates.has(String(value));
    // A currency is printed by its code, its sign or its name ("EUR", "€", "zł", "Euro").
    if (field === 'Currency')
      return (
        new RegExp(`(?<![A-Z])${value}(?![A-Z])`, 'i').test(raw) ||
        Object.entries(CurrencySigns).some(([sign, currency]) => currency === value && raw.includes(sign)) ||
        words.some((word) => currencyOfName(word) === value)
      );
    const wanted = compact(value);
    // A VAT number is printed without its country's prefix where the country's own name for it says whose ("P.IVA
    // 03490930165", "CIF B-46268462", "NIP 6799654455"); the truth writes it as the EU does. A Polish account is
    // printed as its 26 digits without "PL" (the NRB).
    const withoutPrefix =
      (field === 'RelationVatNumber' && /^(?:es|it|pt|pl)[0-9a-z]{8,}$/.test(wanted)) ||
      (field === 'IbanNumber' && /^pl\d{26}$/.test(wanted));
    const domestic = withoutPrefix ? wanted.slice(2) : wanted;
    return wanted !== '' && (text.includes(wanted) || text.includes(domestic));
  };
  const printed: Truth = {};
  const notPrinted: RecognizedFieldName[] = [];
  for (const [field, value] of Object.entries(truth) as [RecognizedFieldName, string | number][]) {
    if (isPrinted(field, value)) printed[field] = value;
    else notPrinted.push(field);
  }
  return { printed, notPrinted };
}
