import { addDays, type IsoDate, parseIsoDate, toIsoDate } from './calendar';

const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})$/;

/**
 * The calendar date of a serialised moment. A time of exactly 22:00 or 23:00 UTC is Dutch midnight
 * (CEST / CET) written in UTC, so it counts as the next day (spec 001 §9). Null for unreadable input.
 */
export function toDateOnly(value: string | Date): IsoDate | null {
  if (typeof value === 'string' && DATE_PREFIX.test(value)) return parseIsoDate(value) ? value : null;
  const moment = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return null;
  const date = toIsoDate({
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
  });
  if (date === null) return null;
  const isLocalMidnight =
    (moment.getUTCHours() === 22 || moment.getUTCHours() === 23) &&
    moment.getUTCMinutes() === 0 &&
    moment.getUTCSeconds() === 0 &&
    moment.getUTCMilliseconds() === 0;
  return isLocalMidnight ? addDays(date, 1) : date;
}
