import type { Rule, RuleContext } from './rule';
import {
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
  notEqual,
  regex,
  required,
  requiredIf,
  uppercase,
} from './textRules';

const keyOf = (rule: Rule, value: unknown, context: RuleContext = {}) =>
  rule.check(value, context)?.key ?? null;
const withMethod = (PaymentMethod: string): RuleContext => ({ values: { PaymentMethod } });
const isIban = (context: RuleContext) => context.values?.PaymentMethod === 'Iban';

describe('Required', () => {
  it('fails on nothing, blank text, NaN and empty lists, passes on anything entered', () => {
    for (const value of [null, undefined, '', '  ', Number.NaN, []]) {
      expect(keyOf(required(), value)).toBe('Validation_Required');
    }
    for (const value of ['x', 0, false, ['a']]) expect(keyOf(required(), value)).toBeNull();
  });
});

describe('RequiredIf', () => {
  it('requires a value only while the condition holds', () => {
    expect(keyOf(requiredIf(isIban), '', withMethod('Iban'))).toBe('Validation_Required');
    expect(keyOf(requiredIf(isIban), '', withMethod('Cash'))).toBeNull();
    expect(keyOf(requiredIf(isIban), 'NL91', withMethod('Iban'))).toBeNull();
  });
});

describe('MustBeEmptyIf', () => {
  it('refuses a value only while the condition holds', () => {
    expect(keyOf(mustBeEmptyIf(isIban), 'x', withMethod('Iban'))).toBe('Validation_Must_Be_Empty');
    expect(keyOf(mustBeEmptyIf(isIban), 'x', withMethod('Cash'))).toBeNull();
    expect(keyOf(mustBeEmptyIf(isIban), '', withMethod('Iban'))).toBeNull();
  });
});

describe('MinLength and MaxLength', () => {
  it('count characters inclusively and skip empty values', () => {
    expect(keyOf(minLength(3), 'abc')).toBeNull();
    expect(keyOf(minLength(3), 'ab')).toBe('Validation_Minimum_Length');
    expect(keyOf(minLength(3), '')).toBeNull();
    expect(keyOf(maxLength(3), 'abc')).toBeNull();
    expect(keyOf(maxLength(3), 'abcd')).toBe('Validation_Maximum_Length');
    expect(maxLength(3).check(12345, {})?.params).toEqual(['3']);
  });
});

describe('NoSpaces', () => {
  it('refuses any whitespace', () => {
    expect(keyOf(noSpaces(), 'NL91ABNA')).toBeNull();
    expect(keyOf(noSpaces(), 'NL91\tABNA')).toBe('Validation_No_Spaces');
  });
});

describe('Equals and NotEqual', () => {
  it('compare numbers within 0.01, amount text included', () => {
    expect(keyOf(equals(10), '10,01')).toBeNull();
    expect(keyOf(equals(1), 1.01)).toBeNull();
    expect(keyOf(equals(10), 10.02)).toBe('Validation_Equals');
    expect(keyOf(notEqual(10), 9.99)).toBe('Validation_Not_Equal');
    expect(keyOf(notEqual(10), 9.98)).toBeNull();
  });

  it('compare other values exactly', () => {
    expect(keyOf(equals('EUR'), 'EUR')).toBeNull();
    expect(keyOf(equals('EUR'), 'eur')).toBe('Validation_Equals');
    expect(keyOf(notEqual('EUR'), 'USD')).toBeNull();
  });
});

describe('Uppercase and Lowercase', () => {
  it('look only at letters', () => {
    expect(keyOf(uppercase(), 'NL-123')).toBeNull();
    expect(keyOf(uppercase(), 'Nl')).toBe('Validation_Uppercase');
    expect(keyOf(lowercase(), 'nl-123')).toBeNull();
    expect(keyOf(lowercase(), 'nL')).toBe('Validation_Lowercase');
  });
});

describe('IsTrue', () => {
  it('accepts only true', () => {
    expect(keyOf(isTrue(), true)).toBeNull();
    for (const value of [false, 'true', 1, null]) expect(keyOf(isTrue(), value)).toBe('Validation_IsTrue');
  });
});

describe('Email', () => {
  it('accepts the simple x@y.z shape', () => {
    expect(keyOf(email(), 'ap@example.nl')).toBeNull();
    for (const value of ['ap@example', 'ap example@x.nl', '@x.nl', 'ap@@x.nl']) {
      expect(keyOf(email(), value)).toBe('Validation_Email');
    }
  });
});

describe('IP address', () => {
  it('accepts four dotted parts from 0 to 255', () => {
    expect(keyOf(ipAddress(), '192.168.0.255')).toBeNull();
    for (const value of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '1.2.3.x', '1..3.4']) {
      expect(keyOf(ipAddress(), value)).toBe('Validation_Ip_Address');
    }
  });
});

describe('GUID', () => {
  it('accepts 8-4-4-4-12 hex digits, bare or in braces', () => {
    expect(keyOf(guid(), '3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBeNull();
    expect(keyOf(guid(), '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}')).toBeNull();
    for (const value of ['{3f2504e0-4f89-11d3-9a0c-0305e82c3301', '3f2504e04f8911d39a0c0305e82c3301']) {
      expect(keyOf(guid(), value)).toBe('Validation_Guid');
    }
  });
});

describe('Regex', () => {
  it('requires a match, with the caller’s key or Validation_Unknown', () => {
    const documentNumber = regex(/^F\d{6}$/g);
    expect(keyOf(documentNumber, 'F123456')).toBeNull();
    expect(keyOf(documentNumber, 'F123456')).toBeNull();
    expect(keyOf(documentNumber, 'F12345')).toBe('Validation_Unknown');
    expect(keyOf(regex(/^\S+$/, 'Validation_No_Spaces'), 'a b')).toBe('Validation_No_Spaces');
  });
});
