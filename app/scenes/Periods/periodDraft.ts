import type { Period, PeriodInput } from '../../../domain/masterdata/index';

/** A period being typed: its fields, all present. */
export type PeriodDraft = { Code: string; StartDate: string; EndDate: string; IsClosed: boolean };

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The month after the last period (or the current month): what a new period most likely is. */
export function nextPeriodDraft(periods: readonly Period[], today = new Date()): PeriodDraft {
  const last = periods.reduce<string | null>(
    (latest, period) => (latest === null || period.EndDate > latest ? period.EndDate : latest),
    null,
  );
  const [year, month] = last
    ? [Number(last.slice(0, 4)), Number(last.slice(5, 7))]
    : [today.getUTCFullYear(), today.getUTCMonth()];
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return { Code: iso(start).slice(0, 7), StartDate: iso(start), EndDate: iso(end), IsClosed: false };
}

/** The draft of a stored period. */
export const draftOf = (period: Period): PeriodDraft => ({
  Code: period.Code,
  StartDate: period.StartDate,
  EndDate: period.EndDate,
  IsClosed: period.IsClosed ?? false,
});

/** The year to offer for 'Generate year': the year after the last period, or this year. */
export function nextYear(periods: readonly Period[], today = new Date()): number {
  const last = periods.reduce((latest, period) => Math.max(latest, Number(period.EndDate.slice(0, 4))), 0);
  return last > 0 ? last + 1 : today.getUTCFullYear();
}

/** The save body of a draft. */
export const inputOf = (draft: PeriodDraft): PeriodInput => ({ ...draft, Code: draft.Code.trim() });
