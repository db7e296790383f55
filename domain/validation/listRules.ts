import { fail, type Rule } from './rule';
import { isEmpty, toList, toText } from './values';

/** Options for list membership; case-sensitive unless said otherwise. */
export type ListOptions = { ignoreCase?: boolean };

/** InList: the value must be one of `list`. */
export function inList(list: readonly (string | number)[], options: ListOptions = {}): Rule {
  const contains = membership(list, options);
  return {
    name: 'InList',
    check: (value) => (isEmpty(value) || contains(value) ? null : fail('Validation_In_List')),
  };
}

/** NotInList: the value must not be one of `list`. */
export function notInList(list: readonly (string | number)[], options: ListOptions = {}): Rule {
  const contains = membership(list, options);
  return {
    name: 'NotInList',
    check: (value) => (!isEmpty(value) && contains(value) ? fail('Validation_Not_In_List') : null),
  };
}

/** ListMinLength: at least `length` items chosen. */
export function listMinLength(length: number): Rule {
  return {
    name: 'ListMinLength',
    check: (value) => (toList(value).length < length ? fail('Validation_List_Minimum_Length', length) : null),
  };
}

/** ListMaxLength: at most `length` items chosen. */
export function listMaxLength(length: number): Rule {
  return {
    name: 'ListMaxLength',
    check: (value) => (toList(value).length > length ? fail('Validation_List_Maximum_Length', length) : null),
  };
}

/** AllInList: every chosen item must be one of `list`. */
export function allInList(list: readonly (string | number)[], options: ListOptions = {}): Rule {
  const contains = membership(list, options);
  return {
    name: 'AllInList',
    check: (value) => (toList(value).every(contains) ? null : fail('Validation_All_In_List')),
  };
}

function membership(list: readonly (string | number)[], { ignoreCase = false }: ListOptions) {
  const normalise = (item: unknown) => (ignoreCase ? toText(item).toLowerCase() : toText(item));
  const members = new Set(list.map(normalise));
  return (value: unknown) => members.has(normalise(value));
}
