import { ibanMod97 } from './checksum';
import { toElectronicIban, validateIban } from './validateIban';

// Builds an IBAN with correct ISO 7064 check digits, so a test can target one rule at a time.
function ibanWithCheckDigits(countryCode: string, bban: string): string {
  const checkDigits = 98 - ibanMod97(`${countryCode}00${bban}`);
  return `${countryCode}${String(checkDigits).padStart(2, '0')}${bban}`;
}

describe('validateIban', () => {
  it('accepts a valid IBAN and returns its electronic format', () => {
    expect(validateIban('NL91ABNA0417164300')).toEqual({
      valid: true,
      iban: 'NL91ABNA0417164300',
      messages: [],
      warnings: [],
    });
  });

  it('removes spaces and hyphens and upper-cases before checking', () => {
    expect(validateIban(' nl91 abna-0417-1643 00 ').iban).toBe('NL91ABNA0417164300');
  });

  it('accepts IBANs as people write them: a label, dots, slashes and colons between groups', () => {
    expect(validateIban('IBAN NL81 INGB 0671 2104 32').iban).toBe('NL81INGB0671210432');
    expect(validateIban('IBAN: NL81 INGB 0671 2104 32').iban).toBe('NL81INGB0671210432');
    expect(validateIban('NO07.8380.08.06006').iban).toBe('NO0783800806006');
    expect(validateIban('FR 14 / 2004 / 1010 / 0505 / 0001 / 3M02 / 606').iban).toBe(
      'FR1420041010050500013M02606',
    );
    expect(validateIban('DE89:3704:0044:0532:0130:00').iban).toBe('DE89370400440532013000');
  });

  it('still refuses a written IBAN whose checks fail', () => {
    expect(validateIban('IBAN NL82 INGB 0671 2104 32').messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Checksum_Failed',
    ]);
    expect(validateIban('IBAN: NL81 INGB O671 2IO4 32').messages).toContain('Iban_Bban_Pattern_Mismatch');
    expect(validateIban('NO07.8380.08.0600A').valid).toBe(false);
    expect(validateIban('NL81 INGB 0671 2104 32 NL91 ABNA 0417 1643 00').messages).toContain(
      'Iban_Wrong_Length',
    );
    expect(validateIban('IBAN NL81 INGB 0671 2104 32 / IBAN NL91 ABNA 0417 1643 00').valid).toBe(false);
    expect(validateIban('IBAN:').messages).toEqual(['Validation_Required']);
  });

  it('refuses a purely numeric number that is labelled as an IBAN', () => {
    expect(validateIban('IBAN 417164300').messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Unknown_Country',
    ]);
  });

  it('accepts a purely numeric domestic account number without an IBAN', () => {
    expect(validateIban('417164300')).toEqual({ valid: true, iban: null, messages: [], warnings: [] });
  });

  it('reports Validation_Required for empty input', () => {
    expect(validateIban('  ')).toEqual({
      valid: false,
      iban: null,
      messages: ['Validation_Required'],
      warnings: [],
    });
  });

  it('reports Iban_Unknown_Country for a prefix that issues no IBANs', () => {
    expect(validateIban('XX91ABNA0517164300').messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Unknown_Country',
    ]);
  });

  it('reports Iban_Wrong_Length for a length the country does not use', () => {
    expect(validateIban(ibanWithCheckDigits('NL', 'ABNA041716430')).messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Wrong_Length',
    ]);
  });

  it('reports Iban_Check_Digits_Not_Numeric for letters in the check digits', () => {
    expect(validateIban('NL9AABNA0417164300').messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Check_Digits_Not_Numeric',
    ]);
  });

  it('reports Iban_Bban_Pattern_Mismatch when the BBAN breaks the country pattern', () => {
    expect(validateIban(ibanWithCheckDigits('DE', 'AA0400440532013000')).messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Bban_Pattern_Mismatch',
    ]);
  });

  it('reports Iban_National_Check_Failed when mod-97 holds but the national check digits do not', () => {
    // Belgian account 539-0075470-35: the last two digits should be 34.
    expect(validateIban(ibanWithCheckDigits('BE', '539007547035')).messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_National_Check_Failed',
    ]);
  });

  it('reports Iban_Checksum_Failed for wrong check digits', () => {
    expect(validateIban('NL91ABNA0517164300').messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Checksum_Failed',
    ]);
  });

  it('refuses check digits 00 and 01 although mod-97 passes for them', () => {
    // GB98…838 and GB97…856 are valid; 01 and 00 leave the same mod-97 remainder of 1.
    expect(ibanMod97('GB01NWBK60161331926838')).toBe(1);
    expect(validateIban('GB98NWBK60161331926838').valid).toBe(true);
    expect(validateIban('GB01NWBK60161331926838').messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_Checksum_Failed',
    ]);
    expect(ibanMod97('GB00NWBK60161331926856')).toBe(1);
    expect(validateIban('GB00NWBK60161331926856').valid).toBe(false);
  });

  it('accepts Swiss and Liechtenstein QR-IBANs by default', () => {
    expect(validateIban('CH4431999123000889012').valid).toBe(true);
  });

  it('reports Iban_QR_Not_Allowed for a QR-IBAN when refuseQrIban is set', () => {
    expect(validateIban('CH4431999123000889012', { refuseQrIban: true }).messages).toEqual([
      'Validation_Iban_Not_Valid',
      'Iban_QR_Not_Allowed',
    ]);
    expect(validateIban(ibanWithCheckDigits('LI', '30000000000000000'), { refuseQrIban: true }).valid).toBe(
      false,
    );
    expect(validateIban('CH9300762011623852957', { refuseQrIban: true }).valid).toBe(true);
  });

  it('warns Iban_Special_Account_Type for a Dutch IBAN whose characters 9 to 11 are 099, and keeps it valid', () => {
    const result = validateIban(ibanWithCheckDigits('NL', 'INGB0991234567'));
    expect(result.valid).toBe(true);
    expect(result.messages).toEqual([]);
    expect(result.warnings).toEqual(['Iban_Special_Account_Type']);
    expect(validateIban(ibanWithCheckDigits('NL', 'INGB0199123456')).warnings).toEqual([]);
  });

  it('checks the Italian and San Marino CIN', () => {
    expect(validateIban('IT60X0542811101000000123456').valid).toBe(true);
    expect(validateIban(ibanWithCheckDigits('IT', 'Y0542811101000000123456')).messages).toContain(
      'Iban_National_Check_Failed',
    );
    expect(validateIban(ibanWithCheckDigits('SM', 'V0322509800000000270100')).messages).toContain(
      'Iban_National_Check_Failed',
    );
  });

  it('checks the kennitala in an Icelandic IBAN', () => {
    expect(validateIban('IS140159260076545510730339').valid).toBe(true);
    expect(validateIban(ibanWithCheckDigits('IS', '0159260076545510730349')).messages).toContain(
      'Iban_National_Check_Failed',
    );
  });

  it('checks Dutch IBANs with mod-97 only, as there is no national check since 2013', () => {
    // An old Postbank number that would fail the former "elfproef".
    expect(validateIban('NL08INGB0000000555').valid).toBe(true);
  });
});

describe('toElectronicIban', () => {
  it('stores a valid IBAN in electronic format however it was written', () => {
    expect(toElectronicIban(' IBAN: NL81 INGB 0671 2104 32 ')).toBe('NL81INGB0671210432');
    expect(toElectronicIban('NO07.8380.08.06006')).toBe('NO0783800806006');
  });

  it('keeps anything else as written, trimmed', () => {
    expect(toElectronicIban(' 12.34.56.789 ')).toBe('12.34.56.789');
    expect(toElectronicIban('IBAN NL82 INGB 0671 2104 32')).toBe('IBAN NL82 INGB 0671 2104 32');
  });
});
