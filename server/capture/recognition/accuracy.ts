import { AmountFields, type RecognizedFieldName } from '../../../domain/recognition/types';

/** Lower case, without accents, spaces or punctuation: "NL 8206.46.660.B01" → "nl820646660b01". */
export const compact = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^0-9a-z]/gi, '')
    .toLowerCase();

/**
 * Whether a recognised value is the expected one, as the accuracy corpus counts it: amounts to the cent (credit
 * notes by their size: the sign follows from the document type), dates exactly, codes without spaces and
 * punctuation, the vendor's name when one contains the other ("Coolblue B.V." and "Coolblue B.V., Weena 664").
 */
export function fieldMatches(field: RecognizedFieldName, got: unknown, want: string | number): boolean {
  if (got === undefined || got === null) return false;
  if (AmountFields.includes(field))
    return typeof got === 'number' && Math.abs(Math.abs(got) - Math.abs(Number(want))) < 0.005;
  if (field === 'RelationName') {
    const [a, b] = [compact(got), compact(want)];
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return short.length >= 3 && long.includes(short) && short.length * 2 >= long.length;
  }
  return compact(got) === compact(want) && compact(want) !== '';
}

/** Per-field share of right values: `{ Number: { right, total, accuracy } }`. */
export type FieldAccuracy = Partial<
  Record<RecognizedFieldName, { right: number; total: number; accuracy: number }>
>;

export function tally(results: Array<{ field: RecognizedFieldName; right: boolean }>): FieldAccuracy {
  const accuracy: FieldAccuracy = {};
  for (const { field, right } of results) {
    const entry = accuracy[field] ?? { right: 0, total: 0, accuracy: 0 };
    entry.total += 1;
    if (right) entry.right += 1;
    entry.accuracy = Math.round((entry.right / entry.total) * 1000) / 1000;
    accuracy[field] = entry;
  }
  return accuracy;
}

/** One corpus invoice's reading, field by field. */
export type InvoiceOutcome = {
  name: string;
  heldOut: boolean;
  /** The corpus set it belongs to (corpus.ts). */
  set: string;
  pages: number;
  seconds: number;
  /** Read by OCR (a scan without a text layer, or OCR mode). */
  ocr: boolean;
  fields: Array<{ field: RecognizedFieldName; right: boolean; got: unknown; want: string | number }>;
};

/** Compares a reading with the truth of a corpus invoice. */
export function outcomeOf(
  truth: Partial<Record<RecognizedFieldName, string | number>>,
  fields: Partial<Record<RecognizedFieldName, { Value: string | number }>>,
): InvoiceOutcome['fields'] {
  return (Object.entries(truth) as [RecognizedFieldName, string | number][]).map(([field, want]) => {
    const got = fields[field]?.Value;
    return { field, right: fieldMatches(field, got, want), got, want };
  });
}
