import { fillAmountCorrect, grossAmountCorrect, type SplitLine, vatCheck } from './amountRules';
import type { SplitType } from './enums';

const lines = (...types: SplitType[]): SplitLine[] => types.map((type) => ({ SplitType: type }));

describe('gross amount correct', () => {
  it('passes when gross equals net plus tax after rounding', () => {
    expect(grossAmountCorrect().check({ GrossAmount: 121, NetAmount: 100, TaxAmount: 21 }, {})).toBeNull();
    expect(grossAmountCorrect().check({ GrossAmount: 0.3, NetAmount: 0.1, TaxAmount: 0.2 }, {})).toBeNull();
  });

  it('shows the signed difference with 2 decimals', () => {
    const result = grossAmountCorrect().check({ GrossAmount: 120.99, NetAmount: 100, TaxAmount: 21 }, {});
    expect(result).toEqual({ key: 'Validation_Gross_Amount_Incorrect', params: ['-0.01'] });
  });
});

describe('fill amount correct', () => {
  const check = (...types: SplitType[]) => fillAmountCorrect().check(lines(...types), {})?.key ?? null;

  it('allows one Rest line with percentages or fixed amounts', () => {
    expect(check('Percentage', 'Percentage', 'Rest')).toBeNull();
    expect(check('Fixed', 'Rest', 'Fixed')).toBeNull();
    expect(check('None')).toBeNull();
    expect(check()).toBeNull();
  });

  it('refuses a second Rest line', () => {
    expect(check('Fixed', 'Rest', 'Rest')).toBe('More_Than_One_Rest_Not_Allowed');
  });

  it('after a Percentage line allows only percentages and Rest', () => {
    expect(check('Rest', 'Percentage', 'Fixed')).toBe('Only_Percentages_Allowed');
    expect(check('Percentage', 'None')).toBe('Only_Percentages_Allowed');
  });

  it('after a Fixed line allows only fixed amounts and Rest', () => {
    expect(check('Fixed', 'Percentage')).toBe('Only_Fix_Rest_Allowed');
    expect(check('Fixed', 'None')).toBe('Only_Fix_Rest_Allowed');
  });
});

describe('VAT check', () => {
  const check = (NetAmount: number, TaxAmount: number, TaxPercentage: number) =>
    vatCheck().check({ NetAmount, TaxAmount, TaxPercentage }, {});

  it('accepts a tax amount within 0.01 of net × percentage', () => {
    expect(check(100, 21, 21)).toBeNull();
    expect(check(100, 21.01, 21)).toBeNull();
    expect(check(33.33, 7, 21)).toBeNull();
  });

  it('warns when the tax’s own percentage is within 0.1', () => {
    expect(check(1000, 211, 21)).toEqual({
      key: 'Validation_Vat_In_Percentage_Tolerance',
      params: ['21.10'],
      warning: true,
    });
  });

  it('warns when the amount differs by no more than 0.1', () => {
    expect(check(10, 2.2, 21)).toEqual({
      key: 'Validation_Vat_In_Amount_Tolerance',
      params: ['0.10'],
      warning: true,
    });
    expect(check(0, 0.05, 21)?.key).toBe('Validation_Vat_In_Amount_Tolerance');
  });

  it('fails beyond both tolerances, showing the expected tax', () => {
    expect(check(1000, 212, 21)).toEqual({
      key: 'Validation_Vat_Not_In_Tolerance_Range',
      params: ['210.00'],
    });
    expect(check(10, 2.21, 21)?.key).toBe('Validation_Vat_Not_In_Tolerance_Range');
  });
});
