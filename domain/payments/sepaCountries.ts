import { countrySpecs } from 'ibantools';

// Joined the SEPA schemes in 2025 (EPC decisions of November 2024), after the IBAN registry ibantools follows.
const JOINED_2025 = new Set(['AL', 'MD', 'ME', 'MK']);

/** Whether accounts with this IBAN country code can be paid by a SEPA credit transfer. */
export function isSepaCountry(countryCode: string): boolean {
  if (JOINED_2025.has(countryCode)) return true;
  return Object.hasOwn(countrySpecs, countryCode) && countrySpecs[countryCode].SEPA === true;
}
