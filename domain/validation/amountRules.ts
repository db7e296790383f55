import { roundAmount } from '../amount';
import { SplitType } from './enums';
import { fail, type Rule, type RuleResult } from './rule';
import { isWithin } from './values';

/** The header amounts the gross-amount check compares. */
export type GrossAmountParts = { GrossAmount: number; NetAmount: number; TaxAmount: number };

/** A line of an amount split. */
export type SplitLine = { SplitType: SplitType };

/** The amounts the VAT check compares: the entered tax against net × percentage. */
export type VatParts = { NetAmount: number; TaxAmount: number; TaxPercentage: number };

/** The VAT tolerances (spec 001 §9): exact within 0.01, a warning within 0.1. */
export const VAT_EXACT_TOLERANCE = 0.01;
export const VAT_WARNING_TOLERANCE = 0.1;

/** Gross amount correct: gross − (net + tax) must be 0 after rounding; the message carries the difference. */
export function grossAmountCorrect(): Rule<GrossAmountParts> {
  return {
    name: 'GrossAmountCorrect',
    check: ({ GrossAmount, NetAmount, TaxAmount }) => {
      const difference = roundAmount(GrossAmount - (NetAmount + TaxAmount));
      return difference === 0 ? null : fail('Validation_Gross_Amount_Incorrect', difference.toFixed(2));
    },
  };
}

/**
 * Fill amount correct: at most one Rest line. The first Fixed or Percentage line sets the kind of split:
 * after a Percentage line only Percentage and Rest lines may follow, after a Fixed line only Fixed and Rest.
 */
export function fillAmountCorrect(): Rule<readonly SplitLine[]> {
  return {
    name: 'FillAmountCorrect',
    check: (lines) => {
      const types = lines.map((line) => line.SplitType);
      if (types.filter((type) => type === SplitType.Rest).length > 1)
        return fail('More_Than_One_Rest_Not_Allowed');
      const mode = types.find((type) => type === SplitType.Percentage || type === SplitType.Fixed);
      const allOf = (kind: SplitType) => types.every((type) => type === kind || type === SplitType.Rest);
      if (mode === SplitType.Percentage && !allOf(SplitType.Percentage))
        return fail('Only_Percentages_Allowed');
      if (mode === SplitType.Fixed && !allOf(SplitType.Fixed)) return fail('Only_Fix_Rest_Allowed');
      return null;
    },
  };
}

/**
 * VAT check: tax within 0.01 of net × percentage is fine. Otherwise a tax whose own percentage lies within 0.1
 * of the given one is a warning (parameter: that percentage), as is a difference up to 0.1 (parameter: the
 * difference); anything further off is an error (parameter: the expected tax).
 */
export function vatCheck(): Rule<VatParts> {
  return {
    name: 'VatCheck',
    check: ({ NetAmount, TaxAmount, TaxPercentage }): RuleResult | null => {
      const expected = roundAmount((NetAmount * TaxPercentage) / 100);
      const difference = roundAmount(TaxAmount - expected);
      if (isWithin(difference, VAT_EXACT_TOLERANCE)) return null;
      if (NetAmount !== 0) {
        const actualPercentage = (TaxAmount / NetAmount) * 100;
        if (isWithin(actualPercentage - TaxPercentage, VAT_WARNING_TOLERANCE)) {
          const shown = roundAmount(actualPercentage).toFixed(2);
          return { ...fail('Validation_Vat_In_Percentage_Tolerance', shown), warning: true };
        }
      }
      if (isWithin(difference, VAT_WARNING_TOLERANCE)) {
        return { ...fail('Validation_Vat_In_Amount_Tolerance', difference.toFixed(2)), warning: true };
      }
      return fail('Validation_Vat_Not_In_Tolerance_Range', expected.toFixed(2));
    },
  };
}
