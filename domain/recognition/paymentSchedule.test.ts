import { extractFields } from './extract';
import { pageOf } from './testPages';

// Tryton's invoice report: no due label, the due date stands in the payment schedule under the totals.
const withSchedule = (heading: string, date: string) =>
  pageOf(1, [
    [0.05, 'Drukkerij Van der Linden B.V.'],
    [0.2, 'Factuur: 2025-0643'],
    [0.22, 'Datum: 12-02-2025'],
    [0.5, [0.6, 'Totaal:'], [0.8, '€ 1.448,61']],
    [0.53, [0.6, heading]],
    [0.55, [0.6, 'Datum'], [0.8, 'Bedrag']],
    [0.57, [0.52, date], [0.8, '€ 1.448,61']],
  ]);

describe('a due date in a payment schedule', () => {
  it('is the first date under the heading, in its column', () => {
    for (const heading of [
      'Betalingsvoorwaarden',
      'Payment Term',
      'Zahlungsbedingung',
      'Conditions de paiement',
    ])
      expect(extractFields([withSchedule(heading, '26-02-2025')]).Fields.DueDate).toMatchObject({
        Value: '2025-02-26',
        Confidence: 0.5,
      });
  });

  it('is no due date when it lies before the document date', () => {
    expect(
      extractFields([withSchedule('Betalingsvoorwaarden', '01-02-2025')]).Fields.DueDate,
    ).toBeUndefined();
  });

  it('needs the heading: a lone later date is not taken for the due date', () => {
    expect(extractFields([withSchedule('Opmerkingen', '26-02-2025')]).Fields.DueDate).toBeUndefined();
  });
});
