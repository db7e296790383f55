import { roundAmount } from '../amount/round';
import type { CodingRestriction } from '../erp/enums';
import { type CodingField, CodingFields } from '../erp/fields';
import { periodOf } from '../masterdata/period';
import { fillAmountCorrect, grossAmountCorrect, vatCheck } from '../validation/amountRules';
import { SplitType } from '../validation/enums';
import { rulesForFieldRequirement } from '../validation/fieldRequirement';
import { formatMessage } from '../validation/messages';
import { percentage } from '../validation/numberRules';
import { type Rule, validateSync } from '../validation/rule';
import { isEmpty } from '../validation/values';
import {
  type CodedField,
  CodedFields,
  type CodingDocument,
  type CodingHeader,
  type CodingLine,
  CodingLineDecimals,
  type CodingLineNumber,
} from './codingDocument';
import { type CodingError, type CodingValidation, codingStatusOf } from './codingStatus';

/** The message keys the coding validation adds to the generic rule set. */
export const CodingMessageKey = {
  Coding_Code_Unknown: 'Coding_Code_Unknown',
  Coding_Code_Blocked: 'Coding_Code_Blocked',
  Coding_Too_Many_Decimals: 'Coding_Too_Many_Decimals',
  Coding_Vat_Not_Deductible: 'Coding_Vat_Not_Deductible',
  Coding_Period_Not_Found: 'Coding_Period_Not_Found',
  Coding_Period_Closed: 'Coding_Period_Closed',
  Tax_Code_Category_Not_Found: 'Tax_Code_Category_Not_Found',
} as const;

/** A code of a company code list as the validation needs it; VAT codes carry their percentage and category. */
export type CodingCode = {
  Code: string;
  IsBlocked: boolean;
  Percentage?: number | null;
  Category?: string | null;
};

/** A bookkeeping period of the company. */
export type CodingPeriod = { Code: string; StartDate: string; EndDate: string; IsClosed: boolean };

/** The company's settings the coding is checked against. */
export type CodingContext = {
  /** False when the company does not code its documents (SupportsCoding off). */
  UsesCoding: boolean;
  /** The ERP feature set's coding fields with their restriction; a field not listed is not allowed. */
  CodingFields: readonly { Feature: CodingField; Restriction: CodingRestriction }[];
  /** The code lists to check codes against; a field without a list here is free text and not checked. */
  CodeLists: Partial<Record<CodedField, readonly CodingCode[]>>;
  IsVatDeductible: boolean;
  AllowOverrideVatDeductible: boolean;
  /** The company's periods; null when the company does not use periods. */
  Periods: readonly CodingPeriod[] | null;
  /** Which day picks the period: the invoice date (also for Unknown) or today. */
  PeriodDateBehavior: 'Unknown' | 'InvoiceDate' | 'Today';
  /** The current day, for the Today behaviour. */
  Today: string;
};

/**
 * Validates a coding document: field restrictions, codes, decimals, VAT deductibility, the VAT check per line,
 * the split and gross checks and the period; answers the CodingStatus with every finding.
 */
export function validateCoding(document: CodingDocument, context: CodingContext): CodingValidation {
  if (!context.UsesCoding) return { CodingStatus: 'NoCoding', CodingErrors: [] };
  const { Header, Lines } = document;
  const deductible = isVatDeductible(Header, context);
  const errors = [
    ...periodErrors(Header, context),
    ...Lines.flatMap((line) => lineErrors(line, context, deductible)),
    ...(Lines.length === 0 ? [] : documentAmountErrors(Header, Lines)),
  ];
  return { CodingStatus: codingStatusOf(true, Lines.length, errors), CodingErrors: errors };
}

/**
 * Whether the document's VAT is deductible: the document's own choice where the company allows an override,
 * the company's setting otherwise. Non-deductible VAT is cost: it belongs in the line's net amount, so the
 * line's VAT must be 0 (we refuse rather than move it silently, so the user sees what is booked).
 */
export function isVatDeductible(header: CodingHeader, context: CodingContext): boolean {
  return context.AllowOverrideVatDeductible && header.IsVatDeductible !== null
    ? header.IsVatDeductible
    : context.IsVatDeductible;
}

/** The period the document is booked in, by the company's period rule; null when none covers the day. */
export function codingPeriod(header: CodingHeader, context: CodingContext): CodingPeriod | null {
  const day = context.PeriodDateBehavior === 'Today' ? context.Today : header.DocumentDate;
  return periodOf(day, context.Periods ?? []);
}

function periodErrors(header: CodingHeader, context: CodingContext): CodingError[] {
  if (context.Periods === null) return [];
  if (isEmpty(header.DocumentDate)) return [documentError('DocumentDate', 'Validation_Required')];
  const period = codingPeriod(header, context);
  if (period === null)
    return [documentError('Period', CodingMessageKey.Coding_Period_Not_Found, header.DocumentDate)];
  return period.IsClosed ? [documentError('Period', CodingMessageKey.Coding_Period_Closed, period.Code)] : [];
}

function lineErrors(line: CodingLine, context: CodingContext, deductible: boolean): CodingError[] {
  const error = (field: string, key: string, ...params: (string | number)[]): CodingError =>
    lineError(line, field, key, false, ...params);
  const errors: CodingError[] = [];
  for (const field of CodingFields) {
    const restriction =
      context.CodingFields.find((entry) => entry.Feature === field)?.Restriction ?? 'NotAllowed';
    const failures = validateSync<unknown>(line[field], rulesForFieldRequirement(restriction));
    errors.push(
      ...failures.map((failure) => lineError(line, field, failure.key, failure.warning, ...failure.params)),
    );
    if (failures.length === 0) errors.push(...codeErrors(line, field, context));
  }
  for (const [field, decimals] of Object.entries(CodingLineDecimals)) {
    const value = line[field as CodingLineNumber];
    if (value === null || value === undefined) continue;
    if (!Number.isFinite(value)) errors.push(error(field, 'Validation_Not_A_Number'));
    else if (roundAmount(value, decimals) !== value)
      errors.push(error(field, CodingMessageKey.Coding_Too_Many_Decimals, decimals));
  }
  if (line.SplitType === SplitType.Percentage) errors.push(...ruleErrors(line, 'SplitValue', percentageRule));
  if (!deductible) {
    if (line.VatAmount !== 0) errors.push(error('VatAmount', CodingMessageKey.Coding_Vat_Not_Deductible));
    return errors;
  }
  const vatPercentage = findCode(line, 'VatCode', context)?.Percentage;
  if (vatPercentage === null || vatPercentage === undefined) return errors;
  const vat = vatCheck().check(
    { NetAmount: line.NetAmount, TaxAmount: line.VatAmount, TaxPercentage: vatPercentage },
    {},
  );
  if (vat !== null) errors.push(lineError(line, 'VatAmount', vat.key, vat.warning ?? false, ...vat.params));
  return errors;
}

// A Percentage line's SplitValue is its percentage: required, from 0 to 100.
const percentageRule: Rule[] = [...rulesForFieldRequirement('Mandatory'), percentage()];

function ruleErrors(line: CodingLine, field: 'SplitValue', rules: readonly Rule[]): CodingError[] {
  return validateSync<unknown>(line[field], rules).map((failure) =>
    lineError(line, field, failure.key, failure.warning, ...failure.params),
  );
}

function codeErrors(line: CodingLine, field: CodingField, context: CodingContext): CodingError[] {
  if (!isCodedField(field) || context.CodeLists[field] === undefined) return [];
  const value = line[field];
  if (value === null || value === undefined || isEmpty(value)) return [];
  const code = findCode(line, field, context);
  if (code === undefined)
    return [lineError(line, field, CodingMessageKey.Coding_Code_Unknown, false, field, value)];
  if (code.IsBlocked)
    return [lineError(line, field, CodingMessageKey.Coding_Code_Blocked, false, field, value)];
  if (field === 'VatCode' && isEmpty(code.Category))
    return [lineError(line, field, CodingMessageKey.Tax_Code_Category_Not_Found, true, value)];
  return [];
}

function findCode(line: CodingLine, field: CodedField, context: CodingContext): CodingCode | undefined {
  const value = line[field];
  return isEmpty(value) ? undefined : context.CodeLists[field]?.find((code) => code.Code === value);
}

function documentAmountErrors(header: CodingHeader, lines: readonly CodingLine[]): CodingError[] {
  const errors: CodingError[] = [];
  const split = fillAmountCorrect().check(lines, {});
  if (split !== null) errors.push(documentError('SplitType', split.key, ...split.params));
  const sum = (pick: (line: CodingLine) => number) =>
    roundAmount(lines.reduce((total, line) => total + pick(line), 0));
  const gross = grossAmountCorrect().check(
    {
      GrossAmount: header.GrossAmount,
      NetAmount: sum((line) => line.NetAmount),
      TaxAmount: sum((line) => line.VatAmount),
    },
    {},
  );
  if (gross !== null) errors.push(documentError('GrossAmount', gross.key, ...gross.params));
  return errors;
}

function isCodedField(field: CodingField): field is CodedField {
  return (CodedFields as readonly string[]).includes(field);
}

function lineError(
  line: CodingLine,
  field: string,
  key: string,
  isWarning: boolean,
  ...params: readonly (string | number)[]
): CodingError {
  return { LineId: line.Id, Field: field, Message: formatMessage(key, ...params), IsWarning: isWarning };
}

function documentError(field: string, key: string, ...params: readonly (string | number)[]): CodingError {
  return { LineId: null, Field: field, Message: formatMessage(key, ...params), IsWarning: false };
}
