import { type AsyncRule, fail, type Rule } from './rule';
import { isEmpty, toText } from './values';

/** IBAN: checked by the injected validator (the IBAN module in domain/iban). */
export function iban(isValidIban: (value: string) => boolean): Rule {
  return {
    name: 'Iban',
    check: (value) =>
      isEmpty(value) || isValidIban(toText(value)) ? null : fail('Validation_Iban_Not_Valid'),
  };
}

/** BIC: checked by the injected validator. */
export function bic(isValidBic: (value: string) => boolean): Rule {
  return {
    name: 'Bic',
    check: (value) => (isEmpty(value) || isValidBic(toText(value)) ? null : fail('Validation_Bic_Not_Valid')),
  };
}

/** Document number unique: asks the injected lookup (the server) whether the number is still free. */
export function documentNumberUnique(isUnique: (value: string) => Promise<boolean>): AsyncRule {
  return {
    name: 'DocumentNumberUnique',
    check: async (value) => {
      if (isEmpty(value)) return null;
      return (await isUnique(toText(value))) ? null : fail('Validation_Document_Number_Not_Unique');
    },
  };
}
