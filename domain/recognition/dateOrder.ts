import type { DocumentLanguage } from './language';

// Dates written with slashes: "04/06/2025", "4/6/25".
const SlashDate = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g;

// Payment terms in days that invoices give: a week, ten days, two weeks, three, four, a month, six weeks, two and
// three months.
const TermDays = new Set([7, 8, 10, 14, 15, 20, 21, 28, 30, 31, 45, 60, 90]);

type SlashParts = { first: number; second: number; year: number };

function slashDates(text: string): SlashParts[] {
  return [...text.matchAll(SlashDate)].map((match) => {
    const year = Number(match[3]);
    return { first: Number(match[1]), second: Number(match[2]), year: year < 100 ? 2000 + year : year };
  });
}

function dayNumber(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day ? time / 86_400_000 : null;
}

/** Whether a date reads as a payment term after the first date of the page: N days of a usual term, or a month end. */
function termAfter(from: number, to: number): boolean {
  const days = to - from;
  if (days <= 0) return false;
  const next = new Date((to + 1) * 86_400_000);
  return TermDays.has(days) || (next.getUTCDate() === 1 && days <= 95);
}

/**
 * How often, read in this order, a later slash date of the page lies a usual payment term after the first one:
 * the document's date and its due date.
 */
function termsIn(dates: SlashParts[], monthFirst: boolean): number {
  const days = dates
    .map(({ first, second, year }) =>
      monthFirst ? dayNumber(year, first, second) : dayNumber(year, second, first),
    )
    .filter((day): day is number => day !== null);
  if (days.length < 2) return 0;
  return days.slice(1).filter((day) => termAfter(days[0], day)).length;
}

/**
 * Whether the page writes its slash dates month first (US: 04/06/2025 is April 6). A date that can only be read one
 * way decides ("01/13/2025", "13/01/2025"). When every date reads both ways, the order in which a later date is a
 * usual payment term after the first (14, 30 days, a month end) decides; failing that, an English page in dollars is
 * read month first.
 */
export function isMonthFirst(text: string, language: DocumentLanguage | null): boolean {
  const dates = slashDates(text);
  if (dates.some(({ first, second }) => first <= 12 && second > 12 && second <= 31)) return true;
  if (dates.some(({ first, second }) => second <= 12 && first > 12 && first <= 31)) return false;
  const [monthFirst, dayFirst] = [termsIn(dates, true), termsIn(dates, false)];
  if (monthFirst !== dayFirst) return monthFirst > dayFirst;
  return language === 'en' && /\$|USD/.test(text) && !/€|EUR|£|GBP/.test(text);
}
