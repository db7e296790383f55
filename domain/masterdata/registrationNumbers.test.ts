import {
  isValidChamberOfCommerceNumber,
  isValidVatNumber,
  registrationKey,
  vatKeyVariants,
} from './registrationNumbers';

describe('VAT numbers', () => {
  it.each([
    'NL819442123B01',
    'NL 8194.42.123.B01',
    'nl819442123b01',
    'BE0123456789',
    'DE123456789',
    'FR12345678901',
    'ATU12345678',
    'GB123456789',
    'EL123456789',
    'GR123456789',
    'ESX1234567X',
  ])('accepts %s', (value) => expect(isValidVatNumber(value)).toBe(true));

  it.each(['NL123', 'NL819442123B1', 'BE2123456789', 'DE12345678', 'XX123456789', '', '819442123B01'])(
    'refuses %s',
    (value) => expect(isValidVatNumber(value)).toBe(false),
  );

  it('compares numbers without spaces, dots and dashes, in upper case', () => {
    expect(registrationKey(' nl 8194.42-123.b01 ')).toBe('NL819442123B01');
  });

  it('keys a Swiss or Norwegian VAT number with and without its suffix, a Dutch one only as it is', () => {
    expect(vatKeyVariants('CHE-964.651.860 MWST')).toEqual([
      'CHE964651860MWST',
      'CHE964651860',
      'CHE964651860TVA',
      'CHE964651860IVA',
    ]);
    expect(vatKeyVariants('CHE-964.651.860')).toContain('CHE964651860MWST');
    expect(vatKeyVariants('NO 123 456 789')).toEqual(['NO123456789', 'NO123456789MVA']);
    expect(vatKeyVariants('NL 8194.42.123.B01')).toEqual(['NL819442123B01']);
  });
});

describe('chamber of commerce numbers', () => {
  it('takes a Dutch KvK number of 8 digits only', () => {
    expect(isValidChamberOfCommerceNumber('3012 3456', 'NL')).toBe(true);
    expect(isValidChamberOfCommerceNumber('301234567', 'NL')).toBe(false);
    expect(isValidChamberOfCommerceNumber('123', 'NL')).toBe(false);
  });

  it('takes a Belgian enterprise number of 10 digits starting with 0 or 1', () => {
    expect(isValidChamberOfCommerceNumber('0123.456.789', 'BE')).toBe(true);
    expect(isValidChamberOfCommerceNumber('2123456789', 'BE')).toBe(false);
  });

  it('takes 5 to 20 letters and digits elsewhere', () => {
    expect(isValidChamberOfCommerceNumber('HRB 12345', 'DE')).toBe(true);
    expect(isValidChamberOfCommerceNumber('1234', 'DE')).toBe(false);
  });
});
