/**
 * The SEPA Latin character set (EPC SCT rulebook, "Latin character set" of the implementation guidelines):
 * a-z A-Z 0-9 / - ? : ( ) . , ' + and space. Every text in a credit-transfer file is mapped into it, so a name
 * in any script still reaches the bank as a payment, never as a refused file.
 */

/** Maximum lengths the pain.001 schemas give the texts Ledgerline fills. */
export const SepaTextLimits = { Name: 70, Remittance: 140, Identifier: 35 } as const;

/** How letters outside the set are written: generic (é→e, ü→u) or German banking (ä→ae, ö→oe, ü→ue). */
export type SepaTransliteration = 'Generic' | 'German';

const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]*$/;
const NOT_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;
const COMBINING_MARKS = /\p{M}/gu;

// Letters and signs that Unicode decomposition (NFKD) leaves alone, written as banks expect.
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  ſ: 's',
  '&': '+',
  '@': '(at)',
  '€': 'EUR',
  '£': 'GBP',
  _: '-',
  ';': ',',
  '!': '.',
  '"': "'",
  '`': "'",
  '´': "'",
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '“': "'",
  '”': "'",
  '„': "'",
  '«': "'",
  '»': "'",
  '‹': "'",
  '›': "'",
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '<': '(',
  '>': ')',
  '\\': '/',
  '|': '/',
  // Catalan l·l (ŀ decomposes to l + middle dot).
  '·': '',
  '⁄': '/',
  '•': '.',
  '°': '.',
  '#': 'nr',
  '%': 'pct',
  '=': '-',
  '~': '-',
  '*': '.',
  $: 'USD',
  '^': "'",
};

// Greek and Cyrillic as the EPC's transliteration tables write them (ELOT 743 and ISO 9 simplified).
const SCRIPTS: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  ђ: 'dj',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  џ: 'dz',
  ѓ: 'gj',
  ќ: 'kj',
  ѕ: 'dz',
};

const GERMAN: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'AE', Ö: 'OE', Ü: 'UE' };

function mapChar(char: string): string {
  const mapped = LETTERS[char];
  if (mapped !== undefined) return mapped;
  const lower = char.toLowerCase();
  const script = SCRIPTS[lower];
  if (script === undefined) return /\s/.test(char) ? ' ' : '';
  // Keep the case of the first letter: Ж → Zh, Ψ → Ps.
  return lower === char ? script : script.charAt(0).toUpperCase() + script.slice(1);
}

// A capital written as two letters before a small letter is title case: Ærø → Aero, Öl → Oel.
function titleCase(letters: string): string {
  return letters.charAt(0) + letters.slice(1).toLowerCase();
}

function transliterate(text: string, transliteration: SepaTransliteration): string {
  const german =
    transliteration === 'German'
      ? text
          .replace(/[ÄÖÜ](?=\p{Ll})/gu, (char) => titleCase(GERMAN[char] ?? char))
          .replace(/[äöüÄÖÜ]/g, (char) => GERMAN[char] ?? char)
      : text;
  const titled = german.replace(/[ÆŒÞẞ](?=\p{Ll})/gu, (char) => titleCase(LETTERS[char] ?? char));
  // Decomposition splits é into e + accent and ﬁ into fi; the accents are then dropped.
  const decomposed = titled.normalize('NFKD').replace(COMBINING_MARKS, '');
  return decomposed.replace(NOT_SEPA, mapChar);
}

function collapse(text: string, maxLength: number): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, maxLength).trimEnd();
}

export type SepaTextOptions = {
  maxLength: number;
  /** Used when nothing of the text survives (a name in a script without a table, only emoji). */
  fallback: string;
  transliteration?: SepaTransliteration;
};

/**
 * The text in the SEPA Latin character set: transliterated, white space collapsed, cut to `maxLength`;
 * the fallback (itself mapped) when nothing is left, so the element the schema requires is never empty.
 */
export function toSepaText(text: string, options: SepaTextOptions): string {
  const transliteration = options.transliteration ?? 'Generic';
  const mapped = SEPA_TEXT.test(text) ? text : transliterate(text, transliteration);
  const result = collapse(mapped, options.maxLength);
  if (result !== '') return result;
  return collapse(transliterate(options.fallback, transliteration), options.maxLength);
}

/**
 * An identifier (message, payment information, end-to-end id) in the SEPA Latin set: at most 35 characters
 * and, as the EPC guidelines require, not starting or ending with `/` and without `//`.
 */
export function toSepaIdentifier(text: string, fallback: string): string {
  const clean = (value: string) =>
    collapse(transliterate(value, 'Generic').replace(/\/{2,}/g, '/'), Number.POSITIVE_INFINITY)
      .replace(/^[/ ]+|[/ ]+$/g, '')
      .slice(0, SepaTextLimits.Identifier)
      .replace(/[/ ]+$/, '');
  return clean(text) || clean(fallback);
}

/** Whether the text uses only the SEPA Latin character set. */
export function isSepaText(text: string): boolean {
  return SEPA_TEXT.test(text);
}
