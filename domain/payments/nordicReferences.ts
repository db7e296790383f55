import { luhnCheckDigitAfter } from '../luhn';
import { mod11CheckDigit } from '../mod11';

// The Norwegian KID and the Swedish OCR number: 2 to 25 digits, the last a check digit over the rest.
const Digits = /^[0-9]{2,25}$/;

const luhnHolds = (reference: string) =>
  Number(reference.at(-1)) === luhnCheckDigitAfter(reference.slice(0, -1));

/**
 * Whether a Norwegian KID ("kundeidentifikasjon") checks out: its last digit is the MOD10 (Luhn) or the MOD11 check
 * of the rest — the payee's bank agreement says which, so either will do.
 */
export function isKidNumber(text: string): boolean {
  const reference = text.replace(/\s/g, '');
  if (!/^[0-9]{1,24}[0-9-]$/.test(reference)) return false;
  const mod11 = mod11CheckDigit(reference.slice(0, -1));
  return luhnHolds(reference) || (mod11 === 10 ? '-' : String(mod11)) === reference.at(-1);
}

/** Whether a Swedish OCR number (Bankgirot, Plusgirot) checks out: its last digit is the Luhn check of the rest. */
export function isSwedishOcrNumber(text: string): boolean {
  const reference = text.replace(/\s/g, '');
  return Digits.test(reference) && luhnHolds(reference);
}
