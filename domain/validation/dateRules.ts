import { addDays, type IsoDate, isoDateOf } from '../date';
import { fail, type Rule, type RuleContext, type RuleResult } from './rule';
import { isEmpty, toDate } from './values';

/** A fixed day, or one read from the form (e.g. the document date); null skips the check. */
export type DateLimit = IsoDate | ((context: RuleContext) => IsoDate | null | undefined);

/** MinDate: no more than `daysBack` days before today. */
export function minDate(daysBack: number): Rule {
  return dateRule('MinDate', (date, context) =>
    date < addDays(today(context), -daysBack) ? fail('Validation_Date_Too_Far_Past', daysBack) : null,
  );
}

/** MaxDate: no more than `daysAhead` days after today. */
export function maxDate(daysAhead: number): Rule {
  return dateRule('MaxDate', (date, context) =>
    date > addDays(today(context), daysAhead) ? fail('Validation_Date_Too_Far_Future', daysAhead) : null,
  );
}

/** Before: strictly earlier than the limit. */
export function beforeDate(limit: DateLimit): Rule {
  return dateRule('Before', (date, context) => {
    const day = resolve(limit, context);
    return day && date >= day ? fail('Validation_Date_Not_Before', day) : null;
  });
}

/** After: strictly later than the limit. */
export function afterDate(limit: DateLimit): Rule {
  return dateRule('After', (date, context) => {
    const day = resolve(limit, context);
    return day && date <= day ? fail('Validation_Date_Not_After', day) : null;
  });
}

/** BetweenDates: from `from` up to and including `until`. */
export function betweenDates(from: DateLimit, until: DateLimit): Rule {
  return dateRule('BetweenDates', (date, context) => {
    const first = resolve(from, context);
    const last = resolve(until, context);
    if (!first || !last) return null;
    return date < first || date > last ? fail('Validation_Date_Not_Between', first, last) : null;
  });
}

function today(context: RuleContext): IsoDate {
  return context.today ?? isoDateOf(new Date());
}

function resolve(limit: DateLimit, context: RuleContext): IsoDate | null {
  return (typeof limit === 'function' ? limit(context) : limit) ?? null;
}

/** A rule on a calendar date; a value that is no date at all gives Validation_Unknown. */
function dateRule(name: string, check: (date: IsoDate, context: RuleContext) => RuleResult | null): Rule {
  return {
    name,
    check: (value, context) => {
      if (isEmpty(value)) return null;
      const date = toDate(value);
      return date === null ? fail('Validation_Unknown') : check(date, context);
    },
  };
}
