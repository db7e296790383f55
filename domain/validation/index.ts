export {
  fillAmountCorrect,
  type GrossAmountParts,
  grossAmountCorrect,
  type SplitLine,
  VAT_EXACT_TOLERANCE,
  VAT_WARNING_TOLERANCE,
  type VatParts,
  vatCheck,
} from './amountRules';
export { afterDate, beforeDate, betweenDates, type DateLimit, maxDate, minDate } from './dateRules';
export { FieldRequirement, SplitType } from './enums';
export { bic, documentNumberUnique, iban } from './externalRules';
export { rulesForFieldRequirement } from './fieldRequirement';
export { allInList, inList, type ListOptions, listMaxLength, listMinLength, notInList } from './listRules';
export {
  formatMessage,
  MESSAGE_PARAMETER_SEPARATOR,
  type ParsedMessage,
  parseMessage,
  ValidationMessageKey,
} from './messages';
export { maxValue, minValue, percentage, positive } from './numberRules';
export {
  type AsyncRule,
  asWarning,
  fail,
  firstError,
  named,
  type Rule,
  type RuleContext,
  type RuleResult,
  type ValidationResult,
  validate,
  validateSync,
} from './rule';
export {
  email,
  equals,
  guid,
  ipAddress,
  isTrue,
  lowercase,
  maxLength,
  minLength,
  mustBeEmptyIf,
  noSpaces,
  type RuleCondition,
  regex,
  required,
  requiredIf,
  uppercase,
} from './textRules';
export { isEmpty, toNumber } from './values';
