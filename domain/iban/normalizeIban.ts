// What people put between the groups of an IBAN: white space, dashes, dots, slashes and colons.
const SEPARATORS = /[\s\u2010-\u2015\-./:]+/g;
// The label printed before an IBAN ("IBAN", "IBAN:"), read once the separators are gone; no country code is "IB".
const LABEL = /^(?:IBAN)+/;

/**
 * Electronic format of an IBAN as people write it: an `IBAN` or `IBAN:` label dropped, the separators
 * between groups (spaces, dashes, dots, slashes, colons) removed, upper case.
 */
export function normalizeIban(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase().replace(LABEL, '');
}

/** Whether the text starts with an `IBAN` label, so it claims to be an IBAN and not a domestic account number. */
export function hasIbanLabel(input: string): boolean {
  return LABEL.test(input.replace(SEPARATORS, '').toUpperCase());
}

/** Print format of an IBAN: electronic format in groups of four, e.g. "NL91 ABNA 0417 1643 00". */
export function printFormatIban(input: string, separator = ' '): string {
  return normalizeIban(input).replace(/(.{4})(?!$)/g, `$1${separator}`);
}
