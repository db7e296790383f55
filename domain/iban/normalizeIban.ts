/** Electronic format of an IBAN as typed or printed: spaces and hyphens removed, upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}
