import { daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../date/calendar';

/** The periods offered with one click; Custom keeps the dates typed. */
export const PeriodPresets = ['ThisMonth', 'LastMonth', 'ThisQuarter', 'ThisYear', 'Custom'] as const;
export type PeriodPreset = (typeof PeriodPresets)[number];

/** A period of calendar days, both ends included. */
export type FlowPeriod = { FromDate: IsoDate; ToDate: IsoDate };

const day = (year: number, month: number, dayOfMonth: number): IsoDate =>
  toIsoDate({ year, month, day: dayOfMonth }) ?? '';

/** Whole months: the first day of `first` to the last day of `last` (months 1–12 of one year). */
const months = (year: number, first: number, last: number): FlowPeriod => ({
  FromDate: day(year, first, 1),
  ToDate: day(year, last, daysInMonth(year, last)),
});

/** The calendar period a preset names on `today`; null for Custom or a day that is no date. */
export function presetPeriod(preset: PeriodPreset, today: IsoDate): FlowPeriod | null {
  const date = parseIsoDate(today);
  if (date === null) return null;
  const { year, month } = date;
  switch (preset) {
    case 'ThisMonth':
      return months(year, month, month);
    case 'LastMonth':
      return month === 1 ? months(year - 1, 12, 12) : months(year, month - 1, month - 1);
    case 'ThisQuarter': {
      const first = month - ((month - 1) % 3);
      return months(year, first, first + 2);
    }
    case 'ThisYear':
      return months(year, 1, 12);
    case 'Custom':
      return null;
  }
}

/** The preset whose period on `today` is exactly this one; Custom when none is. */
export function presetOf(period: FlowPeriod, today: IsoDate): PeriodPreset {
  return (
    PeriodPresets.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate?.FromDate === period.FromDate && candidate.ToDate === period.ToDate;
    }) ?? 'Custom'
  );
}
