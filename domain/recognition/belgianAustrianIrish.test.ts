import { pageOf } from './testPages';
import { valuesOf } from './testReading';
import type { PageWord } from './types';

describe('the totals on a table’s last line, under the columns of net, VAT and gross', () => {
  it('reads a Flemish architect’s "Totaal" under "Excl. BTW", "BTW %", "BTW" and "Incl. BTW"', () => {
    const row = (y: number, what: string, net: string, vat: string, gross: string, rate = '21%') =>
      [y, [0.1, what], [0.5, net], [0.62, rate], [0.7, vat], [0.82, gross]] as [
        number,
        ...[number, string][],
      ];
    const page = pageOf(1, [
      [0.06, 'Architectenbureau Claes & Peeters BV'],
      [0.3, 'Factuur 2025/019'],
      [0.32, 'Antwerpen, 12 december 2025'],
      [0.46, [0.1, 'Omschrijving'], [0.5, 'Excl. BTW'], [0.62, 'BTW %'], [0.7, 'BTW'], [0.82, 'Incl. BTW']],
      row(0.49, 'Ereloon voorontwerp', '3.930,72 €', '825,45 €', '4.756,17 €'),
      row(0.52, 'Ereloon omgevingsvergunning', '1.922,88 €', '403,80 €', '2.326,68 €'),
      row(0.55, 'Werfopvolging', '1.757,42 €', '369,06 €', '2.126,48 €'),
      row(0.58, 'Verplaatsingskosten', '147,81 €', '31,04 €', '178,85 €'),
      row(0.61, 'Totaal', '7.758,83 €', '1.629,35 €', '9.388,18 €', ''),
      [0.65, 'Gelieve het totaalbedrag van 9.388,18 € binnen 30 dagen over te schrijven.'],
    ]);
    expect(valuesOf(page)).toMatchObject({ NetAmount: 7758.83, VatAmount: 1629.35, GrossAmount: 9388.18 });
  });

  it('reads the net and gross of a "Totaal" row whose table has a VAT rate column but no VAT amounts', () => {
    const row = (y: number, what: string, net: string, rate: string, gross: string) =>
      [y, [0.1, what], [0.5, net], [0.66, rate], [0.8, gross]] as [number, ...[number, string][]];
    const page = pageOf(1, [
      [0.06, 'Schrijnwerkerij Vervaet BV'],
      [0.3, 'Factuur 2025/044'],
      [0.32, 'Gent, 3 maart 2025'],
      [0.46, [0.1, 'Omschrijving'], [0.5, 'Excl. BTW'], [0.66, 'BTW %'], [0.8, 'Incl. BTW']],
      row(0.49, 'Maatwerk kasten', '2.480,00 €', '21%', '3.000,80 €'),
      row(0.52, 'Plaatsing', '620,00 €', '21%', '750,20 €'),
      row(0.55, 'Totaal', '3.100,00 €', '', '3.751,00 €'),
      [0.6, 'Te betalen binnen 30 dagen na factuurdatum.'],
    ]);
    expect(valuesOf(page)).toMatchObject({ NetAmount: 3100, VatAmount: 651, GrossAmount: 3751 });
  });

  it('takes no net and gross from a totals row whose difference is no charged rate', () => {
    const page = pageOf(1, [
      [0.06, 'Schrijnwerkerij Vervaet BV'],
      [0.3, 'Factuur 2025/045'],
      [0.46, [0.1, 'Omschrijving'], [0.5, 'Excl. BTW'], [0.66, 'BTW %'], [0.8, 'Incl. BTW']],
      [0.49, [0.1, 'Maatwerk kasten'], [0.5, '2.480,00 €'], [0.66, '21%'], [0.8, '3.000,80 €']],
      [0.52, [0.1, 'Totaal'], [0.5, '2.480,00 €'], [0.8, '2.700,00 €']],
    ]);
    expect(valuesOf(page).NetAmount).toBeUndefined();
  });

  it('reads an Irish consultant’s "Total" under "Net", "VAT 23%" and "Gross", each amount with its € sign', () => {
    const page = pageOf(1, [
      [0.06, 'Kennedy Data Consulting Ltd'],
      [0.3, 'Invoice KDC-2026-002'],
      [0.32, 'Date: 6 January 2026'],
      [0.34, [0.1, 'Description'], [0.6, 'Net'], [0.72, 'VAT 23%'], [0.84, 'Gross']],
      [0.37, [0.1, 'Data warehouse migration'], [0.6, '€4,368.90'], [0.72, '€1,004.85'], [0.84, '€5,373.75']],
      [0.4, [0.1, 'Power BI dashboards'], [0.6, '€2,146.92'], [0.72, '€493.79'], [0.84, '€2,640.71']],
      [0.43, [0.1, 'Workshop'], [0.6, '€509.15'], [0.72, '€117.10'], [0.84, '€626.25']],
      [0.46, [0.1, 'Documentation'], [0.6, '€423.20'], [0.72, '€97.34'], [0.84, '€520.54']],
      [0.5, [0.1, 'Total'], [0.6, '€7,448.17'], [0.72, '€1,713.08'], [0.84, '€9,161.25']],
    ]);
    expect(valuesOf(page)).toMatchObject({ NetAmount: 7448.17, VatAmount: 1713.08, GrossAmount: 9161.25 });
  });

  it('reads an Austrian credit note’s "Summe" under "Netto", "USt.- / Betrag" and "Brutto", and its own number', () => {
    const page = pageOf(1, [
      [0.08, [0.65, 'Bergweg Digital GmbH']],
      [0.22, 'Rechnungskorrektur'],
      [0.26, 'Nr. RK-2025-012'],
      [0.29, 'Datum 27.09.2025'],
      [0.33, 'Zur Rechnung RE-2025-0115 vom 06.08.2025'],
      [0.38, 'wie besprochen korrigieren wir die Rechnung RE-2025-0115 und schreiben Ihnen gut:'],
      [0.448, [0.78, 'USt.-']],
      [
        0.46,
        [0.1, 'Pos.'],
        [0.15, 'Beschreibung'],
        [0.5, 'Menge'],
        [0.62, 'Netto'],
        [0.7, 'USt.'],
        [0.88, 'Brutto'],
      ],
      [0.472, [0.78, 'Betrag']],
      [
        0.49,
        [0.1, '1'],
        [0.15, 'Webshop-Wartung'],
        [0.5, '-2'],
        [0.6, '€ -562,34'],
        [0.7, '20 %'],
        [0.77, '€ -112,47'],
        [0.87, '€ -674,81'],
      ],
      [
        0.51,
        [0.1, '2'],
        [0.15, 'Supportstunden'],
        [0.5, '-5'],
        [0.6, '€ -442,65'],
        [0.7, '20 %'],
        [0.77, '€ -88,53'],
        [0.87, '€ -531,18'],
      ],
      [0.54, [0.15, 'Summe'], [0.6, '€ -1.004,99'], [0.77, '€ -201,00'], [0.87, '€ -1.205,99']],
      [0.6, 'Den Betrag verrechnen wir mit Ihrer nächsten Rechnung.'],
    ]);
    expect(valuesOf(page)).toMatchObject({
      Number: 'RK-2025-012',
      NetAmount: -1004.99,
      VatAmount: -201,
      GrossAmount: -1205.99,
    });
  });
});

describe('a credit note’s words on the invoice it is set off against', () => {
  it.each([
    ['Creditnotanummer', 'CN-2025-0007', 'Deze creditnota wordt verrekend met factuur 2025-0295.'],
    [
      'Credit Note Number',
      'CN-0023',
      'This credit note has been applied against invoice INV-4334 dated 28 Aug 2026.',
    ],
  ])('"%s %s" beside "%s"', (label, own, sentence) => {
    const page = pageOf(1, [
      [0.05, 'Pixelwerf BV'],
      [0.13, [0.52, label], [0.75, own]],
      [0.15, [0.52, 'Datum'], [0.75, '19-04-2025']],
      [0.4, [0.55, 'Totaal'], [0.8, '994,75']],
      [0.48, sentence],
    ]);
    expect(valuesOf(page).Number).toBe(own);
  });
});

describe('the vendor’s name', () => {
  it('is none of a closing that ends in the site’s name ("het team van Pixelwerf"): the footer names it', () => {
    const page = pageOf(1, [
      [0.05, 'Creditnota'],
      [0.13, [0.52, 'Creditnotanummer CN-2025-0007']],
      [0.15, [0.52, 'Datum 19-04-2025']],
      [0.4, [0.55, 'Totaal'], [0.8, '994,75']],
      [0.54, 'Met vriendelijke groeten, het team van Pixelwerf'],
      [0.948, [0.08, 'Pixelwerf BV'], [0.35, 'BTW BE0425.486.342'], [0.6, 'IBAN BE43 3639 5823 9701']],
      [0.96, [0.08, 'Doorniksesteenweg 214'], [0.35, 'RPR Gent']],
      [0.972, [0.08, '8500 Kortrijk'], [0.35, 'hallo@pixelwerf.be'], [0.6, 'www.pixelwerf.be']],
    ]);
    expect(valuesOf(page).RelationName).toBe('Pixelwerf BV');
  });

  it('is the legal name that holds a logo’s words in another order ("Pichler Gastro")', () => {
    const logo: PageWord[] = [
      { Text: 'Pichler', Box: [0.75, 0.05, 0.09, 0.02], Confidence: 95 },
      { Text: 'Gastro', Box: [0.85, 0.05, 0.08, 0.02], Confidence: 95 },
    ];
    const page = pageOf(1, [
      [0.08, [0.65, 'Lebensmittel · Getränke · Gastronomiebedarf']],
      [0.09, 'Gastro-Großhandel Pichler GmbH · Salzburger Straße 210 · 4600 Wels'],
      [0.11, 'Hotel Gasthof Zur Post GmbH'],
      [0.13, 'Marktplatz 4'],
      [0.3, 'RECHNUNG'],
      [0.32, 'Rechnungs-Nr. RE-2025-00633'],
      [0.5, [0.6, 'Gesamtbetrag'], [0.8, '1.234,56']],
      [0.97, 'Tel. +43 7242 555 310 · office@pichler-gastro.at'],
    ]);
    expect(valuesOf({ ...page, Words: [...logo, ...page.Words] }).RelationName).toBe(
      'Gastro-Großhandel Pichler GmbH',
    );
  });
});

describe('what Belgian and Austrian invoices print in their own way', () => {
  it('reads "Sous-total HTVA" and "Total TVAC" as the net and the gross', () => {
    const page = pageOf(1, [
      [0.06, 'Traiteur Les Saveurs de Meuse SRL'],
      [0.2, 'Facture F20250046'],
      [0.22, 'Date 20 janvier 2025'],
      [0.54, [0.55, 'Sous-total HTVA'], [0.8, '€ 4.967,25']],
      [0.56, [0.55, 'TVA 21%'], [0.8, '€ 399,77']],
      [0.58, [0.55, 'TVA 12%'], [0.8, '€ 367,63']],
      [0.6, [0.55, 'Total TVAC'], [0.8, '€ 5.734,65']],
    ]);
    expect(valuesOf(page)).toMatchObject({ NetAmount: 4967.25, GrossAmount: 5734.65 });
  });

  it('reads the day to pay by "pour le … au plus tard", and the order under "Uw bestelling"', () => {
    const french = pageOf(1, [
      [0.06, 'Jardins Delvaux SRL'],
      [0.2, 'Facture 2025-008'],
      [0.22, 'Namur, le 1er juin 2025'],
      [0.5, [0.55, 'Total'], [0.8, '1.989,25 €']],
      [0.6, 'Montant à payer pour le 1er juillet 2025 au plus tard sur le compte BE87 9737 9705 5094.'],
    ]);
    expect(valuesOf(french).DueDate).toBe('2025-07-01');
    const flemish = pageOf(1, [
      [0.06, 'Koffiebranderij De Zwarte Boon BV'],
      [0.22, 'FACTUUR'],
      [0.258, [0.1, 'Factuurnummer'], [0.3, 'Factuurdatum'], [0.5, 'Uw bestelling']],
      [0.27, [0.1, 'VF26-00341'], [0.3, '27/08/2026'], [0.5, 'B26/675']],
      [0.5, [0.55, 'Totaal te betalen'], [0.8, '442,06 €']],
    ]);
    expect(valuesOf(flemish).PurchaseOrderNumber).toBe('B26/675');
  });

  it('dates the invoice by its letter’s place and day, not by the order’s day beside "Ihre Bestellung:"', () => {
    const page = pageOf(1, [
      [0.08, [0.33, 'Tischlerei Hofer e.U.']],
      [0.18, [0.1, 'Steuerberatung Mayr & Partner GmbH'], [0.65, 'Graz, am 26. Jänner 2026']],
      [0.2, 'Joanneumring 12'],
      [0.28, 'Rechnung'],
      [0.31, [0.1, 'Rechnungsnummer:'], [0.3, '2/2026']],
      [0.34, [0.1, 'Ihre Bestellung:'], [0.3, '2025-368 vom 17. November 2025']],
      [0.65, [0.6, 'Rechnungsbetrag'], [0.8, '€ 11.629,80']],
    ]);
    expect(valuesOf(page).Date).toBe('2026-01-26');
  });
});
