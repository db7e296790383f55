import { parseAmount, parsePrintedAmount } from './parse';

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

describe('parsePrintedAmount', () => {
  it('reads amounts as invoices print them, in every style', () => {
    expect(parsePrintedAmount('€ 717,97')?.value).toBe(717.97);
    expect(parsePrintedAmount('1.234,56 EUR')?.value).toBe(1234.56);
    expect(parsePrintedAmount('USD 1,234.56')?.value).toBe(1234.56);
    expect(parsePrintedAmount('1 234,56')?.value).toBe(1234.56);
    expect(parsePrintedAmount("1'234.50")?.value).toBe(1234.5);
    expect(parsePrintedAmount('4.11')?.value).toBe(4.11);
    expect(parsePrintedAmount('Rs. 319')?.value).toBe(319);
  });

  it('reads a single separator before three digits as thousands: printed amounts carry decimals', () => {
    expect(parsePrintedAmount('1.939')).toMatchObject({ value: 1939, hasDecimals: false });
    expect(parsePrintedAmount('1939')).toMatchObject({ value: 1939, hasDecimals: false });
  });

  it('reads minus signs before, after and as brackets', () => {
    expect(parsePrintedAmount('€ -9,32')?.value).toBe(-9.32);
    expect(parsePrintedAmount('9,32-')?.value).toBe(-9.32);
    expect(parsePrintedAmount('(9.32)')?.value).toBe(-9.32);
  });

  it('gives the digit pattern as format', () => {
    expect(parsePrintedAmount('€ 1.234,56')?.format).toBe('9.999,99');
    expect(parsePrintedAmount('12.50')?.format).toBe('99.99');
  });

  it('refuses dates, numbers with badly grouped digits and words', () => {
    for (const text of ['19-04-2014', '12.34.56', '1.23,4567', 'abc', '21%', '1,2345', '']) {
      expect(parsePrintedAmount(text)).toBeNull();
    }
  });
});
