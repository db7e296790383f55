/** A calendar date as an ISO `YYYY-MM-DD` string: the one date value used across the domain. */
export type IsoDate = string;

/** The parts of a calendar date; month 1-12. */
export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** True when the parts name a real day (so 29 February only in leap years). */
export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Writes date parts as `YYYY-MM-DD`; null when they do not name a real day. */
export function toIsoDate(date: CalendarDate): IsoDate | null {
  if (!isValidCalendarDate(date)) return null;
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Reads a `YYYY-MM-DD` string into parts; null when it is not a real day. */
export function parseIsoDate(iso: string): CalendarDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/** The local calendar date of a moment, for callers that turn "now" into the injected `today`. */
export function isoDateOf(moment: Date): IsoDate {
  const iso = toIsoDate({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
  if (iso === null) throw new RangeError('Invalid Date');
  return iso;
}

/** Adds (or with a negative count subtracts) whole days. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = requireDate(iso);
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * MS_PER_DAY);
  return fromUtc(moved);
}

/** Adds whole months, clamping the day to the target month's length (31 January + 1 month → 28/29 February). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const date = requireDate(iso);
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(
    Math.min(date.day, daysInMonth(year, month)),
  ).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = requireDate(from);
  const b = requireDate(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY,
  );
}

function requireDate(iso: IsoDate): CalendarDate {
  const date = parseIsoDate(iso);
  if (date === null) throw new RangeError(`Not an ISO date: ${iso}`);
  return date;
}

function fromUtc(moment: Date): IsoDate {
  const iso = toIsoDate({
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
  });
  if (iso === null) throw new RangeError('Date out of range');
  return iso;
}
