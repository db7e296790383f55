import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A KOMA-Script business letter: the reference line (labels above their values), a subject, terms in a sentence. */
function letter(refLabels: string[], refValues: string[], subject: string, terms: string) {
  const columns = [0.1, 0.3, 0.5, 0.7];
  return pageOf(1, [
    [0.05, [0.7, 'Schildersbedrijf Bos B.V.']],
    [0.07, [0.7, 'Industrieweg 44']],
    [0.2, 'Gemeente Deventer'],
    [0.3, ...refLabels.map((label, index): [number, string] => [columns[index], label])],
    [0.315, ...refValues.map((value, index): [number, string] => [columns[index], value])],
    [0.36, subject],
    [0.45, [0.3, 'Totaal excl. btw'], [0.6, '100,00']],
    [0.465, [0.3, 'Btw'], [0.6, '21,00']],
    [0.48, [0.3, 'Totaal incl. btw'], [0.6, '121,00']],
    [0.52, terms],
  ]);
}

describe('an invoice written as a business letter', () => {
  it('reads the number, order and date from the reference line, labels above their values', () => {
    const page = letter(
      ['Uw kenmerk', 'Klant No.', 'Rekening No.', 'Datum'],
      ['225300', 'K-68444', 'RE20257672', '28 januari 2025'],
      'Factuur',
      'Wij verzoeken u het bedrag binnen 14 dagen, uiterlijk 11 februari 2025, te voldoen.',
    );
    const { Fields } = extractFields([page]);
    expect(Fields.Number?.Value).toBe('RE20257672');
    expect(Fields.PurchaseOrderNumber?.Value).toBe('225300');
    expect(Fields.Date?.Value).toBe('2025-01-28');
    expect(Fields.DueDate?.Value).toBe('2025-02-11');
  });

  it('takes no year of a month in the subject for the number ("Factuur januari 2026")', () => {
    const page = letter(['Datum'], ['28 januari 2026'], 'Factuur januari 2026', 'Met vriendelijke groet,');
    expect(extractFields([page]).Fields.Number?.Value).not.toBe('2026');
  });

  it.each([
    [
      'de',
      'Datum',
      '12.03.2026',
      'Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 26.03.2026.',
      '2026-03-26',
    ],
    ['en', 'Date', '12 March 2026', 'Payment is due within 30 days, by 11 April 2026.', '2026-04-11'],
    ['fr', 'Date', '21 juin 2026', 'Paiement à 14 jours, au plus tard le 05/07/2026.', '2026-07-05'],
  ])(
    'reads the due date of the terms sentence in %s, and the date of the reference line',
    (_, label, date, terms, due) => {
      const { Fields } = extractFields([letter([label], [date], 'Invoice', terms)]);
      expect(Fields.DueDate?.Value).toBe(due);
      expect(Fields.Date?.Value).not.toBe(due);
    },
  );
});

describe("an invoice with the invoice package's fee table: fees, their VAT, expenses without VAT", () => {
  const page = pageOf(1, [
    [0.05, [0.5, 'Vertaalbureau Linguaal']],
    [0.07, [0.5, 'Btw-nr. NL123456789B01']],
    [0.2, 'Factuurnummer: 2025-0042'],
    [0.3, 'Activiteit', [0.45, 'Prijs/Eenheid'], [0.6, 'Aantal'], [0.7, 'Bedrag (Euro)']],
    [0.315, 'Vertaling NL-EN', [0.45, '0.12'], [0.6, '12500'], [0.72, '1500.00']],
    [0.33, 'Eindredactie', [0.45, '65.00'], [0.6, '6'], [0.72, '390.00']],
    [0.345, 'Subtotaal Honorarium', [0.72, '1890.00']],
    [0.36, 'BTW (21%)', [0.72, '396.90']],
    [0.375, 'Reiskosten', [0.45, 'Euro'], [0.72, '45.30']],
    [0.39, 'Totaal Honorarium', [0.72, '1890.00']],
    [0.405, 'Totaal BTW', [0.72, '396.90']],
    [0.42, 'Totaal Onkosten', [0.72, '45.30']],
    [0.435, 'Totaal', [0.72, '2332.20']],
  ]);

  it('takes the last "Totaal" for the gross, not "Totaal BTW" or "Totaal Honorarium", and reads "Euro" as EUR', () => {
    const { Fields } = extractFields([page]);
    expect(Fields.GrossAmount?.Value).toBe(2332.2);
    expect(Fields.VatAmount?.Value).toBe(396.9);
    expect(Fields.Currency?.Value).toBe('EUR');
  });
});

describe('an invoice2 table read by OCR with a digit of the net amount wrong', () => {
  it('takes "Gross Total" for the gross, and "Net Total" not', () => {
    const page = pageOf(1, [
      [0.05, [0.6, 'Tom Hayward Consulting']],
      [0.2, 'Invoice no.', [0.3, 'Date']],
      [0.215, '2025-2592', [0.3, '12 March 2026']],
      [0.5, [0.5, 'Net Total'], [0.65, '3,541.00']],
      [0.515, [0.5, 'VAT'], [0.65, '708.22']],
      [0.53, [0.5, 'Gross Total'], [0.65, '4,249.31']],
    ]);
    expect(extractFields([page]).Fields.GrossAmount?.Value).toBe(4249.31);
  });
});
