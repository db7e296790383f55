import { normalizeIban } from './normalizeIban';

/** Swiss and Liechtenstein QR-IBAN: the institution id (IBAN characters 5-9) is 30000-31999. */
export function isQrIban(input: string): boolean {
  const iban = normalizeIban(input);
  const countryCode = iban.slice(0, 2);
  return (countryCode === 'CH' || countryCode === 'LI') && /^3[01][0-9]{3}$/.test(iban.slice(4, 9));
}
