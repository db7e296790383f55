import { roundAmount } from '../amount/round';
import { SplitType } from '../validation/enums';

/** The coding of a line that a suggestion learns and repeats: ledger, VAT code, dimensions and project. */
export type LearnedCoding = {
  GeneralLedger: string;
  VatCode: string;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  Project: string;
};

/** A line of an earlier coded invoice of the vendor. */
export type EarlierCodedLine = Pick<LearnedCoding, 'GeneralLedger' | 'VatCode'> &
  Partial<Omit<LearnedCoding, 'GeneralLedger' | 'VatCode'>> & { NetAmount: number };

/** An earlier coded invoice of the vendor; shares are taken from its lines' net amounts. */
export type EarlierCodedInvoice = {
  DocumentId: string;
  /** ISO date or date-time the invoice was coded. */
  CodedAt: string;
  Lines: readonly EarlierCodedLine[];
};

/** A suggested line: its coding and its share of the net amount; the last line is the Rest line. */
export type SuggestedLine = LearnedCoding & {
  SplitType: typeof SplitType.Percentage | typeof SplitType.Rest;
  /** Whole percent of the net amount; on the Rest line what the others leave. */
  SplitValue: number;
};

/** The learned coding suggestion with how sure it is (0..1) and how many earlier invoices agree. */
export type CodingSuggestion = {
  Lines: SuggestedLine[];
  Confidence: number;
  /** Earlier invoices coded in the suggested pattern. */
  BasedOn: number;
  /** Earlier invoices looked at. */
  Considered: number;
};

export type LearnSuggestionOptions = {
  /** Days after which an invoice weighs half as much as the newest one. */
  halfLifeDays?: number;
  /** Only the most recently coded invoices are looked at. */
  maxInvoices?: number;
};

export const SUGGESTION_HALF_LIFE_DAYS = 90;
export const SUGGESTION_MAX_INVOICES = 20;

const DAY_MS = 86_400_000;
const dimensionFields = [
  'Dimension1',
  'Dimension2',
  'Dimension3',
  'Dimension4',
  'Dimension5',
  'Project',
] as const;

type Share = { coding: LearnedCoding; percent: number };
type Pattern = { key: string; shares: Share[]; weight: number; count: number; newest: number };

function codingOf(line: EarlierCodedLine): LearnedCoding {
  const coding: LearnedCoding = {
    GeneralLedger: line.GeneralLedger,
    VatCode: line.VatCode,
    Dimension1: '',
    Dimension2: '',
    Dimension3: '',
    Dimension4: '',
    Dimension5: '',
    Project: '',
  };
  for (const field of dimensionFields) coding[field] = line[field] ?? '';
  return coding;
}

const codingKey = (coding: LearnedCoding) => JSON.stringify(Object.values(coding));

/**
 * The invoice's coding pattern: lines with the same coding summed, each given its whole-percent share of the
 * lines' total (largest remainder, so the shares make exactly 100), largest share first, 0% lines left out.
 */
function sharesOf(invoice: EarlierCodedInvoice): Share[] {
  const amounts = new Map<string, { coding: LearnedCoding; amount: number }>();
  for (const line of invoice.Lines) {
    const coding = codingOf(line);
    const entry = amounts.get(codingKey(coding)) ?? { coding, amount: 0 };
    entry.amount += line.NetAmount;
    amounts.set(codingKey(coding), entry);
  }
  const total = [...amounts.values()].reduce((sum, entry) => sum + entry.amount, 0);
  if (Math.abs(total) < 0.005) return [];
  const exact = [...amounts.values()].map((entry) => ({ ...entry, exact: (entry.amount / total) * 100 }));
  const shares = exact.map((entry) => ({ coding: entry.coding, percent: Math.floor(entry.exact) }));
  const byRemainder = exact
    .map((entry, index) => ({ index, remainder: entry.exact - Math.floor(entry.exact) }))
    .sort((a, b) => b.remainder - a.remainder);
  let missing = 100 - shares.reduce((sum, share) => sum + share.percent, 0);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    shares[index].percent += 1;
    missing -= 1;
  }
  return shares
    .filter((share) => share.percent > 0)
    .sort((a, b) => b.percent - a.percent || codingKey(a.coding).localeCompare(codingKey(b.coding)));
}

/**
 * Learns how the vendor's invoices are coded. Invoices are grouped by coding pattern; each weighs
 * 0.5^(days older than the newest / halfLifeDays). The heaviest pattern is suggested with
 *   Confidence = agreement × n / (n + 1)
 * where agreement is its share of the total weight and n the number of invoices coded that way:
 * 5 of 5 the same gives 0.83, a single invoice 0.5, three against two of the same age 0.45.
 */
export function learnSuggestion(
  earlier: readonly EarlierCodedInvoice[],
  options: LearnSuggestionOptions = {},
): CodingSuggestion | null {
  const halfLifeDays = options.halfLifeDays ?? SUGGESTION_HALF_LIFE_DAYS;
  const invoices = earlier
    .map((invoice) => ({ codedAt: Date.parse(invoice.CodedAt), shares: sharesOf(invoice) }))
    .filter((invoice) => invoice.shares.length > 0 && !Number.isNaN(invoice.codedAt))
    .sort((a, b) => b.codedAt - a.codedAt)
    .slice(0, options.maxInvoices ?? SUGGESTION_MAX_INVOICES);
  if (invoices.length === 0) return null;

  const newest = invoices[0].codedAt;
  const patterns = new Map<string, Pattern>();
  for (const invoice of invoices) {
    const key = JSON.stringify(invoice.shares.map((share) => [codingKey(share.coding), share.percent]));
    const weight = 0.5 ** ((newest - invoice.codedAt) / DAY_MS / halfLifeDays);
    const pattern = patterns.get(key) ?? {
      key,
      shares: invoice.shares,
      weight: 0,
      count: 0,
      newest: invoice.codedAt,
    };
    pattern.weight += weight;
    pattern.count += 1;
    patterns.set(key, pattern);
  }
  const ranked = [...patterns.values()].sort((a, b) => b.weight - a.weight || b.newest - a.newest);
  const dominant = ranked[0];
  const totalWeight = ranked.reduce((sum, pattern) => sum + pattern.weight, 0);
  const agreement = dominant.weight / totalWeight;
  return {
    Lines: suggestedLines(dominant.shares),
    Confidence: roundAmount(agreement * (dominant.count / (dominant.count + 1)), 3),
    BasedOn: dominant.count,
    Considered: invoices.length,
  };
}

function suggestedLines(shares: readonly Share[]): SuggestedLine[] {
  const last = shares.length - 1;
  const others = shares.slice(0, last).reduce((sum, share) => sum + share.percent, 0);
  return shares.map((share, index) =>
    index === last
      ? { ...share.coding, SplitType: SplitType.Rest, SplitValue: 100 - others }
      : { ...share.coding, SplitType: SplitType.Percentage, SplitValue: share.percent },
  );
}

/** A suggested line made concrete for one invoice. */
export type AppliedSuggestionLine = SuggestedLine & { NetAmount: number; VatAmount: number };

/** Splits the header's net and VAT amounts over the suggested lines (2 decimals); the Rest line takes the rounding difference. */
export function applySuggestion(
  suggestion: Pick<CodingSuggestion, 'Lines'>,
  header: { NetAmount: number; VatAmount: number },
): AppliedSuggestionLine[] {
  let netLeft = header.NetAmount;
  let vatLeft = header.VatAmount;
  return suggestion.Lines.map((line) => {
    const isRest = line.SplitType === SplitType.Rest;
    const NetAmount = isRest ? roundAmount(netLeft) : roundAmount((header.NetAmount * line.SplitValue) / 100);
    const VatAmount = isRest ? roundAmount(vatLeft) : roundAmount((header.VatAmount * line.SplitValue) / 100);
    netLeft -= NetAmount;
    vatLeft -= VatAmount;
    return { ...line, NetAmount, VatAmount };
  });
}
