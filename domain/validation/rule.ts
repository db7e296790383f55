import type { IsoDate } from '../date';
import { formatMessage, type ValidationMessageKey } from './messages';

/** What a rule sees besides the value: the injected current day and the other values of the form. */
export type RuleContext = {
  /** The current day for date rules; the clock's local date when absent. */
  today?: IsoDate;
  /** Other field values, for conditional rules. */
  values?: Readonly<Record<string, unknown>>;
};

/** A failed check: a message key with its parameters; `warning` lets a rule downgrade one outcome. */
export type RuleResult = { key: ValidationMessageKey; params: readonly string[]; warning?: boolean };

/** A synchronous rule: plain data plus a pure check that returns null when the value passes. */
export type Rule<T = unknown> = {
  name: string;
  warning?: boolean;
  check(value: T, context: RuleContext): RuleResult | null;
};

/** A rule that has to ask someone else (the server) before it can answer. */
export type AsyncRule<T = unknown> = {
  name: string;
  warning?: boolean;
  check(value: T, context: RuleContext): Promise<RuleResult | null>;
};

/** One failed rule as shown to the user. */
export type ValidationResult = {
  rule: string;
  key: ValidationMessageKey;
  params: readonly string[];
  /** The wire text: key and parameters joined by `%%`. */
  message: string;
  warning: boolean;
};

/** Builds a failed-check result. */
export function fail(key: ValidationMessageKey, ...params: readonly (string | number)[]): RuleResult {
  return { key, params: params.map(String) };
}

/** The same rule, reported as a warning rather than an error. */
export function asWarning<R extends Rule<never> | AsyncRule<never>>(rule: R): R {
  return { ...rule, warning: true };
}

/** The same rule under another name (e.g. the company filter's in-list rule named CompanyId). */
export function named<R extends Rule<never> | AsyncRule<never>>(rule: R, name: string): R {
  return { ...rule, name };
}

/** Runs synchronous rules and returns every failure, in rule order. */
export function validateSync<T>(
  value: T,
  rules: readonly Rule<T>[],
  context: RuleContext = {},
): ValidationResult[] {
  return rules.flatMap((rule) => {
    const result = runSafely(() => rule.check(value, context));
    return result === null ? [] : [toValidationResult(rule, result)];
  });
}

/** Runs synchronous and asynchronous rules together and returns every failure, in rule order. */
export async function validate<T>(
  value: T,
  rules: readonly (Rule<T> | AsyncRule<T>)[],
  context: RuleContext = {},
): Promise<ValidationResult[]> {
  const outcomes = await Promise.all(
    rules.map(async (rule) => {
      // A failing lookup (server down) must not pass the value silently: it reports Validation_Unknown.
      const result = await Promise.resolve()
        .then(() => rule.check(value, context))
        .catch(() => fail('Validation_Unknown'));
      return result === null ? null : toValidationResult(rule, result);
    }),
  );
  return outcomes.filter((outcome): outcome is ValidationResult => outcome !== null);
}

/** The message to show: the first failure that is not a warning. */
export function firstError(results: readonly ValidationResult[]): ValidationResult | undefined {
  return results.find((result) => !result.warning);
}

function runSafely(check: () => RuleResult | null): RuleResult | null {
  try {
    return check();
  } catch {
    return fail('Validation_Unknown');
  }
}

function toValidationResult(rule: { name: string; warning?: boolean }, result: RuleResult): ValidationResult {
  return {
    rule: rule.name,
    key: result.key,
    params: result.params,
    message: formatMessage(result.key, ...result.params),
    warning: result.warning ?? rule.warning ?? false,
  };
}
