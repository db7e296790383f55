/** Electronic format of an IBAN as typed or printed: spaces and hyphens removed, upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** Print format of an IBAN: electronic format in groups of four, e.g. "NL91 ABNA 0417 1643 00". */
export function printFormatIban(input: string, separator = ' '): string {
  return normalizeIban(input).replace(/(.{4})(?!$)/g, `$1${separator}`);
}
