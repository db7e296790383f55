import { isKnownCountry } from './countries';
import type { BicMessageKey } from './messages';

export type BicValidationResult = {
  valid: boolean;
  /** The BIC without spaces, upper case, when valid; null otherwise. */
  bic: string | null;
  messages: BicMessageKey[];
};

/** BIC as typed or printed ("GENO DE M1 GLS"): spaces removed, upper case. */
export function normalizeBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Validates a BIC: 6 letters, 2 alphanumerics, optionally 3 more, and letters 5-6 a known country. */
export function validateBic(input: string): BicValidationResult {
  const bic = normalizeBic(input);
  if (bic === '') return { valid: false, bic: null, messages: ['Validation_Required'] };
  if (!/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)) {
    return { valid: false, bic: null, messages: ['Validation_Bic_Not_Valid', 'Bic_Wrong_Format'] };
  }
  if (!isKnownCountry(bic.slice(4, 6))) {
    return { valid: false, bic: null, messages: ['Validation_Bic_Not_Valid', 'Bic_Unknown_Country'] };
  }
  return { valid: true, bic, messages: [] };
}
