import { parseAmount } from '../../amount/index';
import { type AccountTypes, JournalCategories, VatCategories } from '../codeLists';
import { headerKey } from './headerNames';
import type { ImportFieldKind, ImportTarget } from './targets';

// How the cells of an export read as field values: yes/no in Dutch and English, amounts in either style,
// several IBANs in one cell, country names, account types and categories as bookkeepers write them.

/** A cell read for a field: the value, or the message key of why it cannot be read. */
export type CellValue = { value: unknown } | { problem: string };

const yes = new Set(['ja', 'j', 'yes', 'y', 'true', 'waar', 'x', '1', 'on', 'aan']);
const no = new Set(['nee', 'n', 'no', 'false', 'onwaar', '0', 'off', 'uit', '']);

/** "Ja", "nee", "yes", "1", "x" … as a boolean; null when the cell is neither. */
export function parseYesNo(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  return null;
}

/** The IBANs of one cell, separated by commas, semicolons, bars or line breaks (spaces belong to an IBAN). */
export const splitIbans = (cell: string) =>
  cell
    .split(/[,;|\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

const countries: Record<string, string> = {
  nederland: 'NL',
  netherlands: 'NL',
  thenetherlands: 'NL',
  holland: 'NL',
  belgie: 'BE',
  belgium: 'BE',
  duitsland: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  frankrijk: 'FR',
  france: 'FR',
  luxemburg: 'LU',
  luxembourg: 'LU',
  verenigdkoninkrijk: 'GB',
  unitedkingdom: 'GB',
  engeland: 'GB',
  spanje: 'ES',
  spain: 'ES',
  italie: 'IT',
  italy: 'IT',
  oostenrijk: 'AT',
  austria: 'AT',
  denemarken: 'DK',
  denmark: 'DK',
  zweden: 'SE',
  sweden: 'SE',
  polen: 'PL',
  poland: 'PL',
  ierland: 'IE',
  ireland: 'IE',
  zwitserland: 'CH',
  switzerland: 'CH',
  verenigdestaten: 'US',
  unitedstates: 'US',
};

/** A country as its ISO code: "Nederland" and "Belgium" become NL and BE; a code stays as written. */
export const countryCode = (cell: string) => countries[headerKey(cell)] ?? cell.trim();

const accountTypes: Record<string, (typeof AccountTypes)[number]> = {
  balance: 'Balance',
  balans: 'Balance',
  b: 'Balance',
  bs: 'Balance',
  balancesheet: 'Balance',
  profitandloss: 'ProfitAndLoss',
  winstenverlies: 'ProfitAndLoss',
  winstverlies: 'ProfitAndLoss',
  verliesenwinst: 'ProfitAndLoss',
  resultaat: 'ProfitAndLoss',
  w: 'ProfitAndLoss',
  r: 'ProfitAndLoss',
  v: 'ProfitAndLoss',
  pl: 'ProfitAndLoss',
  pandl: 'ProfitAndLoss',
  incomestatement: 'ProfitAndLoss',
};

const journalCategories: Record<string, (typeof JournalCategories)[number]> = {
  inkoop: 'Purchase',
  verkoop: 'Sales',
  bank: 'Bank',
  kas: 'Bank',
  memoriaal: 'Memorial',
};

/** A category as its list writes it: a VAT category in capitals, a journal's in English ("Inkoop" is Purchase). */
function category(target: ImportTarget, cell: string): string | null {
  const text = cell.trim();
  if (text === '') return null;
  if (target === 'VatCode') return VatCategories.find((known) => known === text.toUpperCase()) ?? text;
  const key = headerKey(text);
  const english = JournalCategories.find((known) => known.toLowerCase() === key);
  return english ?? journalCategories[key] ?? text;
}

/** Reads a cell as the value of a field of the given kind; the entity's schema checks it afterwards. */
export function readCell(target: ImportTarget, kind: ImportFieldKind, cell: string): CellValue {
  const text = cell.trim();
  switch (kind) {
    case 'yesNo': {
      const value = parseYesNo(text);
      return value === null ? { problem: 'Validation_Yes_No' } : { value };
    }
    case 'number': {
      if (text === '') return { value: null };
      const value = parseAmount(text.replace(/%$/, ''));
      return value === null ? { problem: 'Validation_Not_A_Number' } : { value };
    }
    case 'ibans':
      return { value: splitIbans(text) };
    case 'country':
      return { value: countryCode(text) };
    case 'accountType':
      return { value: text === '' ? null : (accountTypes[headerKey(text)] ?? text) };
    case 'category':
      return { value: category(target, text) };
    case 'optionalText':
      return { value: text === '' ? null : text };
    default:
      return { value: text };
  }
}
