import { addMonths, type CalendarDate, type IsoDate, parseIsoDate, toIsoDate } from './calendar';
import { type DateJokeMessageKey, dateJokeFor } from './jokes';
import { monthFromName } from './monthNames';

/** How free date text is read. */
export type DateParseOptions = {
  /** The current day; injected so results never depend on the clock. */
  today: IsoDate;
  /** en-US reads month first; every other locale day first. */
  locale: string;
  /** How far ahead (0-12 months) a date typed without a year may land; default 0. */
  futureMonths?: number;
  /** A date typed without a year is never placed before this day. */
  minimumDate?: IsoDate;
};

/** What the text turned out to be. */
export type DateParseResult =
  | { kind: 'empty' }
  | { kind: 'date'; date: IsoDate }
  | { kind: 'invalid' }
  | { kind: 'joke'; messageKey: DateJokeMessageKey };

const INVALID: DateParseResult = { kind: 'invalid' };
const ISO_TEXT = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
const SEPARATORS = /[-./]/;

/**
 * Parses date text: separators - . / ; "d" is today; "2024-03-12" is always year first; otherwise day first,
 * month first for en-US; two-digit years are 20xx. Without a year ("12-3", "12/3", "1203") the year is chosen
 * so the date falls in the window from (12 − futureMonths) months back to futureMonths ahead and not before
 * `minimumDate`. Digits only: 1-2 = day of this month, 4 = day+month, 6 = day+month+yy, 8 = day+month+yyyy.
 */
export function parseDateText(text: string, options: DateParseOptions): DateParseResult {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (trimmed.toLowerCase() === 'd') return { kind: 'date', date: options.today };
  const joke = dateJokeFor(trimmed);
  if (joke !== null) return { kind: 'joke', messageKey: joke };
  const iso = ISO_TEXT.exec(trimmed);
  if (iso) return fromParts({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  const parts = splitParts(trimmed);
  if (parts === null) return INVALID;
  const [first, second, year] = parts;
  if (second === undefined) return dayOfThisMonth(Number(first), options.today);
  const monthFirst = options.locale.toLowerCase() === 'en-us';
  const day = Number(monthFirst ? second : first);
  const month = Number(monthFirst ? first : second);
  if (year === undefined) {
    const date = placeInWindow(day, month, options);
    return date === null ? INVALID : { kind: 'date', date };
  }
  const fullYear = readYear(year);
  return fullYear === null ? INVALID : fromParts({ year: fullYear, month, day });
}

/** Day, month and optional year as digit strings, from separated text or a run of 1-2, 4, 6 or 8 digits. */
function splitParts(text: string): [string, ...string[]] | null {
  if (SEPARATORS.test(text)) {
    const [head, ...rest] = text.split(SEPARATORS);
    const parts: [string, ...string[]] = [head, ...rest];
    const wellFormed = parts.length <= 3 && parts.every((part) => /^\d{1,4}$/.test(part));
    return wellFormed && parts.slice(0, 2).every((part) => part.length <= 2) ? parts : null;
  }
  if (!/^\d+$/.test(text)) return null;
  if (text.length <= 2) return [text];
  if (text.length === 4) return [text.slice(0, 2), text.slice(2)];
  if (text.length === 6 || text.length === 8) return [text.slice(0, 2), text.slice(2, 4), text.slice(4)];
  return null;
}

/** Two-digit (and one-digit) years are 20xx; four digits are taken as written. */
function readYear(text: string): number | null {
  if (text.length <= 2) return 2000 + Number(text);
  return text.length === 4 ? Number(text) : null;
}

function fromParts(date: CalendarDate): DateParseResult {
  const iso = toIsoDate(date);
  return iso === null ? INVALID : { kind: 'date', date: iso };
}

function dayOfThisMonth(day: number, today: IsoDate): DateParseResult {
  const current = parseIsoDate(today);
  return current === null ? INVALID : fromParts({ ...current, day });
}

/** The window a date typed without a year must fall in. */
export function shortDateWindow(today: IsoDate, futureMonths = 0): { from: IsoDate; until: IsoDate } {
  const ahead = Math.min(12, Math.max(0, Math.trunc(futureMonths)));
  return { from: addMonths(today, ahead - 12), until: addMonths(today, ahead) };
}

/**
 * Picks the year for a day and month: the candidate inside the window nearest to today (earlier on a tie)
 * that is not before the minimum date; failing that, the first year from the minimum date on. Null when
 * no year makes it a real day in range (29 February without a leap year in reach).
 */
function placeInWindow(day: number, month: number, options: DateParseOptions): IsoDate | null {
  const today = parseIsoDate(options.today);
  if (today === null) return null;
  const { from, until } = shortDateWindow(options.today, options.futureMonths);
  const minimum = options.minimumDate ?? '';
  const candidates = [today.year - 1, today.year, today.year + 1]
    .map((year) => toIsoDate({ year, month, day }))
    .filter((date): date is IsoDate => date !== null && date >= from && date <= until && date >= minimum);
  if (candidates.length > 0) {
    const distance = (date: IsoDate) => Math.abs(Date.parse(date) - Date.parse(options.today));
    return candidates.reduce((best, date) => (distance(date) < distance(best) ? date : best));
  }
  const minimumYear = parseIsoDate(minimum)?.year;
  if (minimumYear === undefined) return null;
  // Eight years always include a leap year, so 29 February finds a home too.
  for (let year = minimumYear; year < minimumYear + 8; year += 1) {
    const date = toIsoDate({ year, month, day });
    if (date !== null && date >= minimum) return date;
  }
  return null;
}

/** A date as printed on a document and the pattern it was printed in ("dd-mm-yyyy", "d mmmm yyyy"). */
export type PrintedDate = { date: IsoDate; format: string };

const NUMERIC_DATE = /^(\d{1,4})([-./])(\d{1,2})\2(\d{2,4})$/;
// "12 de marzo de 2026", "1º de abril del 2026": Spanish joins day, month and year with "de".
// "5 de março de 2026", "26 października 2026": a month's name of up to twelve letters, any alphabet's.
const WORD_DATE =
  /^(\d{1,2})(?:\.|\s?(?:er|st|nd|rd|th|º|°))?[\s-]*(?:de\s)?(\p{L}{3,12}\.?)[\s,-]*(?:del?\s)?(\d{2,4})$/iu;
const MONTH_FIRST_DATE = /^(\p{L}{3,12}\.?)\s*(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(\d{4})$/iu;

/**
 * Parses a date as documents print it, with its year: "19-04-2014", "19.04.14", "2014-04-19", "19 april 2014",
 * "3. März 2014", "1er mars 2014", "19th July 2026", "Aug 3, 2014", "03-Aug-2014", "12 de marzo de 2026", "12 marzo 2026".
 * Numbers are day first unless `monthFirst` (or the day cannot be first: "04/19/2014"). Month names in Dutch, English,
 * German, French, Spanish, Italian, Portuguese and Polish. Null when it is no date.
 */
export function parsePrintedDate(text: string, monthFirst = false): PrintedDate | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const iso = ISO_TEXT.exec(trimmed);
  if (iso) {
    const result = fromParts({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
    return result.kind === 'date'
      ? { date: result.date, format: `yyyy${trimmed[4]}mm${trimmed[4]}dd` }
      : null;
  }
  const numeric = NUMERIC_DATE.exec(trimmed);
  if (numeric) {
    const [, first, separator, second, yearText] = numeric;
    const year = readYear(yearText);
    if (first.length > 2 || year === null || (yearText.length !== 2 && yearText.length !== 4)) return null;
    const swap = (monthFirst && Number(second) <= 31 && Number(first) <= 12) || Number(second) > 12;
    const [day, month] = swap ? [second, first] : [first, second];
    const result = fromParts({ year, month: Number(month), day: Number(day) });
    const yyyy = yearText.length === 4 ? 'yyyy' : 'yy';
    const format = (swap ? ['mm', 'dd', yyyy] : ['dd', 'mm', yyyy]).join(separator);
    return result.kind === 'date' ? { date: result.date, format } : null;
  }
  const words = WORD_DATE.exec(trimmed);
  const monthWords = words ? null : MONTH_FIRST_DATE.exec(trimmed);
  const [dayText, monthText, yearText] = words
    ? [words[1], words[2], words[3]]
    : monthWords
      ? [monthWords[2], monthWords[1], monthWords[3]]
      : [];
  if (dayText === undefined || monthText === undefined || yearText === undefined) return null;
  const month = monthFromName(monthText);
  const year = readYear(yearText);
  if (month === null || year === null) return null;
  const result = fromParts({ year, month, day: Number(dayText) });
  return result.kind === 'date'
    ? { date: result.date, format: words ? 'd mmmm yyyy' : 'mmmm d, yyyy' }
    : null;
}
