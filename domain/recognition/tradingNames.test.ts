import { pageOf } from './testPages';
import { largeWords, valuesOf, withLetterhead } from './testReading';

describe('the vendor behind the name on top', () => {
  it('is the firm a trading name belongs to, named in the foot', () => {
    const page = pageOf(1, [
      [0.06, 'Domestic & commercial electrical contractors'],
      [0.08, [0.6, '14 Foundry Lane, Leicester LE3 5GH']],
      [0.1, [0.5, '0116 555 0148 · office@brightsparkelectrical.co.uk']],
      [0.14, [0.6, 'Credit note no.'], [0.8, 'CN-0002']],
      [0.16, [0.6, 'Date'], [0.8, '2 Jan 2025']],
      [0.22, 'Kestrel Lettings Ltd'],
      [0.24, '22 Friar Lane'],
      [0.6, [0.6, 'Total credit'], [0.85, '£933.31']],
      [
        0.9,
        'Bright Spark Electrical is a trading name of Mitchell Electrical Services Ltd. Registered in England and Wales No. 09146048.',
      ],
      [0.92, 'Registered office: 14 Foundry Lane, Leicester LE3 5GH · VAT No. GB 987 3107 88'],
    ]);
    const read = valuesOf(withLetterhead(largeWords('Bright Spark Electrical', 0.1, 0.02), page));
    expect(read.RelationName).toBe('Mitchell Electrical Services Ltd.');
  });

  it('is the principal an accountant invoices for, under a heading that ends its line, not the accountant', () => {
    const page = pageOf(1, [
      [0.06, [0.7, 'Avenue Cardinal Mercier 46']],
      [0.08, [0.7, '5000 Namur']],
      [0.1, 'Comptabilité · Fiscalité · Gestion administrative'],
      [0.16, 'FACTURE ÉMISE AU NOM ET POUR LE COMPTE DE'],
      [0.18, 'Menuiserie Lejeune SRL'],
      [0.2, 'Rue de la Station 27'],
      [0.22, '5030 Gembloux'],
      [0.24, 'TVA BE 0666.546.287 · RPM Liège, division Namur'],
      [0.3, [0.6, 'Facture n°'], [0.8, '2025/LJ/0191']],
      [0.32, [0.6, 'Date'], [0.8, '09/06/2025']],
      [0.6, [0.6, 'Total TVAC'], [0.85, '11.810,80 €']],
      [
        0.9,
        'Facture établie par Fiduciaire Delvaux SRL (TVA BE 0809.621.980), mandataire, au nom et pour le compte de Menuiserie Lejeune SRL,',
      ],
    ]);
    const read = valuesOf(withLetterhead(largeWords('Fiduciaire Delvaux SRL', 0.1, 0.03), page));
    expect(read.RelationName).toBe('Menuiserie Lejeune SRL');
  });
});

describe('a credit note that names the invoice it credits', () => {
  it('has its own date, not the date under "Against invoice", and its own number, not one in a line', () => {
    const page = pageOf(1, [
      [0.04, 'Mitchell Electrical Services Ltd'],
      [0.06, [0.75, 'CREDIT NOTE']],
      [0.08, [0.66, 'Credit note no.'], [0.88, 'CN-0002']],
      [0.1, [0.66, 'Date'], [0.88, '2 Jan 2025']],
      [0.12, [0.66, 'Against invoice'], [0.88, 'INV-2331']],
      [0.14, [0.66, 'Invoice date'], [0.88, '8 Dec 2024']],
      [0.4, [0.1, 'Description'], [0.6, 'Qty'], [0.7, 'Unit price'], [0.85, 'Net']],
      [
        0.43,
        [0.1, 'LED panel 600 x 600 mm, returned unused'],
        [0.6, '8'],
        [0.7, '£41.01'],
        [0.85, '£328.08'],
      ],
      [
        0.46,
        [0.1, 'Labour charged twice on invoice INV-2331'],
        [0.6, '5'],
        [0.7, '£48.00'],
        [0.85, '£240.00'],
      ],
      [0.55, [0.6, 'Net credit'], [0.85, '£568.08']],
      [0.57, [0.6, 'VAT @ 20%'], [0.85, '£113.62']],
      [0.6, [0.6, 'Total credit'], [0.85, '£681.70']],
    ]);
    expect(valuesOf(page)).toMatchObject({ Number: 'CN-0002', Date: '2025-01-02' });
  });
});

describe('a doctor’s letter', () => {
  it('is dated by its place and date, not by the accident it reports nor by a line of the table', () => {
    const page = pageOf(1, [
      [0.04, [0.6, 'Dr. med. Petra Schulz']],
      [0.14, [0.1, 'Dr. med. P. Schulz · Parkstraße 18 · 50968 Köln'], [0.75, 'Köln, 19. März 2025']],
      [0.16, [0.1, 'Niederrheinische Unfallversicherung AG'], [0.6, 'Rechnungs-Nr.'], [0.8, 'G-2025-074']],
      [0.3, 'Rechnung'],
      [0.32, [0.1, 'Versicherte Person:'], [0.3, 'Herr Jürgen Albers']],
      [0.34, [0.1, 'Unfall vom:'], [0.3, '07.10.2024']],
      [0.4, [0.1, 'Datum'], [0.3, 'Leistung'], [0.7, 'Anzahl'], [0.85, 'Betrag €']],
      [0.43, [0.1, '01.03.2025'], [0.3, 'Aktenstudium'], [0.7, '4'], [0.85, '386,08']],
      [0.46, [0.1, '04.03.2025'], [0.3, 'Untersuchung'], [0.7, '1'], [0.85, '26,43']],
      [0.55, [0.6, 'Rechnungsbetrag'], [0.85, '412,51 €']],
    ]);
    expect(valuesOf(page).Date).toBe('2025-03-19');
  });
});
