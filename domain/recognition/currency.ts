import type { Candidate } from './candidates';
import type { TextLine } from './layout';
import { TotalsLine } from './lines';

export const CurrencyCodes = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'INR',
  'PLN',
  'SEK',
  'DKK',
  'NOK',
  'CZK',
  'HUF',
  'JPY',
  'CAD',
  'AUD',
  'CNY',
  'RON',
];
const DollarCodes = ['USD', 'CAD', 'AUD'];
// Sales taxes only Canada charges, with their rate ("HST 13%", "TPS (5 %)"), and its GST/HST registration's program
// code ("123456789 RT0001").
const CanadianTaxes = /(?<![a-z])(?:hst|tps|tvq|tvh|gst ?\/ ?hst) ?\(?\d|\b\d{9} ?rt ?\d{4}\b/;
// The signs, and the local abbreviations no other word contains: the złoty's "zł", the Czech koruna's "Kč".
export const CurrencySigns: Readonly<Record<string, string>> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  zł: 'PLN',
  Kč: 'CZK',
};

// The amount to pay, beside the totals: "Net à payer", "Te betalen", "Amount due", "Zahlbetrag".
const PayableLine =
  /(?<![a-z])(?:a payer|te betalen|amount due|balance due|total due|zahlbetrag|zu zahlen|ttc)(?![a-z])/;

/** The currency a word names when it spells the name out ("Euro", "euros"), without the punctuation around it. */
export function currencyOfName(word: string): string | null {
  return /^euros?$/i.test(word.replace(/[^A-Za-z]/g, '')) ? 'EUR' : null;
}

/** The currency the amounts are printed in: ISO codes count most, then signs; null when none is printed. */
export function currencyCandidate(lines: TextLine[]): Candidate | null {
  const votes = new Map<
    string,
    { count: number; box: Candidate['box']; page: number; line: number; code: boolean }
  >();
  // The currencies printed on the lines of the totals and of the amount to pay.
  const onTotals = new Set<string>();
  const vote = (currency: string, box: Candidate['box'], line: TextLine, weight: number, code: boolean) => {
    const entry = votes.get(currency) ?? { count: 0, box, page: line.page, line: line.index, code };
    entry.count += weight;
    entry.code ||= code;
    votes.set(currency, entry);
    if (totalsLines.has(line)) onTotals.add(currency);
  };
  const totalsLines = new Set(
    lines.filter((line) => TotalsLine.test(line.plain) || PayableLine.test(line.plain)),
  );
  for (const line of lines)
    for (const word of line.words) {
      const code = word.Text.replace(/[^A-Za-z]/g, '');
      const named = currencyOfName(code);
      if (CurrencyCodes.includes(code) && word.Text.replace(/[\d.,\s():]/g, '') === code)
        vote(code, word.Box, line, 2, true);
      else if (/^(?:Rs\.?|INR)$/.test(word.Text)) vote('INR', word.Box, line, 2, true);
      // "Bedrag (Euro)", "Montant (Euro)": the currency's name, as sure as its sign.
      else if (named) vote(named, word.Box, line, 1, false);
      for (const [sign, currency] of Object.entries(CurrencySigns))
        if (word.Text.includes(sign)) vote(currency, word.Box, line, 1, false);
    }
  // "$" is every dollar's sign: the dollar whose code is printed ("Amount Due (CAD)") is the one meant, and a bill
  // with Canada's sales taxes ("HST", "TPS", "TVQ") is in Canadian dollars when no code says otherwise.
  const signed = votes.get('USD');
  const dollar =
    DollarCodes.filter((code) => votes.get(code)?.code).sort(
      (a, b) => (votes.get(b)?.count ?? 0) - (votes.get(a)?.count ?? 0),
    )[0] ?? (lines.some((line) => CanadianTaxes.test(line.plain)) ? 'CAD' : undefined);
  if (signed && !signed.code && dollar && dollar !== 'USD') {
    votes.delete('USD');
    const named = votes.get(dollar);
    votes.set(dollar, named ? { ...named, count: named.count + signed.count } : signed);
    if (onTotals.delete('USD')) onTotals.add(dollar);
  }
  // The totals are in the invoice's currency: "Total HT 3 050,18 €" over a freight line's "1 718,69 $" at a rate.
  // A sign printed there only (OCR's "¥" for a "₹" beside "Grand Total") is too little to say so.
  const [only] = onTotals.size === 1 ? onTotals : [];
  const totals = (votes.get(only)?.count ?? 0) >= 2 ? only : undefined;
  const [top] = [...votes.entries()].sort(
    (a, b) => Number(b[0] === totals) - Number(a[0] === totals) || b[1].count - a[1].count,
  );
  if (!top) return null;
  const [currency, entry] = top;
  return {
    field: 'Currency',
    value: currency,
    score: entry.code ? 0.95 : 0.85,
    page: entry.page,
    box: entry.box,
    format: 'currency',
    buyer: false,
    line: entry.line,
  };
}
