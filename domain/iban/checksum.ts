/** ISO 7064 mod-97 over the rearranged IBAN (BBAN, country, check digits); 1 means correct. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // Digits count as one decimal digit, letters A-Z as the two digits 10-35.
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + code - 48) % 97;
    else if (code >= 65 && code <= 90) remainder = (remainder * 100 + code - 55) % 97;
    else return -1;
  }
  return remainder;
}

/** Whether the IBAN's check digits are right; 00, 01 and 99 never are (ISO 13616 uses 02-98). */
export function hasValidIbanChecksum(iban: string): boolean {
  const checkDigits = Number(iban.slice(2, 4));
  return checkDigits >= 2 && checkDigits <= 98 && ibanMod97(iban) === 1;
}
