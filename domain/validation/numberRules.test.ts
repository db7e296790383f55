import { maxValue, minValue, percentage, positive } from './numberRules';
import type { Rule } from './rule';

const keyOf = (rule: Rule, value: unknown) => rule.check(value, {})?.key ?? null;

describe('numeric rules', () => {
  it('MaxValue allows the maximum itself, including amount text', () => {
    expect(keyOf(maxValue(1000), '1.000,00')).toBeNull();
    expect(keyOf(maxValue(1000), 1000.01)).toBe('Validation_Maximum_Value');
  });

  it('MinValue allows the minimum itself', () => {
    expect(keyOf(minValue(-5), -5)).toBeNull();
    expect(keyOf(minValue(-5), '-5,01')).toBe('Validation_Minimum_Value');
  });

  it('Positive means zero or more', () => {
    expect(keyOf(positive(), 0)).toBeNull();
    expect(keyOf(positive(), -0.01)).toBe('Validation_Positive');
  });

  it('Percentage runs from 0 to 100', () => {
    expect(keyOf(percentage(), 0)).toBeNull();
    expect(keyOf(percentage(), '100')).toBeNull();
    expect(keyOf(percentage(), -1)).toBe('Validation_Percentage');
    expect(keyOf(percentage(), 100.01)).toBe('Validation_Percentage');
  });

  it('each gives Validation_Not_A_Number for non-numbers and skips empty values', () => {
    for (const rule of [maxValue(1), minValue(1), positive(), percentage()]) {
      expect(keyOf(rule, 'abc')).toBe('Validation_Not_A_Number');
      expect(keyOf(rule, true)).toBe('Validation_Not_A_Number');
      expect(keyOf(rule, Number.POSITIVE_INFINITY)).toBe('Validation_Not_A_Number');
      expect(keyOf(rule, '')).toBeNull();
    }
  });
});
