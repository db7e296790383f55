import { afterDate, beforeDate, betweenDates, maxDate, minDate } from './dateRules';
import type { Rule, RuleContext } from './rule';

const context: RuleContext = { today: '2024-06-15', values: { DocumentDate: '2024-06-10' } };
const keyOf = (rule: Rule, value: unknown) => rule.check(value, context)?.key ?? null;

describe('MinDate and MaxDate', () => {
  it('MinDate allows up to the given number of days back from today', () => {
    expect(keyOf(minDate(30), '2024-05-16')).toBeNull();
    expect(keyOf(minDate(30), '2024-05-15')).toBe('Validation_Date_Too_Far_Past');
  });

  it('MaxDate allows up to the given number of days ahead of today', () => {
    expect(keyOf(maxDate(10), '2024-06-25')).toBeNull();
    expect(keyOf(maxDate(10), '2024-06-26')).toBe('Validation_Date_Too_Far_Future');
  });

  it('read date-times with Dutch midnight as the next day', () => {
    expect(keyOf(maxDate(0), '2024-06-15T22:00:00Z')).toBe('Validation_Date_Too_Far_Future');
    expect(keyOf(maxDate(0), new Date(Date.UTC(2024, 5, 15, 12)))).toBeNull();
  });

  it('use the clock when no today is injected', () => {
    expect(minDate(1).check('2000-01-01', {})?.key).toBe('Validation_Date_Too_Far_Past');
  });
});

describe('Before, After and BetweenDates', () => {
  it('Before and After are strict', () => {
    expect(keyOf(beforeDate('2024-06-01'), '2024-05-31')).toBeNull();
    expect(keyOf(beforeDate('2024-06-01'), '2024-06-01')).toBe('Validation_Date_Not_Before');
    expect(keyOf(afterDate('2024-06-01'), '2024-06-02')).toBeNull();
    expect(keyOf(afterDate('2024-06-01'), '2024-05-31')).toBe('Validation_Date_Not_After');
  });

  it('limits may come from the form and are skipped when absent there', () => {
    const afterDocumentDate = afterDate((ctx) => {
      const documentDate = ctx.values?.DocumentDate;
      return typeof documentDate === 'string' ? documentDate : null;
    });
    expect(keyOf(afterDocumentDate, '2024-06-10')).toBe('Validation_Date_Not_After');
    expect(afterDocumentDate.check('2024-06-10', { values: {} })).toBeNull();
  });

  it('BetweenDates includes both ends', () => {
    const january = betweenDates('2024-01-01', '2024-01-31');
    expect(keyOf(january, '2024-01-01')).toBeNull();
    expect(keyOf(january, '2024-01-31')).toBeNull();
    expect(keyOf(january, '2023-12-31')).toBe('Validation_Date_Not_Between');
  });

  it('skip empty values and report non-dates as Validation_Unknown', () => {
    expect(keyOf(beforeDate('2024-06-01'), '')).toBeNull();
    expect(keyOf(beforeDate('2024-06-01'), 42)).toBe('Validation_Unknown');
  });
});
