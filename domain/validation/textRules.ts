import type { ValidationMessageKey } from './messages';
import { fail, type Rule, type RuleContext } from './rule';
import { isEmpty, isWithin, toNumber, toText } from './values';

/** A condition on the rest of the form, for RequiredIf and MustBeEmptyIf. */
export type RuleCondition = (context: RuleContext) => boolean;

/** Required: something must be entered. */
export function required(): Rule {
  return { name: 'Required', check: (value) => (isEmpty(value) ? fail('Validation_Required') : null) };
}

/** RequiredIf: something must be entered while the condition holds. */
export function requiredIf(condition: RuleCondition): Rule {
  return {
    name: 'RequiredIf',
    check: (value, context) => (condition(context) && isEmpty(value) ? fail('Validation_Required') : null),
  };
}

/** MustBeEmptyIf: nothing may be entered while the condition holds. */
export function mustBeEmptyIf(condition: RuleCondition): Rule {
  return {
    name: 'MustBeEmptyIf',
    check: (value, context) =>
      condition(context) && !isEmpty(value) ? fail('Validation_Must_Be_Empty') : null,
  };
}

/** MinLength: text of at least `length` characters. */
export function minLength(length: number): Rule {
  return textRule('MinLength', (text) =>
    text.length < length ? fail('Validation_Minimum_Length', length) : null,
  );
}

/** MaxLength: text of at most `length` characters. */
export function maxLength(length: number): Rule {
  return textRule('MaxLength', (text) =>
    text.length > length ? fail('Validation_Maximum_Length', length) : null,
  );
}

/** NoSpaces: no whitespace anywhere. */
export function noSpaces(): Rule {
  return textRule('NoSpaces', (text) => (/\s/.test(text) ? fail('Validation_No_Spaces') : null));
}

/** Uppercase: no lower-case letters. */
export function uppercase(): Rule {
  return textRule('Uppercase', (text) => (text !== text.toUpperCase() ? fail('Validation_Uppercase') : null));
}

/** Lowercase: no upper-case letters. */
export function lowercase(): Rule {
  return textRule('Lowercase', (text) => (text !== text.toLowerCase() ? fail('Validation_Lowercase') : null));
}

/** IsTrue: the value must be true (a ticked box). */
export function isTrue(): Rule {
  return { name: 'IsTrue', check: (value) => (value === true ? null : fail('Validation_IsTrue')) };
}

/** Equals: numbers within 0.01 of `expected`, other values exactly equal. */
export function equals(expected: string | number): Rule {
  return textRule('Equals', (_text, value) =>
    sameValue(value, expected) ? null : fail('Validation_Equals', expected),
  );
}

/** NotEqual: numbers more than 0.01 away from `other`, other values different. */
export function notEqual(other: string | number): Rule {
  return textRule('NotEqual', (_text, value) =>
    sameValue(value, other) ? fail('Validation_Not_Equal', other) : null,
  );
}

/** Email: the simple x@y.z shape. */
export function email(): Rule {
  return patternRule('Email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Validation_Email');
}

/** IP address: four dotted parts, each 0-255. */
export function ipAddress(): Rule {
  return textRule('IpAddress', (text) => {
    const parts = text.split('.');
    const valid = parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
    return valid ? null : fail('Validation_Ip_Address');
  });
}

/** GUID: 8-4-4-4-12 hexadecimal digits, optionally in braces. */
export function guid(): Rule {
  const core = '[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}';
  return patternRule('Guid', new RegExp(`^(?:${core}|\\{${core}\\})$`, 'i'), 'Validation_Guid');
}

/** Regex: the text must match; the spec gives no key of its own, so the caller may pass one. */
export function regex(pattern: RegExp, key: ValidationMessageKey = 'Validation_Unknown'): Rule {
  return patternRule('Regex', pattern, key);
}

function sameValue(value: unknown, expected: string | number): boolean {
  const actual = toNumber(value);
  const wanted = toNumber(expected);
  if (actual !== null && wanted !== null) return isWithin(actual - wanted, 0.01);
  return toText(value) === toText(expected);
}

function patternRule(name: string, pattern: RegExp, key: ValidationMessageKey): Rule {
  // A fresh copy so a global flag's lastIndex never carries over between checks.
  const matcher = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  return textRule(name, (text) => (matcher.test(text) ? null : fail(key)));
}

/** A rule on the text of a non-empty value; empty values are Required's business. */
function textRule(name: string, check: (text: string, value: unknown) => ReturnType<Rule['check']>): Rule {
  return { name, check: (value) => (isEmpty(value) ? null : check(toText(value), value)) };
}
