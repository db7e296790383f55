import fc from 'fast-check';
import { normalizeIban, printFormatIban } from './normalizeIban';

describe('normalizeIban', () => {
  it('removes spaces and hyphens and upper-cases', () => {
    expect(normalizeIban('nl91 abna-0417\t1643 00')).toBe('NL91ABNA0417164300');
  });

  it('is idempotent for any text', () => {
    fc.assert(fc.property(fc.string(), (text) => normalizeIban(normalizeIban(text)) === normalizeIban(text)));
  });

  it('is idempotent for IBAN-like text with separators', () => {
    const ibanChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz0123456789 -'.split(''));
    fc.assert(
      fc.property(fc.array(ibanChar, { maxLength: 40 }), (chars) => {
        const once = normalizeIban(chars.join(''));
        return normalizeIban(once) === once && !/[\s-]/.test(once);
      }),
    );
  });
});

describe('printFormatIban', () => {
  it('groups the electronic format in fours', () => {
    expect(printFormatIban('BR97 0036-030500001000-9795493-P1')).toBe('BR97 0036 0305 0000 1000 9795 493P 1');
  });
});
