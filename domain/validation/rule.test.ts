import { vatCheck } from './amountRules';
import { type AsyncRule, asWarning, firstError, named, type Rule, validate, validateSync } from './rule';
import { maxLength, required } from './textRules';

describe('validate', () => {
  it('returns every failure in rule order, as key plus %% parameters', () => {
    const results = validateSync('', [required(), maxLength(0)]);
    expect(results.map((result) => result.message)).toEqual(['Validation_Required']);
    const long = validateSync('abcdef', [maxLength(5), required()]);
    expect(long).toEqual([
      {
        rule: 'MaxLength',
        key: 'Validation_Maximum_Length',
        params: ['5'],
        message: 'Validation_Maximum_Length%%5',
        warning: false,
      },
    ]);
  });

  it('runs asynchronous rules alongside synchronous ones', async () => {
    const slow: AsyncRule = {
      name: 'Slow',
      check: async () => ({ key: 'Validation_Unknown', params: [] }),
    };
    const results = await validate('', [required(), slow]);
    expect(results.map((result) => result.rule)).toEqual(['Required', 'Slow']);
  });

  it('turns a rule that throws into Validation_Unknown', () => {
    const broken: Rule = {
      name: 'Broken',
      check: () => {
        throw new Error('bug');
      },
    };
    expect(validateSync('x', [broken])[0]?.key).toBe('Validation_Unknown');
  });
});

describe('warnings and the shown message', () => {
  it('a rule flagged as warning reports warnings, under its own or a given name', () => {
    const [result] = validateSync('', [named(asWarning(required()), 'CompanyId')]);
    expect(result).toMatchObject({ rule: 'CompanyId', warning: true });
  });

  it('a rule may make one outcome a warning itself', () => {
    const [result] = validateSync({ NetAmount: 1000, TaxAmount: 211, TaxPercentage: 21 }, [vatCheck()]);
    expect(result?.warning).toBe(true);
  });

  it('shows the first failure that is not a warning', () => {
    const results = validateSync('abcdef', [asWarning(maxLength(2)), maxLength(3), maxLength(4)]);
    expect(firstError(results)?.message).toBe('Validation_Maximum_Length%%3');
    expect(firstError(validateSync('abc', [asWarning(maxLength(2))]))).toBeUndefined();
  });
});
