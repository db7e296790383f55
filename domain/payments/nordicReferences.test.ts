import { isKidNumber, isSwedishOcrNumber } from './nordicReferences';

describe('the Norwegian KID', () => {
  it('checks out by MOD10 (Luhn) or by MOD11, with "-" for a MOD11 check of ten', () => {
    expect(isKidNumber('1234567890128')).toBe(true); // Luhn
    expect(isKidNumber('12345678938')).toBe(true); // MOD11 only
    expect(isKidNumber('0000000023-')).toBe(true); // MOD11, check ten
    expect(isKidNumber('1234 5678 9012 8')).toBe(true);
  });

  it('fails on a wrong last digit, letters, a misplaced "-" or a single digit', () => {
    expect(isKidNumber('1234567890127')).toBe(false);
    expect(isKidNumber('0000000024-')).toBe(false);
    expect(isKidNumber('12345678A38')).toBe(false);
    expect(isKidNumber('12-45678938')).toBe(false);
    expect(isKidNumber('7')).toBe(false);
  });
});

describe('the Swedish OCR number', () => {
  it('checks out by its Luhn digit only', () => {
    expect(isSwedishOcrNumber('1234567897')).toBe(true);
    expect(isSwedishOcrNumber('12345678938')).toBe(false);
    expect(isSwedishOcrNumber('55012026')).toBe(false);
    expect(isSwedishOcrNumber('0000000023-')).toBe(false);
  });
});
