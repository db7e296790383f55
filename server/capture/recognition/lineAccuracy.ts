import { readFileSync } from 'node:fs';
import type { RecognizedLine } from '../../../domain/recognition/types';
import { compact } from './accuracy';
import { recognitionCorpus } from './corpus';
import { recognizeFile } from './recognizeFile';

type Count = { right: number; total: number };
export type LineAccuracy = {
  /** The corpus PDFs that carry an e-invoice with lines: their XML is the truth for the lines they print. */
  documents: number;
  /** The e-invoice's lines read from the print, matched by their net amount. */
  found: Count;
  /** Of the lines found, per attribute the e-invoice gives: how many were read right. */
  attributes: Record<'Description' | 'Quantity' | 'UnitPrice' | 'ProductCode' | 'VatPercentage', Count>;
  /** Lines read from the print that match none of the e-invoice's. */
  unmatched: number;
};

const near = (got: number | null, want: number, within: number) =>
  got !== null && Math.abs(Math.abs(got) - Math.abs(want)) < within;

/** "Trennblätter A4" for "Trennblätter A4" or "1 Trennblätter A4": one holds the other, at least half its length. */
function sameDescription(got: string, want: string): boolean {
  const [a, b] = [compact(got), compact(want)];
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length > 0 && long.includes(short) && short.length * 2 >= long.length;
}

/**
 * The invoice lines read from the print of every corpus PDF that carries an e-invoice (its XML ignored), against the
 * e-invoice's lines: how many were found (by net amount, to the cent, sign aside), and of those how many have the
 * description, quantity, unit price, article code and VAT rate the e-invoice gives. A value the e-invoice gives and
 * the print does not show counts as a miss.
 */
export async function lineAccuracy(): Promise<LineAccuracy> {
  const corpus = (await recognitionCorpus()).filter((item) => item.file.endsWith('.pdf'));
  const count = (): Count => ({ right: 0, total: 0 });
  const result: LineAccuracy = {
    documents: 0,
    found: count(),
    attributes: {
      Description: count(),
      Quantity: count(),
      UnitPrice: count(),
      ProductCode: count(),
      VatPercentage: count(),
    },
    unmatched: 0,
  };
  const tally = (attribute: keyof LineAccuracy['attributes'], right: boolean) => {
    result.attributes[attribute].total += 1;
    if (right) result.attributes[attribute].right += 1;
  };
  for (const item of corpus) {
    const bytes = readFileSync(item.file);
    const truth = await recognizeFile({ bytes, fileName: item.file, mode: 'auto' }).catch(() => null);
    if (truth?.ReadBy !== 'EInvoice' || truth.Lines.length === 0) continue;
    const printed = await recognizeFile({ bytes, fileName: item.file, mode: 'auto', einvoice: false });
    result.documents += 1;
    const unused = new Set(printed.Lines.keys());
    for (const want of truth.Lines) {
      result.found.total += 1;
      const index = [...unused].find(
        (each) => want.NetAmount !== null && near(printed.Lines[each].NetAmount, want.NetAmount, 0.005),
      );
      if (index === undefined) continue;
      unused.delete(index);
      result.found.right += 1;
      const got: RecognizedLine = printed.Lines[index];
      tally('Description', sameDescription(got.Description, want.Description));
      if (want.Quantity !== null) tally('Quantity', near(got.Quantity, want.Quantity, 0.0005));
      if (want.UnitPrice !== null) tally('UnitPrice', near(got.UnitPrice, want.UnitPrice, 0.005));
      if (want.ProductCode) tally('ProductCode', compact(got.ProductCode) === compact(want.ProductCode));
      if (want.VatPercentage !== null) tally('VatPercentage', got.VatPercentage === want.VatPercentage);
    }
    result.unmatched += unused.size;
  }
  return result;
}
