import { z } from 'zod';
import { AccountTypes, type CodeList, JournalCategories, VatCategories } from './codeLists';

const text = (max: number) => z.string().trim().max(max, `Validation_Maximum_Length%%${max}`);
const optionalText = (max: number) => text(max).nullable().default(null);

/** An entry of a code list: `{Code, Description, DefaultDescription, IsBlocked}` plus the list's own fields. */
export const ErpCodeInput = z.object({
  CompanyId: z.uuid('Validation_Guid'),
  Code: text(50).min(1, 'Validation_Required'),
  Description: text(200).default(''),
  DefaultDescription: text(200).default(''),
  IsBlocked: z.boolean().default(false),
  AccountType: z.enum(AccountTypes, 'Validation_In_List').nullable().default(null),
  VatCode: optionalText(50),
  Percentage: z
    .number('Validation_Not_A_Number')
    .min(0, 'Validation_Percentage')
    .max(100, 'Validation_Percentage')
    .nullable()
    .default(null),
  Category: optionalText(20),
  ScenarioCode: optionalText(50),
  Days: z
    .number()
    .int('Validation_Not_A_Number')
    .min(0, 'Validation_Positive')
    .max(3650)
    .nullable()
    .default(null),
  Unit: optionalText(20),
  UnitPrice: z
    .number('Validation_Not_A_Number')
    .transform((value) => Math.round(value * 1000) / 1000)
    .nullable()
    .default(null),
  LedgerCode: optionalText(50),
  Symbol: optionalText(5),
});
export type ErpCodeInput = z.input<typeof ErpCodeInput>;
export type ErpCodeFields = z.output<typeof ErpCodeInput>;

/** An entry of a code list as answered. */
export type ErpCode = ErpCodeFields & { Id: string; List: CodeList };

/** The own-field checks of one list: a VAT code needs its percentage, categories come from their lists. */
export function codeListProblems(list: CodeList, code: ErpCodeFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (list === 'VatCode') {
    if (code.Percentage === null) problems.Percentage = 'Validation_Required';
    if (code.Category !== null && !(VatCategories as readonly string[]).includes(code.Category))
      problems.Category = 'Validation_In_List';
  }
  if (
    list === 'Journal' &&
    code.Category !== null &&
    !(JournalCategories as readonly string[]).includes(code.Category)
  )
    problems.Category = 'Validation_In_List';
  return problems;
}
