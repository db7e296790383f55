import { extractFields } from './extract';
import { pageOf } from './testPages';

/** An invoice that prints its payment term, not its due date. */
const invoice = (date: string, ...terms: string[]) =>
  pageOf(1, [
    [0.05, 'Schildersbedrijf Bakker'],
    [0.2, 'Factuur 2025-031', [0.6, date]],
    [0.5, [0.4, 'Totaal'], [0.7, '€ 121,00']],
    ...terms.map((term, index): [number, string] => [0.6 + index * 0.02, term]),
  ]);

describe('the due date a printed payment term gives', () => {
  it.each([
    ['Datum: 12-05-2025', 'Betaling binnen 30 dagen na factuurdatum.', '2025-06-11'],
    ['Invoice date: 5 March 2025', 'Payment terms: 30 days', '2025-04-04'],
    ['Date: 03/28/2025', 'Terms: Net 15', '2025-04-12'],
    ['Rechnungsdatum: 03.04.2025', 'Zahlbar innerhalb von 14 Tagen ohne Abzug.', '2025-04-17'],
    ['Date : 14/06/2025', 'Paiement à 45 jours.', '2025-07-29'],
    ['Invoice date: 5 March 2025', 'Payment due upon receipt.', '2025-03-05'],
    ['Rechnungsdatum: 03.04.2025', 'Zahlbar sofort ohne Abzug.', '2025-04-03'],
    // The verb after the term.
    ['Datum: 12-05-2025', 'Wij verzoeken u het bedrag binnen 14 dagen over te maken.', '2025-05-26'],
    ['Datum: 12-05-2025', 'Gelieve binnen 30 dagen na factuurdatum te betalen.', '2025-06-11'],
    ['Invoice date: 5 March 2025', 'Please pay within 21 days.', '2025-03-26'],
    ['Rechnungsdatum: 03.04.2025', 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.', '2025-04-17'],
    [
      'Rechnungsdatum: 03.04.2025',
      'Der Betrag ist innerhalb von 30 Tagen nach Rechnungsdatum zu zahlen.',
      '2025-05-03',
    ],
    // The term as a row of the payment conditions.
    ['Datum: 12-05-2025', 'Betaling: 14 dagen netto', '2025-05-26'],
    ['Datum: 12-05-2025', 'Betaaltermijn: 30 dagen', '2025-06-11'],
    ['Invoice date: 5 March 2025', 'Payment within 14 days', '2025-03-19'],
    ['Date : 14/06/2025', 'Conditions de paiement : 30 jours', '2025-07-14'],
    ['Rechnungsdatum: 03.04.2025', 'Zahlungsbedingungen: 14 Tage netto', '2025-04-17'],
    ['Date : 14/06/2025', 'Conditions de paiement : à réception de facture', '2025-06-14'],
    // No days: due when received.
    ['Invoice date: 5 March 2025', 'Due date: On receipt', '2025-03-05'],
    ['Invoice date: 5 March 2025', 'Terms: Due on receipt', '2025-03-05'],
    ['Invoice date: 5 March 2025', 'Payment due immediately', '2025-03-05'],
    ['Rechnungsdatum: 03.04.2025', 'Zahlbar nach Erhalt der Rechnung', '2025-04-03'],
    ['Rechnungsdatum: 03.04.2025', 'Fällig bei Erhalt', '2025-04-03'],
    ['Datum: 12-05-2025', 'Te betalen bij ontvangst', '2025-05-12'],
    ['Datum: 12-05-2025', 'Vervaldatum: bij ontvangst van de factuur', '2025-05-12'],
    // Days after receipt are days.
    ['Rechnungsdatum: 03.04.2025', 'Zahlbar innerhalb von 14 Tagen nach Erhalt der Rechnung', '2025-04-17'],
  ])('counts the term from the document date: %s, "%s"', (date, term, due) => {
    const { Fields } = extractFields([invoice(date, term)]);
    expect(Fields.DueDate?.Value).toBe(due);
    // Less sure than a printed due date: the verifier checks it.
    expect(Fields.DueDate?.Confidence).toBeLessThan(0.6);
    expect(Fields.DueDate?.Label).toBeDefined();
  });

  it('takes the net term, not the shorter one of a discount for early payment', () => {
    const { Fields } = extractFields([
      invoice(
        'Rechnungsdatum: 03.04.2025',
        'Zahlbar innerhalb von 10 Tagen mit 2 % Skonto,',
        'zahlbar innerhalb von 30 Tagen netto.',
      ),
    ]);
    expect(Fields.DueDate?.Value).toBe('2025-05-03');
  });

  it.each([
    'Klachten binnen 8 dagen na ontvangst melden.',
    'Reklamationen sind innerhalb von 8 Tagen zu melden.',
    'Returns accepted within 30 days.',
  ])('takes no term of days that is not for paying: "%s"', (term) => {
    expect(extractFields([invoice('Datum: 12-05-2025', term)]).Fields.DueDate).toBeUndefined();
  });

  it.each([
    ['Datum: 12-05-2025', 'Betaaltermijn: 30-06-2025'],
    ['Datum: 12-05-2025', 'Betaling vóór 30-06-2025 op NL91 ABNA 0417 1643 00'],
    ['Rechnungsdatum: 12.05.2025', 'Wir bitten um Zahlung bis spätestens 30.06.2025.'],
    ['Invoice date: 12 May 2025', 'Payment by 30 June 2025, please.'],
    ['Date : 12/05/2025', 'Paiement avant le 30/06/2025'],
  ])('reads the day a payment is asked by: %s, "%s"', (date, term) => {
    expect(extractFields([invoice(date, term)]).Fields.DueDate?.Value).toBe('2025-06-30');
  });

  it('takes no day of a period or of a payment received for the last day to pay', () => {
    const dueOf = (...terms: string[]) =>
      extractFields([invoice('Rechnungsdatum: 12.05.2025', ...terms)]).Fields.DueDate;
    expect(dueOf('Leistungszeitraum: 01.05.2025 bis 31.05.2025', 'Zahlung per Überweisung.')).toBeUndefined();
    expect(dueOf('Zahlung erhalten am 20.05.2025, vielen Dank.')).toBeUndefined();
    expect(dueOf('Payment by bank transfer.')).toBeUndefined();
  });

  it('leaves a term counted from the end of the month alone, and a printed due date stands', () => {
    expect(
      extractFields([invoice('Date : 14/06/2025', 'Paiement à 30 jours fin de mois.')]).Fields.DueDate,
    ).toBeUndefined();
    const printed = extractFields([
      invoice('Datum: 12-05-2025', 'Betaling binnen 30 dagen, uiterlijk op 20-06-2025.'),
    ]);
    expect(printed.Fields.DueDate?.Value).toBe('2025-06-20');
  });
});
