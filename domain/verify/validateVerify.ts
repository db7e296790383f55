import { isValidIban } from '../iban/index';
import {
  grossAmountCorrect,
  iban,
  inList,
  maxDate,
  minDate,
  type Rule,
  type RuleContext,
  required,
  type ValidationResult,
  validateSync,
} from '../validation/index';
import type { VerifySaveBody, VerifySettings } from './types';

/** One failed check of the verify header, with the field it belongs to. */
export type VerifyFieldError = ValidationResult & { Field: string };

/** What the header checks need besides the header: the day and the company's open purchase order numbers. */
export type VerifyValidationContext = {
  today: string;
  /** The company's purchase order numbers (checked only with ValidatePurchaseOrderNumber); null skips the check. */
  purchaseOrderNumbers?: readonly string[] | null;
};

type Header = Pick<
  VerifySaveBody,
  'Date' | 'DueDate' | 'IbanNumber' | 'NetAmount' | 'VatAmount' | 'GrossAmount' | 'PurchaseOrderNumber'
>;

/** The purchase order numbers a header names: separated by commas, semicolons or spaces. */
export function purchaseOrderNumbersOf(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The verify screen's header checks (spec 001 §5) under the company's verify settings: the document date within
 * MaximumNumberOfDaysInPast/Future, the IBAN valid (ValidateIban) and present (ValidateIbanRequired), gross = net +
 * VAT (within the amount rules' rounding), and each purchase order number known (ValidatePurchaseOrderNumber).
 * Answers every failure in field order; `firstError` picks the one to show.
 */
export function validateVerifyHeader(
  header: Header,
  settings: Pick<
    VerifySettings,
    | 'MaximumNumberOfDaysInPast'
    | 'MaximumNumberOfDaysInFuture'
    | 'ValidateIban'
    | 'ValidateIbanRequired'
    | 'ValidatePurchaseOrderNumber'
  >,
  context: VerifyValidationContext,
): VerifyFieldError[] {
  const ruleContext: RuleContext = { today: context.today };
  const field = <T>(Field: string, value: T, rules: Rule<T>[]) =>
    validateSync(value, rules, ruleContext).map((result) => ({ ...result, Field }));
  const ibanRules: Rule[] = [];
  if (settings.ValidateIbanRequired) ibanRules.push(required());
  if (settings.ValidateIban) ibanRules.push(iban((value) => isValidIban(value)));
  const orders = context.purchaseOrderNumbers;
  const orderErrors =
    settings.ValidatePurchaseOrderNumber && orders
      ? purchaseOrderNumbersOf(header.PurchaseOrderNumber).flatMap((number) =>
          field('PurchaseOrderNumber', number, [inList(orders, { ignoreCase: true })]),
        )
      : [];
  return [
    ...field('Date', header.Date, [
      minDate(settings.MaximumNumberOfDaysInPast),
      maxDate(settings.MaximumNumberOfDaysInFuture),
    ] as Rule<string | null>[]),
    ...field('IbanNumber', header.IbanNumber, ibanRules),
    ...field(
      'GrossAmount',
      { GrossAmount: header.GrossAmount, NetAmount: header.NetAmount, TaxAmount: header.VatAmount },
      [grossAmountCorrect()],
    ),
    ...orderErrors,
  ];
}
