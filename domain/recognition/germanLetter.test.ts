import { extractFields } from './extract';
import { pageOf } from './testPages';

/** The date read from a page of these header lines, one under the other, over its total. */
const dateOf = (lines: string[], totalLabel: string, total: string) =>
  extractFields([
    pageOf(1, [
      ...lines.map((text, index): [number, string] => [0.1 + index * 0.02, text]),
      [0.5, [0.55, totalLabel], [0.78, total]],
    ]),
  ]).Fields.Date?.Value;

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
    expect(dateOf(lines, 'Total', '119,00 €')).toBe('2025-11-13');
  });

  it.each([
    [['Gutschrift Nr. GS-2025-007', 'München, 18.11.2025', 'Zu Rechnung RE-2025-310 vom 02.11.2025']],
    [['Credit note CN-0007', 'Date: 18/11/2025', 'Credit against invoice 310 dated 02/11/2025']],
    [['Avoir n° AV-0007', 'Date : 18/11/2025', 'Avoir sur la facture 310 émise le 02/11/2025']],
  ])('dates a credit note by its own date, not the invoice it credits: %j', (lines) => {
    expect(dateOf(lines, 'Gesamt', '-119,00 €')).toBe('2025-11-18');
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

/**
 * A letter as Kraft prints it: the return address over the addressee, the date alone at the right, the doc type and
 * number as the heading, an opening that dates the supply, the sums, the bank in the closing text.
 */
function kraftLetter(returnAddress: string, opening: string, closing: string) {
  return pageOf(1, [
    [0.16, [0.12, returnAddress]],
    [0.21, [0.12, 'Herrn']],
    [0.223, [0.12, 'Dr. Peter Lange']],
    [0.238, [0.12, 'Waldweg 5']],
    [0.252, [0.12, '34131 Kassel']],
    [0.265, [0.76, '13. September 2025']],
    [0.358, [0.12, 'Rechnung 2537170']],
    [0.41, [0.12, 'Sehr geehrte Damen und Herren,']],
    [0.43, [0.12, opening]],
    [0.5, [0.11, 'Nr.'], [0.17, 'Posten'], [0.75, 'Summe']],
    [0.52, [0.11, '1.'], [0.17, 'Arbeitszeit Geselle'], [0.75, '170,73 €']],
    [0.7, [0.57, 'Netto'], [0.75, '170,73 €']],
    [0.726, [0.57, '+19% MwSt.'], [0.76, '32,44 €']],
    [0.754, [0.57, 'Summe'], [0.75, '203,17 €']],
    [0.8, [0.12, closing]],
  ]);
}

describe('an invoice printed by Kraft', () => {
  it.each([
    'für die Lieferung und Leistung vom 10. September 2025 erlauben wir uns, Ihnen folgende Positionen in',
    'vielen Dank für Ihren Auftrag vom 2. September 2025. Für die ausgeführten Arbeiten berechnen wir:',
  ])(
    'dates the invoice by the date alone at the right, not the date of the supply or the order: "%s"',
    (opening) => {
      const page = kraftLetter(
        'Malerbetrieb Krause GmbH - Lindenstraße 14 - 34117 Kassel',
        opening,
        'Zahlbar sofort.',
      );
      const { Fields } = extractFields([page]);
      expect(Fields.Date?.Value).toBe('2025-09-13');
      expect(Fields.Number?.Value).toBe('2537170');
      expect(Fields.GrossAmount?.Value).toBe(203.17);
    },
  );

  it.each([
    ['Elektro Brandt - Industriestraße 7 - 26121 Oldenburg', 'Elektro Brandt'],
    ['Ashdown Joinery - 4 Forge Lane - TN22 1AA Uckfield', 'Ashdown Joinery'],
  ])('names the vendor by the return address over the addressee, not by a bank label: %s', (line, name) => {
    const page = kraftLetter(
      line,
      'vielen Dank für Ihren Auftrag.',
      'Bankverbindung: Landessparkasse zu Oldenburg · IBAN DE31 7819 8160 7629 1235 87 · BIC SLZODE22XXX',
    );
    expect(extractFields([page]).Fields.RelationName?.Value).toBe(name);
  });
});
