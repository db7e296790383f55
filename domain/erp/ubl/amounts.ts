import { roundAmount } from '../../amount/round';

// Totals are added in whole cents, so a sum of lines never drifts from what EN 16931 recomputes (BR-CO-10).

/** An amount in cents. */
export const centsOf = (value: number): number => Math.round(roundAmount(value) * 100);

/** Cents as an amount with exactly two decimals ("-12.50"), as UBL amounts are written. */
export function amountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A quantity, price or percentage without trailing zeros, never in exponent notation. */
export function decimalText(value: number, decimals: number): string {
  const rounded = roundAmount(value, decimals);
  const text = Math.abs(rounded)
    .toFixed(decimals)
    .replace(/\.?0+$/, '');
  return rounded < 0 && text !== '0' ? `-${text}` : text;
}

/**
 * Which way the document goes: a credit note when its type says Credit or its lines add up below zero. Ledgerline
 * keeps a credit note with positive amounts (an e-invoice's) or negative ones (a scanned one with a minus); the
 * UBL CreditNote states its amounts positive, so `sign` turns the stored ones around when they are negative.
 */
export function directionOf(
  invoiceType: string,
  totalCents: number,
): { kind: 'Invoice' | 'CreditNote'; sign: 1 | -1 } {
  const sign = totalCents < 0 ? -1 : 1;
  return { kind: invoiceType === 'Credit' || totalCents < 0 ? 'CreditNote' : 'Invoice', sign };
}
