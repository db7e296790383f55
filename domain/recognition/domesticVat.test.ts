import {
  isItalianVatNumber,
  isNorwegianOrganisationNumber,
  isSpanishTaxNumber,
  isUkVatNumber,
  readDomesticVat,
} from './domesticVat';

// Valid numbers as python-stdnum (stdnum.it.iva, stdnum.es.cif / nif) computes their check digits.
describe('an Italian partita IVA', () => {
  it.each(['09458071009', '03021570324', '06819300945', '03642620987'])('accepts %s', (digits) => {
    expect(isItalianVatNumber(digits)).toBe(true);
  });

  it.each(['09458071000', '03021570325', '0945807100', '094580710099', '00000000000'])(
    'refuses %s',
    (digits) => {
      expect(isItalianVatNumber(digits)).toBe(false);
    },
  );
});

describe('a Spanish tax number', () => {
  it.each(['B96554779', 'F28734630', 'P2807900B', 'Q2826000H', 'A28015865', '12345678Z', 'X1234567L'])(
    'accepts %s (a firm’s CIF, a DNI, an NIE)',
    (code) => {
      expect(isSpanishTaxNumber(code)).toBe(true);
    },
  );

  it.each(['B96554771', 'P2807900C', '12345678A', 'X1234567A', 'I2807900B'])('refuses %s', (code) => {
    expect(isSpanishTaxNumber(code)).toBe(false);
  });
});

describe('isUkVatNumber', () => {
  // 569667962: 5·8 + 6·7 + 9·6 + 6·5 + 6·4 + 7·3 + 9·2 + 62 = 291 = 3·97; 100000034: 8 + 34 = 42, and 42 + 55 = 97.
  it.each(['569667962', '100000034', '980780684'])('accepts %s', (digits) => {
    expect(isUkVatNumber(digits)).toBe(true);
  });

  it.each(['569667963', '706863672', '000000000', '56966796', 'GB569667962'])('refuses %s', (digits) => {
    expect(isUkVatNumber(digits)).toBe(false);
  });
});

describe('isNorwegianOrganisationNumber', () => {
  it('accepts a number whose MOD11 check holds and refuses one that does not, or has no check digit', () => {
    // 974760673: 9·3 + 7·2 + 4·7 + 7·6 + 6·5 + 0·4 + 6·3 + 7·2 = 173; 11 − 173 mod 11 = 3.
    expect(['974760673', '974760674', '97476067'].map(isNorwegianOrganisationNumber)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('readDomesticVat', () => {
  it('writes the number with its country’s prefix, as printed in groups or with the prefix already', () => {
    expect(readDomesticVat('IT', ['09458071009'])).toMatchObject({ value: 'IT09458071009', used: 1 });
    expect(readDomesticVat('IT', ['IT', '09458071009'])).toMatchObject({ value: 'IT09458071009', used: 2 });
    expect(readDomesticVat('ES', ['B-96.554.779'])).toMatchObject({ value: 'ESB96554779', used: 1 });
    expect(readDomesticVat('ES', ['B', '96554779,'])).toMatchObject({ value: 'ESB96554779', used: 2 });
    expect(readDomesticVat('GB', ['569', '6679', '62'])).toMatchObject({ value: 'GB569667962', used: 3 });
  });

  it('reads no number whose check fails', () => {
    expect(readDomesticVat('IT', ['09458071000'])).toBeNull();
    expect(readDomesticVat('ES', ['B-96.554.771'])).toBeNull();
    expect(readDomesticVat('GB', ['569667963'])).toBeNull();
  });
});
