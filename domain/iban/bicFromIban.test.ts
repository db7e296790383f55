import { bicFromIban } from './bicFromIban';

describe('bicFromIban', () => {
  it('maps the Dutch bank code after the check digits to its BIC', () => {
    expect(bicFromIban('NL91ABNA0417164300')).toBe('ABNANL2A');
    expect(bicFromIban('nl91 ingb 0417 1643 00')).toBe('INGBNL2A');
  });

  it('returns null for an unknown Dutch bank code', () => {
    expect(bicFromIban('NL91ZZZZ0417164300')).toBeNull();
  });

  it('returns null outside the Netherlands', () => {
    expect(bicFromIban('DE89370400440532013000')).toBeNull();
  });
});
