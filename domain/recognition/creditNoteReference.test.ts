import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A credit note that names the invoice it credits under its own number: the number read is the credit note's. */
const creditNote = (title: string, own: string, credited: string) =>
  extractFields([
    pageOf(1, [
      [0.05, 'Greenfield Consulting B.V.'],
      [0.08, 'Molenweg 2, 1234 AB Utrecht'],
      [0.3, [0.6, title]],
      [0.315, [0.6, own]],
      [0.33, [0.6, 'Datum: 12-03-2024']],
      [0.345, [0.6, credited]],
      [0.5, 'Creditering', [0.8, '-100,00']],
      [0.63, [0.55, 'Totaal'], [0.8, '-121,00']],
    ]),
  ]).Fields.Number?.Value;

describe('the number of a credit note that names the invoice it credits', () => {
  it.each([
    ['CREDITFACTUUR', 'Nummer: C2024-03', 'Betreft factuur: 2024-0456', 'C2024-03'],
    ['GUTSCHRIFT', 'Nr.: G-2024-03', 'Bezug: Rechnung 2024-0456', 'G-2024-03'],
    ['CREDIT NOTE', 'Credit note no: CN-03', 'Regarding invoice: 2024-0456', 'CN-03'],
  ])('%s "%s" beside "%s"', (title, own, credited, number) => {
    expect(creditNote(title, own, credited)).toBe(number);
  });

  it('leaves an invoice whose subject line is "Betreft:" alone', () => {
    expect(creditNote('FACTUUR', 'Factuurnummer: 2024-0456', 'Betreft: onderhoud maart')).toBe('2024-0456');
  });
});
