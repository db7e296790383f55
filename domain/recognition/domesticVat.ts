import { luhnCheckDigit } from '../luhn';
import { mod11CheckDigit } from '../mod11';
import { type ReadValue, shapeOf } from './values';

/** An Italian partita IVA: 11 digits, the last the Luhn check digit of the first ten. */
export function isItalianVatNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^0{7}/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, 10), 1) === Number(digits[10]);
}

const DniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * A Spanish tax number (NIF): a firm's CIF (a letter of its legal form, seven digits and a check digit or letter), a
 * resident's DNI (eight digits and a check letter) or a foreigner's NIE (X, Y or Z, seven digits and a check letter).
 */
export function isSpanishTaxNumber(code: string): boolean {
  const dni = /^(\d{8}|[XYZ]\d{7})([A-Z])$/.exec(code);
  if (dni) {
    const number = Number(dni[1].replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter))));
    return DniLetters[number % 23] === dni[2];
  }
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(code);
  if (!cif) return false;
  const check = luhnCheckDigit(cif[2], 0);
  return cif[3] === String(check) || cif[3] === 'JABCDEFGHI'[check];
}

/**
 * A UK VAT number: nine digits, the first seven weighed 8 down to 2 and the last two added, a multiple of 97 (or of
 * 97 after adding 55, the scheme of numbers issued since 2010).
 */
export function isUkVatNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = Number(digits.slice(7));
  for (let index = 0; index < 7; index++) sum += Number(digits[index]) * (8 - index);
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
}

/** A Norwegian organisation number (its VAT number after "NO"): nine digits, the last a MOD11 check of the rest. */
export function isNorwegianOrganisationNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const check = mod11CheckDigit(digits.slice(0, 8));
  return check !== 10 && check === Number(digits[8]);
}

/** A Portuguese NIF (its VAT number after "PT"): nine digits, the last a check of the others weighed 9 down to 2. */
export function isPortugueseTaxNumber(digits: string): boolean {
  if (!/^[1-9]\d{8}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += Number(digits[index]) * (9 - index);
  return ((11 - (sum % 11)) % 11) % 10 === Number(digits[8]);
}

const NipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A Polish NIP (its VAT number after "PL"): ten digits, the last the others weighed by NipWeights, modulo 11. */
export function isPolishTaxNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NipWeights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 11 === Number(digits[9]);
}

const DomesticChecks = {
  IT: isItalianVatNumber,
  ES: isSpanishTaxNumber,
  GB: isUkVatNumber,
  PT: isPortugueseTaxNumber,
  PL: isPolishTaxNumber,
};

export type DomesticVatCountry = keyof typeof DomesticChecks;

/** The countries whose VAT number is read without its prefix beside their own label, in the order they are tried. */
export const domesticVatCountries = Object.keys(DomesticChecks) as DomesticVatCountry[];

/**
 * A VAT number printed without its country's prefix beside a label that names the country's own number (Italy's
 * "Partita IVA 01234567890", Spain's "CIF B-12.345.674", Portugal's "NIF 509 123 457", Poland's "NIP
 * 526-025-09-95"), as the EU writes it: with the prefix. Only a number whose
 * check digit holds is one; up to three words (a number printed in groups).
 */
export function readDomesticVat(country: DomesticVatCountry, words: string[]): ReadValue | null {
  let text = '';
  for (let used = 1; used <= Math.min(3, words.length); used++) {
    text += words[used - 1]
      .replace(/^[:(]+|[.,;:)]+$/g, '')
      .replace(/[.\-\s/]/g, '')
      .toUpperCase();
    const bare = text.startsWith(country) ? text.slice(2) : text;
    const valid = DomesticChecks[country](bare);
    if (valid) {
      const value = `${country}${bare}`;
      return { value, used, format: shapeOf(value), quality: 1 };
    }
    if (text.length > 13) break;
  }
  return null;
}
