import { validateIban } from '../iban/validateIban';
import type { ReadValue } from './values';

/**
 * A Polish account number (NRB) as Polish invoices print it, without the country's letters: 26 digits, often in
 * groups ("61 1090 1014 0000 0712 1981 2874"). It is the account's IBAN with "PL" before it, and counts only when that
 * IBAN's check digits hold.
 */
export function readPolishAccount(words: string[]): ReadValue | null {
  let digits = '';
  for (let used = 1; used <= Math.min(7, words.length); used++) {
    const word = words[used - 1].replace(/^PL(?=\d)/i, '').replace(/[.,;:]$/, '');
    if (!/^\d+$/.test(word)) return null;
    digits += word;
    if (digits.length === 26) {
      const result = validateIban(`PL${digits}`);
      return result.valid && result.iban ? { value: result.iban, used, format: 'iban', quality: 1 } : null;
    }
    if (digits.length > 26) return null;
  }
  return null;
}
