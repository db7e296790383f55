import { extractFields } from './extract';
import { pageOf } from './testPages';

/** An invoice whose number no label names: only its file's name says which code it is. */
const unlabelled = pageOf(1, [
  [0.05, 'Atlas Techniek B.V.'],
  [0.2, [0.6, 'Utrecht, 12 maart 2024']],
  [0.24, [0.6, 'F2024-118']],
  [0.26, [0.6, 'Klantnummer: 10045']],
  [0.4, 'Werkzaamheden', [0.8, '100,00']],
  [0.5, [0.55, 'Totaal'], [0.8, '121,00']],
]);
const numberOf = (fileName: string, page = unlabelled) => extractFields([page], { fileName }).Fields.Number;

describe('the number the file’s name gives', () => {
  it('is the part of the name the page prints, weakly, at its place', () => {
    const number = numberOf('Factuur F2024-118.pdf');
    expect(number).toMatchObject({ Value: 'F2024-118', Page: 1 });
    expect(number?.Confidence).toBeLessThan(0.6);
    expect(number?.Box?.[1]).toBeCloseTo(0.24, 2);
    expect(numberOf('/mail/2024/factuur_f2024-118.PDF')?.Value).toBe('F2024-118');
  });

  it('is nothing the page does not print, nor a date in the name', () => {
    expect(numberOf('Factuur F2024-999.pdf')).toBeUndefined();
    expect(numberOf('scan_2024-03-12.pdf')).toBeUndefined();
    expect(numberOf('invoice.pdf')).toBeUndefined();
  });

  it('searches only the first parts of a name made long on purpose', () => {
    const long = `${Array.from({ length: 5000 }, (_, index) => `x${index}`).join('_')}_F2024-118.pdf`;
    expect(numberOf(long)).toBeUndefined();
    expect(numberOf(`${'\u0000'.repeat(100)} F2024-118.pdf`)?.Value).toBe('F2024-118');
  });

  it('gives way to a number a label names', () => {
    const labelled = pageOf(1, [
      [0.05, 'Atlas Techniek B.V.'],
      [0.2, [0.6, 'Factuurnummer: 2024-0456']],
      [0.22, [0.6, 'Uw order: PO-7781']],
    ]);
    expect(numberOf('PO-7781.pdf', labelled)?.Value).toBe('2024-0456');
  });
});
