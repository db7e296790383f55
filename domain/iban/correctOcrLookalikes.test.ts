import { correctOcrLookalikes } from './correctOcrLookalikes';

describe('correctOcrLookalikes', () => {
  it('reads digits as letters in the country code and the Dutch bank code', () => {
    expect(correctOcrLookalikes('NL91 A8NA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(correctOcrLookalikes('NL61 1NG8 0417 1643 00')).toBe('NL61INGB0417164300');
    expect(correctOcrLookalikes('5E45 5000 0000 0583 9825 7466')).toBe('SE4550000000058398257466');
  });

  it('reads letters as digits in the check digits and digit positions', () => {
    expect(correctOcrLookalikes('NL9I ABNA O4I7 I643 OO')).toBe('NL91ABNA0417164300');
    expect(correctOcrLookalikes('DE89 37O4 OO44 O532 Ol3O OO')).toBe('DE89370400440532013000');
    expect(correctOcrLookalikes('GB29 NW8K 6O16 I33I 9Z68 I9')).toBe('GB29NWBK60161331926819');
    expect(correctOcrLookalikes('NLOGSNSB8624538740')).toBe('NL06SNSB8624538740');
    expect(correctOcrLookalikes('DE89 37O4 OO44 O532 Ol3D OO')).toBe('DE89370400440532013000');
  });

  it('corrects an IBAN written with a label and dots', () => {
    expect(correctOcrLookalikes('IBAN: NL9I.ABNA.O4I7.I643.OO')).toBe('NL91ABNA0417164300');
  });

  it('leaves positions that may hold letters or digits alone', () => {
    // French BBAN characters 11-21 are alphanumeric: the O there stays, so nothing validates.
    expect(correctOcrLookalikes('FR1420041010050500013O02606')).toBe('FR1420041010050500013O02606');
  });

  it('returns the input unchanged when it is already valid', () => {
    expect(correctOcrLookalikes('NL91 ABNA 0417 1643 00')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('returns the input unchanged when the correction does not validate', () => {
    expect(correctOcrLookalikes('NL91ABNA0417I64301')).toBe('NL91ABNA0417I64301');
    // 1 reads as I in a letter position, so "N1" becomes Nicaragua, not the Netherlands.
    expect(correctOcrLookalikes('N191ABNA0417164300')).toBe('N191ABNA0417164300');
    expect(correctOcrLookalikes('')).toBe('');
  });
});
