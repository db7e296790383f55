import { extractFields } from './extract';
import { pageLines } from './layout';
import { pageOf } from './testPages';
import type { PageWords } from './types';
import { readValue } from './values';

/**
 * A French freelancer's invoice (the html-invoicer template): the number and date beside their labels at the right,
 * a table whose totals row is "Total de la facture", and the account as a picture of the bank's RIB, which OCR reads.
 */
describe('a freelancer’s invoice with the RIB as a picture', () => {
  const invoice = (totals: string) =>
    pageOf(1, [
      [0.05, [0.45, 'Facture']],
      [0.16, 'Studio Marais SARL', [0.55, 'N° de facture'], [0.75, '1770055727751']],
      [0.18, [0.55, 'Date de facturation'], [0.75, '02/02/2026']],
      [0.47, 'Description', [0.5, 'Total Net'], [0.65, 'TVA (20%)'], [0.8, 'Total TTC']],
      [0.5, [0.35, 'Total de la facture'], [0.52, totals]],
      [0.55, [0.62, 'Total à payer'], [0.78, '17 546,50 €']],
    ]);

  it('reads no number from "Total de la facture": its totals are no number of the invoice', () => {
    // Whole euros, as many French invoices print them: "14 622 €" would otherwise read "14" after "facture".
    const { Fields } = extractFields([invoice('14 622 €   2 924 €   17 546 €')]);
    expect(Fields.Number?.Value).toBe('1770055727751');
  });

  it('reads no number from the thousands of an amount grouped with a space ("14 622,08 €")', () => {
    expect(readValue('code', ['14', '622,08', '€'])).toBeNull();
    expect(readValue('code', ['2', '924.42'])).toBeNull();
    // A number followed by an amount of its own is still a number.
    expect(readValue('code', ['4711', '622,08'])?.value).toBe('4711');
    const { Fields } = extractFields([invoice('14 622,08 €   2 924,42 €   17 546,50 €')]);
    expect(Fields.Number?.Value).toBe('1770055727751');
    expect(Fields.GrossAmount?.Value).toBe(17546.5);
  });

  it('reads the amounts whose thousands the French locale parts by a narrow no-break space', () => {
    const { Fields } = extractFields([invoice('14\u202f622,08 €   2\u202f924,42 €   17\u202f546,50 €')]);
    expect(Fields.Number?.Value).toBe('1770055727751');
    expect(Fields.NetAmount?.Value).toBe(14622.08);
  });

  it('reads an IBAN whose check digits OCR parted ("FR7 6 1697 …")', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Facture N° FA-0107'],
          [0.69, [0.27, 'Code B.I.C'], [0.6, 'Code I.B.A.N']],
          [0.71, [0.27, 'RHODFR2L'], [0.59, 'FR7 6 1697 6302 2624 1216 2090 542']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(Fields.IbanNumber?.Value).toBe('FR7616976302262412162090542');
  });

  it('keeps the heads of a RIB’s boxes and the values under them apart over the rule OCR read as "|"', () => {
    const page: PageWords = pageOf(1, [
      [0.05, 'Facture N° FA-0107'],
      [0.69, [0.27, 'Code B.I.C'], [0.6, 'Code I.B.A.N']],
      [0.71, [0.27, 'RHODFR2L'], [0.59, 'FR76 1697 6302 2624 1216 2090 542']],
    ]);
    const ocr = { ...page, Words: page.Words.map((word) => ({ ...word, Confidence: 0.95 })) };
    // The vertical rule between the two boxes, as tall as both rows.
    ocr.Words.push({ Text: '|', Box: [0.5, 0.685, 0.002, 0.04], Confidence: 0.96 });
    const lines = pageLines(ocr).map((line) => line.text);
    expect(lines).toContain('Code B.I.C Code I.B.A.N');
    expect(lines).toContain('RHODFR2L FR76 1697 6302 2624 1216 2090 542');
  });
});
