// Characters users paste along with an amount that carry no value.
const IGNORED = /[\s\u00a0\u202f'€$£¥]/g;
const SIGNED_NUMBER = /^([+\-\u2212]?)([0-9.,]+)$/;

/**
 * Parses an amount typed in any of the supported styles; null when the text is not a number.
 *
 * The decimal separator is the LAST dot or comma (spec 002 §5), with two refinements:
 * - if the last separator's kind also occurs earlier ("1.234.567"), every separator of it groups thousands;
 * - any separator of the other kind before it groups thousands ("1.234,56" and "1,234.56" → 1234.56).
 * So a single separator is always decimal: "1.234" and "1,234" both read 1.234 — the spec's rule, which keeps
 * "12,5" and "12.5" equal however the user's keyboard is set. Amounts we format always carry decimals,
 * so our own output never hits that ambiguity.
 */
export function parseAmount(text: string): number | null {
  const match = SIGNED_NUMBER.exec(text.replace(IGNORED, ''));
  if (!match) return null;
  const [, sign, body] = match;
  const digits = normaliseSeparators(body);
  if (digits === null) return null;
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return sign === '' || sign === '+' || value === 0 ? value : -value;
}

/** Turns a body of digits and separators into a plain "1234.56" string, or null when it has no digits. */
function normaliseSeparators(body: string): string | null {
  if (!/[0-9]/.test(body)) return null;
  const lastIndex = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (lastIndex < 0) return body;
  const decimal = body[lastIndex];
  const repeated = body.indexOf(decimal) !== lastIndex;
  if (repeated) {
    // "1.234,567,89" mixes both kinds with a repeated last one: no reading of it is safe.
    const other = decimal === '.' ? ',' : '.';
    return body.includes(other) ? null : body.replace(/[.,]/g, '');
  }
  const integerPart = body.slice(0, lastIndex).replace(/[.,]/g, '');
  const fraction = body.slice(lastIndex + 1);
  if (fraction.includes('.') || fraction.includes(',')) return null;
  return `${integerPart || '0'}.${fraction || '0'}`;
}
