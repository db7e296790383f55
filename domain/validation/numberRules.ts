import { fail, type Rule, type RuleResult } from './rule';
import { isEmpty, toNumber } from './values';

/** MaxValue: a number no greater than `maximum`. */
export function maxValue(maximum: number): Rule {
  return numberRule('MaxValue', (value) =>
    value > maximum ? fail('Validation_Maximum_Value', maximum) : null,
  );
}

/** MinValue: a number no less than `minimum`. */
export function minValue(minimum: number): Rule {
  return numberRule('MinValue', (value) =>
    value < minimum ? fail('Validation_Minimum_Value', minimum) : null,
  );
}

/** Positive: zero or more. */
export function positive(): Rule {
  return numberRule('Positive', (value) => (value < 0 ? fail('Validation_Positive') : null));
}

/** Percentage: from 0 to 100. */
export function percentage(): Rule {
  return numberRule('Percentage', (value) =>
    value < 0 || value > 100 ? fail('Validation_Percentage') : null,
  );
}

/** A rule on a number; anything entered that is not a number gives Validation_Not_A_Number. */
function numberRule(name: string, check: (value: number) => RuleResult | null): Rule {
  return {
    name,
    check: (value) => {
      if (isEmpty(value)) return null;
      const number = toNumber(value);
      return number === null ? fail('Validation_Not_A_Number') : check(number);
    },
  };
}
