import { allInList, inList, listMaxLength, listMinLength, notInList } from './listRules';
import type { Rule } from './rule';

const keyOf = (rule: Rule, value: unknown) => rule.check(value, {})?.key ?? null;

describe('InList and NotInList', () => {
  it('InList matches exactly unless told to ignore case, numbers by their text', () => {
    expect(keyOf(inList(['EUR', 'USD']), 'EUR')).toBeNull();
    expect(keyOf(inList(['EUR', 'USD']), 'eur')).toBe('Validation_In_List');
    expect(keyOf(inList(['EUR', 'USD'], { ignoreCase: true }), 'eur')).toBeNull();
    expect(keyOf(inList([1, 2]), '2')).toBeNull();
    expect(keyOf(inList([1, 2]), '')).toBeNull();
  });

  it('NotInList refuses members, optionally ignoring case', () => {
    expect(keyOf(notInList(['F123456']), 'F123457')).toBeNull();
    expect(keyOf(notInList(['F123456'], { ignoreCase: true }), 'f123456')).toBe('Validation_Not_In_List');
  });
});

describe('list length rules', () => {
  it('ListMinLength counts chosen items, nothing counting as none', () => {
    expect(keyOf(listMinLength(1), ['a'])).toBeNull();
    expect(keyOf(listMinLength(1), null)).toBe('Validation_List_Minimum_Length');
  });

  it('ListMaxLength allows the maximum itself', () => {
    expect(keyOf(listMaxLength(2), ['a', 'b'])).toBeNull();
    expect(keyOf(listMaxLength(2), ['a', 'b', 'c'])).toBe('Validation_List_Maximum_Length');
  });
});

describe('AllInList', () => {
  it('requires every chosen item to be offered', () => {
    expect(keyOf(allInList(['a', 'b']), ['b', 'a'])).toBeNull();
    expect(keyOf(allInList(['a', 'b']), [])).toBeNull();
    expect(keyOf(allInList(['a', 'b'], { ignoreCase: true }), ['A'])).toBeNull();
    expect(keyOf(allInList(['a', 'b']), ['a', 'c'])).toBe('Validation_All_In_List');
  });
});
