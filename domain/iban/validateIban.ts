import { hasValidIbanChecksum } from './checksum';
import { ibanCountrySpec } from './countries';
import type { IbanMessageKey } from './messages';
import { hasIbanLabel, normalizeIban } from './normalizeIban';
import { isQrIban } from './qrIban';

export type IbanValidationOptions = {
  /** Refuse Swiss and Liechtenstein QR-IBANs (they are for QR-bill references only). */
  refuseQrIban?: boolean;
};

export type IbanValidationResult = {
  valid: boolean;
  /** The IBAN in electronic format when it is a valid IBAN; null otherwise and for domestic numbers. */
  iban: string | null;
  /** Errors: Validation_Iban_Not_Valid (or Validation_Required) first, then the finer reasons. */
  messages: IbanMessageKey[];
  /** Warnings that leave the IBAN valid. */
  warnings: IbanMessageKey[];
};

function invalid(reasons: IbanMessageKey[], warnings: IbanMessageKey[] = []): IbanValidationResult {
  return { valid: false, iban: null, messages: ['Validation_Iban_Not_Valid', ...reasons], warnings };
}

function structureErrors(iban: string, options: IbanValidationOptions): IbanMessageKey[] {
  const spec = ibanCountrySpec(iban.slice(0, 2));
  if (!spec) return ['Iban_Unknown_Country'];
  const errors: IbanMessageKey[] = [];
  const bban = iban.slice(4);
  if (iban.length !== spec.length) errors.push('Iban_Wrong_Length');
  // Pattern and national check only say something once the length is right.
  else if (!spec.bbanPattern.test(bban)) errors.push('Iban_Bban_Pattern_Mismatch');
  else if (spec.nationalCheck && !spec.nationalCheck(bban)) errors.push('Iban_National_Check_Failed');
  if (!/^[0-9]{2}$/.test(iban.slice(2, 4))) errors.push('Iban_Check_Digits_Not_Numeric');
  else if (!hasValidIbanChecksum(iban)) errors.push('Iban_Checksum_Failed');
  if (options.refuseQrIban && isQrIban(iban)) errors.push('Iban_QR_Not_Allowed');
  return errors;
}

// Dutch account numbers starting with 099 are typically special accounts (e.g. collection accounts).
function specialAccountWarnings(iban: string): IbanMessageKey[] {
  return iban.startsWith('NL') && iban.slice(8, 11) === '099' ? ['Iban_Special_Account_Type'] : [];
}

/**
 * Validates an IBAN as the spec's IBAN rule does, read as people write it (see normalizeIban); a purely
 * numeric domestic account number is accepted unless it is labelled as an IBAN.
 */
export function validateIban(input: string, options: IbanValidationOptions = {}): IbanValidationResult {
  const iban = normalizeIban(input);
  if (iban === '') return { valid: false, iban: null, messages: ['Validation_Required'], warnings: [] };
  if (/^[0-9]+$/.test(iban)) {
    return hasIbanLabel(input)
      ? invalid(['Iban_Unknown_Country'])
      : { valid: true, iban: null, messages: [], warnings: [] };
  }
  const warnings = specialAccountWarnings(iban);
  const errors = structureErrors(iban, options);
  if (errors.length > 0) return invalid(errors, warnings);
  return { valid: true, iban, messages: [], warnings };
}

/** Whether the input passes validateIban. */
export function isValidIban(input: string, options: IbanValidationOptions = {}): boolean {
  return validateIban(input, options).valid;
}

/** The electronic format of a valid IBAN however it was written; anything else (a domestic number, a typo) trimmed, as written. */
export function toElectronicIban(input: string): string {
  return validateIban(input).iban ?? input.trim();
}
