import { isSepaCountry } from './sepaCountries';

describe('isSepaCountry', () => {
  it.each(['NL', 'DE', 'CH', 'GB', 'NO', 'MC', 'SM', 'VA', 'AD', 'GI', 'AL', 'ME', 'MD', 'MK'])(
    '%s is in SEPA',
    (code) => {
      expect(isSepaCountry(code)).toBe(true);
    },
  );

  it.each(['US', 'TR', 'AE', 'BR', 'UA', 'XX', ''])('%s is not', (code) => {
    expect(isSepaCountry(code)).toBe(false);
  });
});
