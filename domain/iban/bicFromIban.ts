import { dutchBankCodeBics } from './dutchBankCodeBics';
import { normalizeIban } from './normalizeIban';

/** The BIC belonging to an IBAN's bank, known for Dutch IBANs only; null when unknown. */
export function bicFromIban(iban: string): string | null {
  const compact = normalizeIban(iban);
  if (!compact.startsWith('NL')) return null;
  const bankCode = compact.slice(4, 8);
  return Object.hasOwn(dutchBankCodeBics, bankCode) ? dutchBankCodeBics[bankCode] : null;
}
