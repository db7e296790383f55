export {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  daysInMonth,
  type IsoDate,
  isLeapYear,
  isoDateOf,
  isValidCalendarDate,
  parseIsoDate,
  toIsoDate,
} from './calendar';
export { toDateOnly } from './dateOnly';
export { DateJokeMessageKey, dateJokeFor } from './jokes';
export { monthName } from './monthNames';
export { type DateParseOptions, type DateParseResult, parseDateText, shortDateWindow } from './parse';
