import { extractFields } from './extract';
import { pageOf } from './testPages';

/**
 * A German business letter (g-brief): the reference row with its labels above their values and the date
 * right-aligned under "Datum", a subject with the number, facts of the order above the table, terms in a sentence.
 */
function letter(reference: Array<[number, string, string]>, date: string, facts: string[], terms: string) {
  return pageOf(1, [
    [0.03, [0.05, 'Lektorat Sommerfeld'], [0.8, 'Am Anger 3']],
    [0.12, 'Kanzlei Brandt Rechtsanwälte'],
    [0.27, ...reference.map(([x, label]): [number, string] => [x, label]), [0.85, 'Datum']],
    [
      0.285,
      ...reference.map(([x, , value]): [number, string] => [x, value]),
      [0.9 - date.length * 0.01, date],
    ],
    [0.33, 'Rechnung Nr. 250198'],
    ...facts.map((fact, index): [number, string] => [0.4 + index * 0.015, fact]),
    [0.45, 'Pos.', [0.15, 'Beschreibung'], [0.8, 'Betrag']],
    [0.465, '1', [0.15, 'Lektorat'], [0.78, '100,00 €']],
    [0.5, [0.55, 'Nettobetrag'], [0.78, '100,00 €']],
    [0.515, [0.55, 'zzgl. 19 % USt.'], [0.78, '19,00 €']],
    [0.53, [0.55, 'Rechnungsbetrag'], [0.78, '119,00 €']],
    [0.56, terms],
  ]);
}

describe('an invoice written as a German business letter', () => {
  it('reads a date right-aligned under "Datum" that begins left of its label, not the date of the buyer\'s letter', () => {
    const page = letter(
      [[0.3, 'Ihr Schreiben vom', '22.06.2025']],
      '8. September 2025',
      [],
      'Zahlbar sofort.',
    );
    expect(extractFields([page]).Fields.Date?.Value).toBe('2025-09-08');
  });

  it('takes no date of the buyer\'s order ("Ihre Bestellung Nr. … vom …") for the invoice\'s', () => {
    const page = letter(
      [],
      '9. August 2026',
      ['Ihre Bestellung Nr. 406152 vom 09.07.2026', 'Leistungsdatum: 03.08.2026'],
      'Bitte überweisen Sie den Rechnungsbetrag bis zum 16.08.2026 auf das unten angegebene Konto.',
    );
    const { Fields } = extractFields([page]);
    expect(Fields.Date?.Value).toBe('2026-08-09');
    expect(Fields.DueDate?.Value).toBe('2026-08-16');
    expect(Fields.Number?.Value).toBe('250198');
  });

  it.each([
    [['Ihre Bestellung Nr. 4711 vom 02.10.2025', 'Rechnung Nr. 471102 vom 13.11.2025']],
    [['Your order no. 4711 dated 02/10/2025', 'Invoice No. 471102', 'Date: 13/11/2025']],
  ])("dates the invoice by its own date, not its order's: %j", (lines) => {
    const page = pageOf(1, [
      ...lines.map((text, index): [number, string] => [0.1 + index * 0.02, text]),
      [0.5, [0.55, 'Total'], [0.78, '119,00 €']],
    ]);
    expect(extractFields([page]).Fields.Date?.Value).toBe('2025-11-13');
  });

  it.each([
    ['Please pay the total by 5 September 2025 to the account below.', '2025-09-05'],
    ['Please pay the amount due by 05/09/2025.', '2025-09-05'],
    ['Payment due by 5 September 2025.', '2025-09-05'],
  ])('reads the due date of "%s"', (terms, due) => {
    const page = pageOf(1, [
      [0.1, 'Invoice No. 586', [0.8, 'Date']],
      [0.115, [0.77, '11/08/2025']],
      [0.5, [0.55, 'Total due'], [0.78, '£119.00']],
      [0.56, terms],
    ]);
    expect(extractFields([page]).Fields.DueDate?.Value).toBe(due);
  });
});
