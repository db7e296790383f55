import { extractFields } from './extract';
import { pageOf } from './testPages';

type Line = Parameters<typeof pageOf>[1][number];

/** An invoice to the company whose head names only the addressee: the vendor is named at the foot of the page. */
const footedBy = (...foot: string[]) =>
  extractFields(
    [
      pageOf(1, [
        [0.15, [0.1, 'Jansen Logistiek BV'], [0.6, 'Factuur']],
        [0.17, [0.1, 'Postbus 1'], [0.6, 'Factuurnummer: 2024-0456']],
        [0.19, [0.1, '3500 AA Utrecht'], [0.6, 'Factuurdatum: 12-03-2024']],
        [0.4, 'Werkzaamheden', [0.8, '100,00']],
        [0.5, [0.55, 'Totaal'], [0.8, '121,00']],
        ...foot.map((text, index): Line => [0.92 + index * 0.015, text]),
      ]),
    ],
    { ownCompany: { Name: 'Jansen Logistiek BV' } },
  ).Fields.RelationName?.Value;

describe('a vendor named only at the foot of the page', () => {
  it('is the line over its street and town printed as one line', () => {
    expect(footedBy('Maatschap Huisartsen Zuid', 'Kerkstraat 12, 1234 AB Utrecht')).toBe(
      'Maatschap Huisartsen Zuid',
    );
    expect(footedBy('Holzbau Weber', 'Hauptstraße 5, 10115 Berlin')).toBe('Holzbau Weber');
  });

  it.each(['Novak Stavby s.r.o.', 'Kowalski Transport Sp. z o.o.', 'Tech Solutions S.L.U.'])(
    'ends in a legal form of Czechia, Poland or Spain: %s',
    (name) => {
      expect(footedBy(`${name}, Vodičkova 12, 110 00 Praha 1`)).toBe(name);
    },
  );

  it.each(['Sportclub De Hoek vzw', 'Les Amis du Vin ASBL', 'Garage Peeters CommV', 'Cabinet Martin SELARL'])(
    'ends in a Belgian or French legal form: %s',
    (name) => {
      expect(footedBy(`${name} - Dorpsstraat 1 - 2000 Antwerpen`)).toBe(name);
    },
  );

  it('is not a total label further down the page than a letter head stands', () => {
    const page = pageOf(1, [
      [0.12, [0.1, 'Factuur aan:'], [0.6, 'FACTUUR']],
      [0.14, [0.1, 'Jansen Logistiek BV'], [0.6, 'Factuurnummer: 2024-0456']],
      [0.16, [0.1, 'Postbus 1'], [0.6, 'Factuurdatum: 12-03-2024']],
      [0.18, [0.1, '3500 AA Utrecht']],
      [0.4, 'Werkzaamheden', [0.8, '100,00']],
      [0.5, [0.55, 'Totaal'], [0.8, '121,00']],
    ]);
    const own = { ownCompany: { Name: 'Jansen Logistiek BV' } };
    expect(extractFields([page], own).Fields.RelationName).toBeUndefined();
  });
});

describe('the names of other parties in a vendor’s small print', () => {
  /** A vendor without a legal form over the addressee, with one line of small print at the foot. */
  const printing = (smallPrint: string, letterhead = 'Atlas Techniek') =>
    extractFields(
      [
        pageOf(1, [
          [0.05, letterhead],
          [0.07, 'Kerkstraat 12'],
          [0.09, '1234 AB Utrecht'],
          [0.2, [0.1, 'Jansen Logistiek BV'], [0.6, 'Factuurnummer: 2024-0456']],
          [0.22, [0.1, 'Postbus 1'], [0.6, 'Factuurdatum: 12-03-2024']],
          [0.42, [0.1, 'Werkzaamheden'], [0.8, '1.000,00']],
          [0.5, [0.55, 'Totaal'], [0.8, '1.210,00']],
          [0.9, smallPrint],
        ]),
      ],
      { ownCompany: { Name: 'Jansen Logistiek BV' } },
    ).Fields.RelationName?.Value;

  it.each([
    'Bank: ABN AMRO Bank N.V. IBAN NL91ABNA0417164300',
    'Bankverbindung: Deutsche Bank AG, IBAN DE89370400440532013000',
    'Factuur gemaakt met Moneybird B.V.',
    'Verzekerd bij Nationale-Nederlanden Schadeverzekering Maatschappij N.V.',
    'Deze vordering is gecedeerd aan ABN AMRO Commercial Finance N.V.',
    'Member of the Atlas Group plc',
    'Betalingen worden verwerkt door Mollie B.V.',
    'Officieel dealer van Bosch Nederland B.V.',
    'Carrier: DHL Express (Netherlands) B.V.',
  ])('is not the vendor: "%s"', (smallPrint) => {
    expect(printing(smallPrint)).toBe('Atlas Techniek');
  });

  it('is the vendor still when there is no other name: a bank that bills its own fees', () => {
    expect(printing('ING Bank N.V. · Bijlmerdreef 106 · Amsterdam', '')).toBe('ING Bank N.V.');
  });
});
