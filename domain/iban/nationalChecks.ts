import { mod11CheckDigit } from '../mod11';

// National check digits that ibantools 4.5.4 does not verify. ibantools already covers
// BA, BE, CZ, EE, ES, FR, HR, HU, MC, ME, MK, NO, PL, PT, RS, SI and SK; we add IT, SM and IS.
// NL has no national check beyond mod-97 (the "elfproef" was dropped with the move to IBAN in 2013);
// FI is left out because ibantools' own corpus holds a valid FI IBAN that fails a plain Luhn check.

// Value of each odd-positioned character in the Italian CIN, indexed by 0-9 or A-Z (A = 0).
const cinOddValues = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function cinValue(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65;
}

/** Italian and San Marino CIN: the letter in front of ABI, CAB and account number. */
export function hasValidItalianCin(bban: string): boolean {
  const rest = bban.slice(1);
  let sum = 0;
  for (let index = 0; index < rest.length; index++) {
    const value = cinValue(rest[index]);
    sum += index % 2 === 0 ? cinOddValues[value] : value;
  }
  return String.fromCharCode(65 + (sum % 26)) === bban[0];
}

/** Icelandic BBAN: its last 10 digits are the holder's kennitala, whose 9th digit is a mod-11 check. */
export function hasValidIcelandicKennitala(bban: string): boolean {
  const kennitala = bban.slice(12);
  const check = mod11CheckDigit(kennitala.slice(0, 8));
  return check !== 10 && check === Number(kennitala[8]);
}

/** Extra national checks by country code. */
export const extraNationalChecks: Readonly<Record<string, (bban: string) => boolean>> = {
  IT: hasValidItalianCin,
  SM: hasValidItalianCin,
  IS: hasValidIcelandicKennitala,
};
