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

// Month names as invoices print them in Dutch, English, German, French, Spanish and Italian, without accents, lower
// case. Not Italian's "set" nor Spanish's "ago": English words.
const PRINTED_MONTHS: readonly (readonly string[])[] = [
  [
    'januari',
    'january',
    'januar',
    'janvier',
    'jan',
    'janv',
    'jänner',
    'janner',
    'enero',
    'ene',
    'gennaio',
    'gen',
  ],
  ['februari', 'february', 'februar', 'fevrier', 'feb', 'febr', 'fev', 'fevr', 'febrero', 'febbraio'],
  ['maart', 'march', 'marz', 'maerz', 'mars', 'mar', 'mrt', 'mrz', 'maa', 'marzo'],
  ['april', 'avril', 'apr', 'avr', 'abril', 'abr', 'aprile'],
  ['mei', 'may', 'mai', 'mayo', 'maggio', 'mag'],
  ['juni', 'june', 'juin', 'jun', 'junio', 'giugno', 'giu'],
  ['juli', 'july', 'juillet', 'jul', 'juil', 'julio', 'luglio', 'lug'],
  ['augustus', 'august', 'aout', 'aug', 'agosto'],
  ['september', 'septembre', 'sep', 'sept', 'septiembre', 'setiembre', 'settembre', 'sett'],
  ['oktober', 'october', 'octobre', 'okt', 'oct', 'octubre', 'ottobre', 'ott'],
  ['november', 'novembre', 'nov', 'noviembre'],
  ['december', 'dezember', 'decembre', 'dec', 'dez', 'diciembre', 'dicembre', 'dic'],
];

/** The month (1-12) a printed month name or abbreviation stands for, in nl, en, de, fr, es or it; null when none. */
export function monthFromName(text: string): number | null {
  const name = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
  const index = PRINTED_MONTHS.findIndex((names) => names.includes(name));
  return index < 0 ? null : index + 1;
}
