import fc from 'fast-check';
import {
  currencySymbol,
  formatAmount,
  formatCurrencyAmount,
  formatQuantity,
  formatTaxPercentage,
  formatUnitPrice,
  toAmountLocale,
} from './format';
import { parseAmount } from './parse';

const LOCALES = ['nl-NL', 'en-US'] as const;
const cents = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 });

describe('formatAmount', () => {
  it('groups thousands and shows 2 decimals per locale', () => {
    expect(formatAmount(1234.56, 'nl-NL')).toBe('1.234,56');
    expect(formatAmount(1234.56, 'en-US')).toBe('1,234.56');
    expect(formatAmount(-1234567.8, 'nl-NL')).toBe('-1.234.567,80');
    expect(formatAmount(1.005, 'en-US')).toBe('1.01');
    expect(formatAmount(-0.001, 'nl-NL')).toBe('0,00');
  });

  it('maps other locale tags onto the supported ones', () => {
    expect(toAmountLocale('en-GB')).toBe('en-US');
    expect(toAmountLocale('nl')).toBe('nl-NL');
    expect(toAmountLocale('de-DE')).toBe('nl-NL');
  });

  it('matches the host Intl output for whole cents in both locales', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...LOCALES), (value, locale) => {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(formatAmount(value / 100, locale)).toBe(intl.format(value / 100).replace('\u2212', '-'));
      }),
    );
  });

  it('parses back what it formats in both locales', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...LOCALES), (value, locale) => {
        expect(parseAmount(formatAmount(value / 100, locale))).toBe(value / 100);
      }),
    );
  });
});

describe('quantity, unit price and tax percentage', () => {
  it('shows quantities with up to 3 decimals', () => {
    expect(formatQuantity(2.5, 'nl-NL')).toBe('2,5');
    expect(formatQuantity(1234.0005, 'en-US')).toBe('1,234.001');
    expect(formatQuantity(3, 'nl-NL')).toBe('3');
  });

  it('shows unit prices with 3 decimals and tax percentages with 2', () => {
    expect(formatUnitPrice(1.5, 'nl-NL')).toBe('1,500');
    expect(formatTaxPercentage(21, 'en-US')).toBe('21.00');
  });
});

describe('currency', () => {
  it('knows the symbols for EUR, USD, GBP and JPY', () => {
    expect(['EUR', 'USD', 'GBP', 'JPY'].map(currencySymbol)).toEqual(['€', '$', '£', '¥']);
    expect(currencySymbol('chf')).toBe('chf');
  });

  it('places the symbol as each locale does', () => {
    expect(formatCurrencyAmount(1234.5, 'EUR', 'nl-NL')).toBe('€ 1.234,50');
    expect(formatCurrencyAmount(-1234.5, 'EUR', 'nl-NL')).toBe('€ -1.234,50');
    expect(formatCurrencyAmount(1234.5, 'GBP', 'en-US')).toBe('£1,234.50');
    expect(formatCurrencyAmount(-1234.5, 'USD', 'en-US')).toBe('-$1,234.50');
  });
});
