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

// Month names as invoices print them in Dutch, English, German, French, Spanish, Italian, Portuguese and Polish (its
// genitive, "26 marca 2026", and its own name), without accents, lower case. Not Italian's "set", Spanish's "ago" nor
// Portuguese "out": English words.
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
    'janeiro',
    'stycznia',
    'styczen',
  ],
  [
    'februari',
    'february',
    'februar',
    'fevrier',
    'feb',
    'febr',
    'fev',
    'fevr',
    'febrero',
    'febbraio',
    'fevereiro',
    'lutego',
    'luty',
  ],
  [
    'maart',
    'march',
    'marz',
    'maerz',
    'mars',
    'mar',
    'mrt',
    'mrz',
    'maa',
    'marzo',
    'marco',
    'marca',
    'marzec',
  ],
  ['april', 'avril', 'apr', 'avr', 'abril', 'abr', 'aprile', 'kwietnia', 'kwiecien'],
  ['mei', 'may', 'mai', 'mayo', 'maggio', 'mag', 'maio', 'maja', 'maj'],
  ['juni', 'june', 'juin', 'jun', 'junio', 'giugno', 'giu', 'junho', 'czerwca', 'czerwiec'],
  ['juli', 'july', 'juillet', 'jul', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipca', 'lipiec'],
  ['augustus', 'august', 'aout', 'aug', 'agosto', 'sierpnia', 'sierpien'],
  [
    'september',
    'septembre',
    'sep',
    'sept',
    'septiembre',
    'setiembre',
    'settembre',
    'sett',
    'setembro',
    'wrzesnia',
    'wrzesien',
  ],
  [
    'oktober',
    'october',
    'octobre',
    'okt',
    'oct',
    'octubre',
    'ottobre',
    'ott',
    'outubro',
    'pazdziernika',
    'pazdziernik',
  ],
  ['november', 'novembre', 'nov', 'noviembre', 'novembro', 'listopada', 'listopad'],
  [
    'december',
    'dezember',
    'decembre',
    'dec',
    'dez',
    'diciembre',
    'dicembre',
    'dic',
    'dezembro',
    'grudnia',
    'grudzien',
  ],
];

/** The month (1-12) a printed month name or abbreviation stands for, in nl, en, de, fr, es, it, pt or pl; null when none. */
export function monthFromName(text: string): number | null {
  const name = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
  const index = PRINTED_MONTHS.findIndex((names) => names.includes(name));
  return index < 0 ? null : index + 1;
}
