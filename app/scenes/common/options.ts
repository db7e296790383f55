import type { TFunction } from 'i18next';

/** Select options for enum values, labelled through translation keys with a prefix. */
export function enumOptions(
  values: readonly string[],
  t: TFunction,
  prefix = '',
): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: prefix ? t(`${prefix}${value}`) : value }));
}

/** Select options for users (id → name). */
export function userOptions(users: { Id: string; Name: string }[] | undefined, exceptId?: string) {
  return (users ?? [])
    .filter((user) => user.Id !== exceptId)
    .map((user) => ({ value: user.Id, label: user.Name }));
}

/** The value when it is one of the allowed values, else null (narrows Select answers to enum types). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((allowed) => allowed === value) ?? null;
}
