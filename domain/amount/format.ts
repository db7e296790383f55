import {
  AMOUNT_DECIMALS,
  QUANTITY_DECIMALS,
  roundAmount,
  TAX_PERCENTAGE_DECIMALS,
  UNIT_PRICE_DECIMALS,
} from './round';

/** The locales the product formats numbers for. */
export type AmountLocale = 'nl-NL' | 'en-US';

type Separators = { decimal: string; group: string };

// Own tables rather than Intl, so a host with trimmed ICU data still formats the same way.
const SEPARATORS: Record<AmountLocale, Separators> = {
  'nl-NL': { decimal: ',', group: '.' },
  'en-US': { decimal: '.', group: ',' },
};

/** Currency symbols for the currencies the spec names (002 §9). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', JPY: '¥' };

/** Maps any locale tag to a supported one: English tags format as en-US, everything else as nl-NL. */
export function toAmountLocale(locale: string): AmountLocale {
  return locale.toLowerCase().startsWith('en') ? 'en-US' : 'nl-NL';
}

/** Formats a number with grouping and exactly `decimals` decimals, e.g. 1234.5 → "1.234,50" in nl-NL. */
export function formatAmount(value: number, locale: string, decimals: number = AMOUNT_DECIMALS): string {
  const { decimal, group } = SEPARATORS[toAmountLocale(locale)];
  const rounded = roundAmount(value, decimals);
  const [integerPart, fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = rounded < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimal}${fraction}`;
}

/** Formats a quantity with up to 3 decimals, dropping trailing zeros (2.5 → "2,5"). */
export function formatQuantity(value: number, locale: string): string {
  const { decimal } = SEPARATORS[toAmountLocale(locale)];
  const full = formatAmount(value, locale, QUANTITY_DECIMALS);
  const [integerPart, fraction = ''] = full.split(decimal);
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? integerPart : `${integerPart}${decimal}${trimmed}`;
}

/** Formats a unit price with 3 decimals. */
export function formatUnitPrice(value: number, locale: string): string {
  return formatAmount(value, locale, UNIT_PRICE_DECIMALS);
}

/** Formats a tax percentage with 2 decimals (without the % sign). */
export function formatTaxPercentage(value: number, locale: string): string {
  return formatAmount(value, locale, TAX_PERCENTAGE_DECIMALS);
}

/** The symbol for a currency code; unknown codes are shown as the code itself. */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency;
}

/** Formats an amount with its currency symbol: "€ 1.234,56" in nl-NL, "€1,234.56" in en-US (as Intl does). */
export function formatCurrencyAmount(value: number, currency: string, locale: string): string {
  const symbol = currencySymbol(currency);
  const amountLocale = toAmountLocale(locale);
  const amount = formatAmount(Math.abs(value), amountLocale);
  const negative = roundAmount(value) < 0;
  if (amountLocale === 'nl-NL') return `${symbol} ${negative ? '-' : ''}${amount}`;
  return `${negative ? '-' : ''}${symbol}${amount}`;
}
