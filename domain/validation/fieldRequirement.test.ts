import type { FieldRequirement } from './enums';
import { rulesForFieldRequirement } from './fieldRequirement';
import { type RuleContext, validateSync } from './rule';

const keys = (
  requirement: FieldRequirement,
  value: unknown,
  context: RuleContext = {},
  condition?: () => boolean,
) =>
  validateSync(value, rulesForFieldRequirement(requirement, condition), context).map((result) => result.key);

describe('rules for a field requirement', () => {
  it('Optional accepts anything', () => {
    expect(keys('Optional', '')).toEqual([]);
    expect(keys('Optional', 'x')).toEqual([]);
  });

  it('Mandatory requires a value', () => {
    expect(keys('Mandatory', '')).toEqual(['Validation_Required']);
    expect(keys('Mandatory', 'x')).toEqual([]);
  });

  it('NotAllowed requires the field to stay empty', () => {
    expect(keys('NotAllowed', 'x')).toEqual(['Validation_Must_Be_Empty']);
    expect(keys('NotAllowed', '')).toEqual([]);
  });

  it('MandatoryConditional requires a value only while the condition holds', () => {
    expect(keys('MandatoryConditional', '', {}, () => true)).toEqual(['Validation_Required']);
    expect(keys('MandatoryConditional', '', {}, () => false)).toEqual([]);
  });

  it('OptionalConditional allows a value only while the condition holds', () => {
    expect(keys('OptionalConditional', 'x', {}, () => true)).toEqual([]);
    expect(keys('OptionalConditional', 'x', {}, () => false)).toEqual(['Validation_Must_Be_Empty']);
    expect(keys('OptionalConditional', '', {}, () => false)).toEqual([]);
  });
});
