import { type CodingError, codingStatusAfterChange, codingStatusOf } from './codingStatus';

const error: CodingError = {
  LineId: '1',
  Field: 'GeneralLedger',
  Message: 'Validation_Required',
  IsWarning: false,
};
const warning: CodingError = {
  ...error,
  Message: 'Validation_Vat_In_Amount_Tolerance%%0.05',
  IsWarning: true,
};

describe('codingStatusOf', () => {
  it('is NoCoding when the company does not use coding', () => {
    expect(codingStatusOf(false, 2, [error])).toBe('NoCoding');
  });

  it('is Unknown when the document has no lines', () => {
    expect(codingStatusOf(true, 0, [])).toBe('Unknown');
  });

  it('is Invalid when any finding is an error', () => {
    expect(codingStatusOf(true, 1, [warning, error])).toBe('Invalid');
  });

  it('is Valid when the findings are only warnings', () => {
    expect(codingStatusOf(true, 1, [warning])).toBe('Valid');
  });
});

describe('codingStatusAfterChange', () => {
  const valid = { CodingStatus: 'Valid', CodingErrors: [] } as const;
  const invalid = { CodingStatus: 'Invalid', CodingErrors: [error] } as const;

  it('keeps Verified while the coding did not change and still validates', () => {
    expect(codingStatusAfterChange('Verified', valid, false)).toBe('Verified');
  });

  it('drops Verified to the validated status once the coding changed', () => {
    expect(codingStatusAfterChange('Verified', valid, true)).toBe('Valid');
  });

  it('drops Verified when the unchanged coding no longer validates', () => {
    expect(codingStatusAfterChange('Verified', invalid, false)).toBe('Invalid');
  });

  it('never makes a coding Verified by itself', () => {
    expect(codingStatusAfterChange('Valid', valid, false)).toBe('Valid');
  });
});
