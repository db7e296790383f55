import { luhnCheckDigitAfter } from '../luhn';

// The Norwegian KID and the Swedish OCR number: 2 to 25 digits, the last a check digit over the rest.
const Digits = /^[0-9]{2,25}$/;

/** The MOD11 check of a KID: weights 2, 3, 4, 5, 6, 7 over and over from the right; 10 is printed as "-". */
function mod11CheckOf(digits: string): string {
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) sum += Number(char) * (2 + (index % 6));
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? '-' : String(check);
}

const luhnHolds = (reference: string) =>
  Number(reference.at(-1)) === luhnCheckDigitAfter(reference.slice(0, -1));

/**
 * Whether a Norwegian KID ("kundeidentifikasjon") checks out: its last digit is the MOD10 (Luhn) or the MOD11 check
 * of the rest — the payee's bank agreement says which, so either will do.
 */
export function isKidNumber(text: string): boolean {
  const reference = text.replace(/\s/g, '');
  if (!/^[0-9]{1,24}[0-9-]$/.test(reference) || reference.length < 2) return false;
  return luhnHolds(reference) || mod11CheckOf(reference.slice(0, -1)) === reference.at(-1);
}

/** Whether a Swedish OCR number (Bankgirot, Plusgirot) checks out: its last digit is the Luhn check of the rest. */
export function isSwedishOcrNumber(text: string): boolean {
  const reference = text.replace(/\s/g, '');
  return Digits.test(reference) && luhnHolds(reference);
}
