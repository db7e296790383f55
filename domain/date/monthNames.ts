const MONTH_NAMES: Record<'nl-NL' | 'en-US', readonly string[]> = {
  'nl-NL': [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  'en-US': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** The month's name (month 1-12): English for English locale tags, Dutch otherwise. */
export function monthName(month: number, locale: string): string {
  const names = MONTH_NAMES[locale.toLowerCase().startsWith('en') ? 'en-US' : 'nl-NL'];
  const name = names[month - 1];
  if (name === undefined) throw new RangeError(`Month out of range: ${month}`);
  return name;
}
