import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A provider's monthly bill: many numbers, the period's dates, and a sentence that says how and when it is paid. */
const bill = (date: string, ...sentence: string[]) =>
  pageOf(1, [
    [0.05, 'Stadtwerke Altheim GmbH'],
    [0.2, [0.5, 'Rechnungsnummer'], [0.7, '202600962669']],
    [0.22, [0.5, date]],
    [0.24, [0.5, 'Abrechnungszeitraum'], [0.7, '01.04.2026 bis 30.04.2026']],
    [0.5, [0.5, 'Rechnungsbetrag'], [0.7, '249,33 €']],
    ...sentence.map((text, index): [number, string] => [0.6 + index * 0.014, text]),
  ]);

describe('the due date a sentence about paying names', () => {
  it.each([
    [
      'Bitte überweisen Sie den Rechnungsbetrag von 249,33 € bis zum 19. Juni 2026 auf unser Konto.',
      '2026-06-19',
    ],
    [
      'Den Rechnungsbetrag von 249,33 € buchen wir am 19. Juni 2026 per SEPA-Lastschrift von Ihrem Konto ab.',
      '2026-06-19',
    ],
    [
      'Wilt u het bedrag van € 249,33 vóór 19 juni 2026 overmaken op rekening NL48 RABO 8007 6620 16?',
      '2026-06-19',
    ],
    ['Wij schrijven het bedrag van € 249,33 rond 19 juni 2026 automatisch af van uw rekening.', '2026-06-19'],
    ['Please pay £249.33 by 19 June 2026 to our account, quoting your account number.', '2026-06-19'],
    [
      'We will collect £249.33 by Direct Debit on or just after 19 June 2026 from your account.',
      '2026-06-19',
    ],
    ['Le montant de 249,33 € sera prélevé le 19 juin 2026 sur votre compte.', '2026-06-19'],
    ['Merci de régler 249,33 € avant le 19 juin 2026 par virement sur notre compte.', '2026-06-19'],
  ])('reads "%s"', (sentence, due) => {
    const { Fields } = extractFields([bill('Rechnungsdatum: 29.05.2026', sentence)]);
    expect(Fields.DueDate).toMatchObject({ Value: due });
    // The bill's own date and period are not it.
    expect(Fields.Date?.Value).toBe('2026-05-29');
  });

  it('reads the day where the sentence wraps before it', () => {
    const { Fields } = extractFields([
      bill(
        'Rechnungsdatum: 29.05.2026',
        'Bitte überweisen Sie den Rechnungsbetrag von 249,33 € bis zum',
        '19. Juni 2026 auf unser Konto.',
      ),
    ]);
    expect(Fields.DueDate?.Value).toBe('2026-06-19');
  });

  it('takes no day of a sentence that asks nothing to be paid, nor a day before the document', () => {
    const thanks = extractFields([
      bill('Rechnungsdatum: 29.05.2026', 'Wir danken Ihnen für Ihren Auftrag vom 12. Mai 2026.'),
    ]);
    expect(thanks.Fields.DueDate).toBeUndefined();
    const earlier = extractFields([
      bill('Rechnungsdatum: 29.05.2026', 'Bitte zahlen Sie bis zum 12. Mai 2026.'),
    ]);
    expect(earlier.Fields.DueDate).toBeUndefined();
  });
});

describe('the last day to pay, not the last day of a discount for paying early', () => {
  it.each([
    'Zahlbar bis zum 12.06.2026 mit 2 % Skonto oder bis zum 28.06.2026 netto.',
    'Zahlbar bis 12.06. abzüglich 2 % Skonto, bis 28.06.2026 netto.',
    'Bij betaling vóór 12-06-2026 2% korting, anders uiterlijk 28-06-2026.',
    'Please pay by 12/06/2026 for a 2% discount, or by 28/06/2026 net.',
    'Payable au plus tard le 28/06/2026. Escompte 2 % pour paiement avant le 12/06/2026.',
    'Zahlbar innerhalb 30 Tagen netto bis 28.06.2026, 3% Skonto innerhalb 10 Tagen bis 12.06.2026',
    // A percentage that is no discount, in the next sentence.
    'Payment due by 28/06/26. Items returned are subject to a 10% restocking charge.',
  ])('reads "%s"', (sentence) => {
    const { Fields } = extractFields([bill('Rechnungsdatum: 29.05.2026', sentence)]);
    expect(Fields.DueDate?.Value).toBe('2026-06-28');
  });

  it('keeps the due date of its own column beside a column about the discount', () => {
    const { Fields } = extractFields([
      bill('Rechnungsdatum: 29.05.2026', 'Fällig am: 28.06.2026', 'Skonto: 2 % bei Zahlung binnen 8 Tagen'),
    ]);
    expect(Fields.DueDate?.Value).toBe('2026-06-28');
    const columns = extractFields([
      pageOf(1, [
        [0.05, 'Stadtwerke Altheim GmbH'],
        [0.2, [0.5, 'Rechnungsdatum: 29.05.2026']],
        [0.3, 'Fällig am: 28.06.2026', [0.5, 'Skonto 2 %: 12.06.2026']],
      ]),
    ]);
    expect(columns.Fields.DueDate?.Value).toBe('2026-06-28');
  });
});
