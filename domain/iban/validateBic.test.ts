import { validateBic } from './validateBic';

describe('validateBic', () => {
  it('accepts 6 letters and 2 alphanumerics', () => {
    expect(validateBic('ABNANL2A')).toEqual({ valid: true, bic: 'ABNANL2A', messages: [] });
  });

  it('accepts an optional 3-character branch code, in any case and with spaces', () => {
    expect(validateBic('geno de m1 gls')).toEqual({ valid: true, bic: 'GENODEM1GLS', messages: [] });
  });

  it('reports Validation_Required for empty input', () => {
    expect(validateBic('').messages).toEqual(['Validation_Required']);
  });

  it('reports Bic_Wrong_Format for a digit among the first 6 characters', () => {
    expect(validateBic('ABN4NL2A').messages).toEqual(['Validation_Bic_Not_Valid', 'Bic_Wrong_Format']);
  });

  it('reports Bic_Wrong_Format for 9 or 10 characters', () => {
    expect(validateBic('ABNANL2A0').valid).toBe(false);
    expect(validateBic('ABNANL2A01').messages).toEqual(['Validation_Bic_Not_Valid', 'Bic_Wrong_Format']);
  });

  it('reports Bic_Unknown_Country when letters 5 and 6 are no country', () => {
    expect(validateBic('ABNAXX2A').messages).toEqual(['Validation_Bic_Not_Valid', 'Bic_Unknown_Country']);
  });
});
