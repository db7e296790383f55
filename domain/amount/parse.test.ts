import { parseAmount } from './parse';

describe('parseAmount', () => {
  it('takes the last separator as the decimal one in both styles', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
  });

  it('reads a single separator as decimal, even before exactly three digits', () => {
    expect(parseAmount('1.234')).toBe(1.234);
    expect(parseAmount('1,234')).toBe(1.234);
    expect(parseAmount('12,5')).toBe(12.5);
  });

  it('reads a repeated separator as thousands grouping', () => {
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('1,234,567')).toBe(1234567);
    expect(parseAmount('1.234.567,89')).toBe(1234567.89);
  });

  it('accepts signs, spaces, currency symbols and bare fractions', () => {
    expect(parseAmount('-12,50')).toBe(-12.5);
    expect(parseAmount('\u221212.50')).toBe(-12.5);
    expect(parseAmount('+7')).toBe(7);
    expect(parseAmount(' € 1 234,50 ')).toBe(1234.5);
    expect(parseAmount(',5')).toBe(0.5);
    expect(parseAmount('12.')).toBe(12);
    expect(parseAmount('-0')).toBe(0);
  });

  it('refuses text that is not a number', () => {
    for (const text of ['', 'abc', '.', '1a', '1-2', '1.234,567,89', '--1']) {
      expect(parseAmount(text)).toBeNull();
    }
  });
});
