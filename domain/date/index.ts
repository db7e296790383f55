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
export { monthFromName, monthName } from './monthNames';
export {
  type DateParseOptions,
  type DateParseResult,
  type PrintedDate,
  parseDateText,
  parsePrintedDate,
  shortDateWindow,
} from './parse';
