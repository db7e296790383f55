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

// A printed amount: digits in groups of three (by dot, comma, space, apostrophe or none), then 1-2 decimals.
const PRINTED_NUMBER =
  /^\d{1,3}(?:([.,' \u00a0\u202f\u2019])\d{3})?(?:\1\d{3})*(?:[.,]\d{1,2})?$|^\d+(?:[.,]\d{1,2})?$/;
// ISO codes and signs printed beside an amount on invoices.
const PRINTED_CURRENCY = /^(?:[A-Z]{3}|[€$£¥₹]|Rs\.?|CHF|EUR|USD)\s*|\s*(?:[A-Z]{3}|[€$£¥₹]|Rs\.?)$/;

/** How an amount was printed: the value and whether it showed decimals ("717,97" yes, "1939" no). */
export type PrintedAmount = { value: number; hasDecimals: boolean; format: string };

/**
 * Reads an amount as invoices print it ("€ 1.234,56", "1 234,56 EUR", "-9,32", "9,32-", "(9.32)", "USD 4.11"):
 * currency signs and codes around it are dropped, the digits must be grouped as amounts are, and the value goes
 * through `parseAmount`. Unlike typed text, a lone separator before exactly three digits groups thousands
 * ("1.234" is 1234) — printed amounts carry their decimals. The format is the digit pattern ("9.999,99").
 */
export function parsePrintedAmount(text: string): PrintedAmount | null {
  let body = text.trim();
  for (let i = 0; i < 2; i++) body = body.replace(PRINTED_CURRENCY, '').trim();
  let negative = false;
  if (/^\(.*\)$/.test(body)) [negative, body] = [true, body.slice(1, -1).trim()];
  if (/[-\u2212]$/.test(body)) [negative, body] = [true, body.slice(0, -1).trim()];
  if (/^[-\u2212]/.test(body)) [negative, body] = [true, body.slice(1).trim()];
  body = body.replace(PRINTED_CURRENCY, '').trim();
  if (!PRINTED_NUMBER.test(body)) return null;
  const hasDecimals = /[.,]\d{1,2}$/.test(body);
  const grouped = hasDecimals ? body : body.replace(/[.,]/g, '');
  const value = parseAmount(grouped.replace(/['\u2019]/g, ''));
  if (value === null) return null;
  const format = body.replace(/\d/g, '9').replace(/9+/g, (run) => '9'.repeat(Math.min(run.length, 3)));
  return { value: negative && value !== 0 ? -value : value, hasDecimals, format };
}
