import { fillAmountCorrect, grossAmountCorrect, vatCheck } from './amountRules';
import { afterDate, beforeDate, betweenDates, maxDate, minDate } from './dateRules';
import { bic, documentNumberUnique, iban } from './externalRules';
import { allInList, inList, listMaxLength, listMinLength, notInList } from './listRules';
import { ValidationMessageKey } from './messages';
import { maxValue, minValue, percentage, positive } from './numberRules';
import { type AsyncRule, type Rule, validate } from './rule';
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
  required,
  uppercase,
} from './textRules';

type Case = { rule: Rule<never> | AsyncRule<never>; value: unknown; message: string };

const today = '2024-06-15';
const never = () => false;

// One failing input per message key; the last test proves the table covers every key.
const cases: Record<ValidationMessageKey, Case> = {
  Validation_Required: { rule: required(), value: '', message: 'Validation_Required' },
  Validation_Must_Be_Empty: {
    rule: mustBeEmptyIf(() => true),
    value: 'x',
    message: 'Validation_Must_Be_Empty',
  },
  Validation_Minimum_Length: { rule: minLength(3), value: 'ab', message: 'Validation_Minimum_Length%%3' },
  Validation_Maximum_Length: {
    rule: maxLength(50),
    value: 'x'.repeat(51),
    message: 'Validation_Maximum_Length%%50',
  },
  Validation_No_Spaces: { rule: noSpaces(), value: 'a b', message: 'Validation_No_Spaces' },
  Validation_Equals: { rule: equals(10), value: '10,02', message: 'Validation_Equals%%10' },
  Validation_Not_Equal: { rule: notEqual(10), value: 10.01, message: 'Validation_Not_Equal%%10' },
  Validation_Uppercase: { rule: uppercase(), value: 'aB', message: 'Validation_Uppercase' },
  Validation_Lowercase: { rule: lowercase(), value: 'aB', message: 'Validation_Lowercase' },
  Validation_IsTrue: { rule: isTrue(), value: false, message: 'Validation_IsTrue' },
  Validation_Maximum_Value: { rule: maxValue(100), value: 100.01, message: 'Validation_Maximum_Value%%100' },
  Validation_Minimum_Value: { rule: minValue(1), value: 0.99, message: 'Validation_Minimum_Value%%1' },
  Validation_Not_A_Number: { rule: positive(), value: 'ten', message: 'Validation_Not_A_Number' },
  Validation_Positive: { rule: positive(), value: -0.01, message: 'Validation_Positive' },
  Validation_Percentage: { rule: percentage(), value: 100.5, message: 'Validation_Percentage' },
  Validation_Date_Too_Far_Past: {
    rule: minDate(30),
    value: '2024-05-15',
    message: 'Validation_Date_Too_Far_Past%%30',
  },
  Validation_Date_Too_Far_Future: {
    rule: maxDate(10),
    value: '2024-06-26',
    message: 'Validation_Date_Too_Far_Future%%10',
  },
  Validation_Date_Not_Before: {
    rule: beforeDate('2024-06-01'),
    value: '2024-06-01',
    message: 'Validation_Date_Not_Before%%2024-06-01',
  },
  Validation_Date_Not_After: {
    rule: afterDate('2024-06-01'),
    value: '2024-06-01',
    message: 'Validation_Date_Not_After%%2024-06-01',
  },
  Validation_Date_Not_Between: {
    rule: betweenDates('2024-01-01', '2024-01-31'),
    value: '2024-02-01',
    message: 'Validation_Date_Not_Between%%2024-01-01%%2024-01-31',
  },
  Validation_In_List: { rule: inList(['EUR', 'USD']), value: 'GBP', message: 'Validation_In_List' },
  Validation_Not_In_List: { rule: notInList(['EUR']), value: 'EUR', message: 'Validation_Not_In_List' },
  Validation_List_Minimum_Length: {
    rule: listMinLength(1),
    value: [],
    message: 'Validation_List_Minimum_Length%%1',
  },
  Validation_List_Maximum_Length: {
    rule: listMaxLength(1),
    value: ['a', 'b'],
    message: 'Validation_List_Maximum_Length%%1',
  },
  Validation_All_In_List: { rule: allInList(['a']), value: ['a', 'b'], message: 'Validation_All_In_List' },
  Validation_Iban_Not_Valid: { rule: iban(never), value: 'NL00', message: 'Validation_Iban_Not_Valid' },
  Validation_Bic_Not_Valid: { rule: bic(never), value: 'X', message: 'Validation_Bic_Not_Valid' },
  Validation_Email: { rule: email(), value: 'a@b', message: 'Validation_Email' },
  Validation_Ip_Address: { rule: ipAddress(), value: '1.2.3', message: 'Validation_Ip_Address' },
  Validation_Guid: { rule: guid(), value: '1234', message: 'Validation_Guid' },
  Validation_Gross_Amount_Incorrect: {
    rule: grossAmountCorrect(),
    value: { GrossAmount: 121, NetAmount: 100, TaxAmount: 20 },
    message: 'Validation_Gross_Amount_Incorrect%%1.00',
  },
  More_Than_One_Rest_Not_Allowed: {
    rule: fillAmountCorrect(),
    value: [{ SplitType: 'Rest' }, { SplitType: 'Rest' }],
    message: 'More_Than_One_Rest_Not_Allowed',
  },
  Only_Percentages_Allowed: {
    rule: fillAmountCorrect(),
    value: [{ SplitType: 'Percentage' }, { SplitType: 'Fixed' }],
    message: 'Only_Percentages_Allowed',
  },
  Only_Fix_Rest_Allowed: {
    rule: fillAmountCorrect(),
    value: [{ SplitType: 'Fixed' }, { SplitType: 'Percentage' }],
    message: 'Only_Fix_Rest_Allowed',
  },
  Validation_Vat_In_Percentage_Tolerance: {
    rule: vatCheck(),
    value: { NetAmount: 100, TaxAmount: 21.05, TaxPercentage: 21 },
    message: 'Validation_Vat_In_Percentage_Tolerance%%21.05',
  },
  Validation_Vat_In_Amount_Tolerance: {
    rule: vatCheck(),
    value: { NetAmount: 10, TaxAmount: 2.15, TaxPercentage: 21 },
    message: 'Validation_Vat_In_Amount_Tolerance%%0.05',
  },
  Validation_Vat_Not_In_Tolerance_Range: {
    rule: vatCheck(),
    value: { NetAmount: 10, TaxAmount: 2.25, TaxPercentage: 21 },
    message: 'Validation_Vat_Not_In_Tolerance_Range%%2.10',
  },
  Validation_Unknown: { rule: minDate(1), value: 'not a date', message: 'Validation_Unknown' },
  Validation_Document_Number_Not_Unique: {
    rule: documentNumberUnique(async () => false),
    value: 'F123456',
    message: 'Validation_Document_Number_Not_Unique',
  },
};

describe('validation message keys', () => {
  it.each(Object.entries(cases))(
    '%s is produced with its parameters',
    async (key, { rule, value, message }) => {
      const [result] = await validate(value, [rule], { today });
      expect(result?.key).toBe(key);
      expect(result?.message).toBe(message);
    },
  );

  it('covers every key of the rule set', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(ValidationMessageKey).sort());
  });
});
