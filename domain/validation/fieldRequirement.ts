import { FieldRequirement } from './enums';
import type { Rule } from './rule';
import { mustBeEmptyIf, type RuleCondition, required, requiredIf } from './textRules';

const always: RuleCondition = () => true;

/**
 * The rules a field requirement stands for. MandatoryConditional is required while the condition holds;
 * OptionalConditional may be filled only while it holds. Without a condition they act as Mandatory / Optional.
 */
export function rulesForFieldRequirement(
  requirement: FieldRequirement,
  condition: RuleCondition = always,
): Rule[] {
  switch (requirement) {
    case FieldRequirement.Optional:
      return [];
    case FieldRequirement.Mandatory:
      return [required()];
    case FieldRequirement.NotAllowed:
      return [mustBeEmptyIf(always)];
    case FieldRequirement.MandatoryConditional:
      return [requiredIf(condition)];
    case FieldRequirement.OptionalConditional:
      return [mustBeEmptyIf((context) => !condition(context))];
  }
}
