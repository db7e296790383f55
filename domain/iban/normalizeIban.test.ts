import fc from 'fast-check';
import { hasIbanLabel, normalizeIban, printFormatIban } from './normalizeIban';

describe('normalizeIban', () => {
  it('removes spaces and hyphens and upper-cases', () => {
    expect(normalizeIban('nl91 abna-0417\t1643 00')).toBe('NL91ABNA0417164300');
  });

  it('drops an IBAN label and the dots, slashes and colons people put between groups', () => {
    expect(normalizeIban('IBAN NL81 INGB 0671 2104 32')).toBe('NL81INGB0671210432');
    expect(normalizeIban('IBAN: NL81 INGB 0671 2104 32')).toBe('NL81INGB0671210432');
    expect(normalizeIban('iban:nl81ingb0671210432')).toBe('NL81INGB0671210432');
    expect(normalizeIban('NO07.8380.08.06006')).toBe('NO0783800806006');
    expect(normalizeIban('FR 14 / 2004 / 1010 / 0505 / 0001 / 3M02 / 606')).toBe(
      'FR1420041010050500013M02606',
    );
    expect(normalizeIban('NL81\u00a0INGB\u20130671:2104 32')).toBe('NL81INGB0671210432');
  });

  it('is idempotent for any text', () => {
    fc.assert(fc.property(fc.string(), (text) => normalizeIban(normalizeIban(text)) === normalizeIban(text)));
  });

  it('is idempotent for IBAN-like text with separators', () => {
    const ibanChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz0123456789 -./:'.split(''));
    fc.assert(
      fc.property(fc.array(ibanChar, { maxLength: 40 }), (chars) => {
        const once = normalizeIban(chars.join(''));
        return normalizeIban(once) === once && !/[\s\-./:]/.test(once);
      }),
    );
  });
});

describe('hasIbanLabel', () => {
  it('tells a labelled IBAN from a bare one', () => {
    expect(hasIbanLabel('IBAN: NL81 INGB 0671 2104 32')).toBe(true);
    expect(hasIbanLabel('iban 417164300')).toBe(true);
    expect(hasIbanLabel('NL81 INGB 0671 2104 32')).toBe(false);
  });
});

describe('printFormatIban', () => {
  it('groups the electronic format in fours', () => {
    expect(printFormatIban('BR97 0036-030500001000-9795493-P1')).toBe('BR97 0036 0305 0000 1000 9795 493P 1');
  });
});
