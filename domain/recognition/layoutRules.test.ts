import { extractFields } from './extract';
import { pageOf } from './testPages';
import type { Box, PageWords } from './types';

describe('extractFields on printed layouts', () => {
  it('reads labels split by kerning ("Zahlbetr ag", "Ver käufer") and does not take "betr ag" for a company AG', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Rechnung Nr. 471102 vom 13.11.2019'],
        [0.2, 'Ver käufer :'],
        [0.22, 'Liefer ant GmbH'],
        [0.3, 'Käufer :'],
        [0.32, 'Ma jolie boutique SARL'],
        [0.5, 'Steuer basisbetr ag', [0.6, 'USt.-Betr ag']],
        [0.52, '100,00', [0.6, '19,00']],
        [0.6, 'Br uttosumme', [0.6, '119,00']],
        [0.62, 'Zahlbetr ag', [0.6, '119,00']],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('Liefer ant GmbH');
    expect(Fields.GrossAmount?.Value).toBe(119);
  });

  it('takes the date on the document number line, not a version date above it', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Stylesheet-Version: 2.0 vom 18.10.2018'],
        [0.15, 'Handelsrechnung Nr. 471102 vom 13.11.2019'],
      ]),
    ]);
    expect([Fields.Number?.Value, Fields.Date?.Value]).toEqual(['471102', '2019-11-13']);
  });

  it('reads the due date from a sentence or under a "Fälligkeit" column, without the full stop', () => {
    const sentence = extractFields([
      pageOf(1, [
        [0.05, 'Rechnung Nr. 77 vom 18.11.2017'],
        [0.5, 'Bitte überweisen Sie bis zum 09.12.2017.'],
      ]),
    ]);
    expect(sentence.Fields.DueDate?.Value).toBe('2017-12-09');
    const column = extractFields([
      pageOf(1, [
        [0.05, 'Rechnung Nr. 77 vom 30.10.2018'],
        [0.5, 'Beschreibung', [0.6, 'Fälligkeit']],
        [0.515, [0.6, '29.11.2018']],
      ]),
    ]);
    expect(column.Fields.DueDate?.Value).toBe('2018-11-29');
  });

  it('takes the bottom row of a table of totals, the one that adds up to the most', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Beleg-Nr : R876'],
        [0.8, 'Nettobetrag', [0.4, 'MwSt-Betrag'], [0.7, 'Endbetrag']],
        [0.815, '321,40', [0.4, '61,07'], [0.7, '382,47']],
        [0.83, '127,59', [0.4, '8,93'], [0.7, '136,52']],
        [0.845, '448,99', [0.4, '70,00'], [0.7, '518,99']],
      ]),
    ]);
    expect(Fields.Number?.Value).toBe('R876');
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      448.99, 70, 518.99,
    ]);
  });

  it('adds up VAT printed per rate when there is no VAT total', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.3, 'Art', [0.7, 'Steuerbetrag']],
        [0.315, 'Umsatzsteuer 19 %', [0.7, '-0,92']],
        [0.33, 'Umsatzsteuer 7 %', [0.7, '-0,20']],
        [0.4, 'Rechnungssumme ohne USt.', [0.7, '-7,67']],
        [0.42, 'Bruttosumme', [0.7, '-8,79']],
      ]),
    ]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      -7.67, -1.12, -8.79,
    ]);
  });

  it('keeps a postcode beside "TVA" and the share capital out of the amounts', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'SARL au capital de 120 000,00 €'],
        [0.1, 'TVA', [0.3, '75018 PARIS']],
        [0.6, 'Total TTC', [0.7, '671,15 €']],
      ]),
    ]);
    expect(Fields.GrossAmount?.Value).toBe(671.15);
    expect(Fields.VatAmount).toBeUndefined();
  });

  it('does not take a VAT number or a phone number for the invoice number', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice', [0.5, 'NL810433941B01']],
        [0.07, 'Invoice', [0.5, '+31201234567']],
      ]),
    ]);
    expect(Fields.Number).toBeUndefined();
    const other = extractFields([pageOf(1, [[0.05, 'Factuur', [0.5, 'Klantnummer: 5512']]])]).Fields;
    expect(other.Number).toBeUndefined();
  });

  it('tells the seller from the buyer by the heading above each column and backs a name by the web site', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Lieferant', [0.5, 'Käufer']],
        [0.07, 'MUSTERLIEFERANT GMBH', [0.5, 'MUSTER-KUNDE GMBH']],
        [0.9, 'www.musterlieferant.de'],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('MUSTERLIEFERANT GMBH');
    const billTo = extractFields([
      pageOf(1, [
        [0.1, 'Bill to Address:'],
        [0.12, 'ATTN: iViveLabs Limited'],
        [0.8, 'Amazon Web Services, Inc.'],
      ]),
    ]);
    expect(billTo.Fields.RelationName?.Value).toBe('Amazon Web Services, Inc.');
  });

  it('reads the name under a seller heading when it has no legal form', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.1, 'Seller'],
        [0.12, 'Number: 549910'],
        [0.14, 'Bakkerij De Korenschoof'],
        [0.3, 'Buyer'],
        [0.32, 'Jansen Retail'],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('Bakkerij De Korenschoof');
  });

  it('leaves out OCR noise: doubtful specks and a vertical rule read as a tall "|"', () => {
    const page = pageOf(1, [[0.5, 'Totaal', [0.3, '€ 109,00']]]);
    const noisy: PageWords = {
      ...page,
      Words: [
        ...page.Words.map((word) => ({ ...word, Confidence: 0.9 })),
        { Text: '|', Box: [0.2, 0.45, 0.002, 0.1], Confidence: 0.3 },
        { Text: '~', Box: [0.25, 0.5, 0.01, 0.012], Confidence: 0.2 },
      ],
    };
    const { Fields } = extractFields([noisy], { source: 'Ocr' });
    expect(Fields.GrossAmount).toMatchObject({ Value: 109, Source: 'Ocr' });
  });

  it('reads a bare "No." under the title, not the end of "Order no." nor a party\'s "Nummer"', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'INVOICE'],
        [0.1, 'Order no.: PO-7781', [0.5, 'No.: 2024-0042']],
        [0.2, 'Verkäufer:'],
        [0.22, 'Nummer: 549910'],
      ]),
    ]);
    expect([Fields.Number?.Value, Fields.PurchaseOrderNumber?.Value]).toEqual(['2024-0042', 'PO-7781']);
  });

  it('reads a value glued to its label and one printed on a baseline of its own beside its label', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.1, 'Rechnungsnummer:RE-4711'],
        [0.2, 'IBAN'],
        [0.2065, [0.3, 'DE89 3704 0044 0532 0130 00']],
      ]),
    ]);
    expect([Fields.Number?.Value, Fields.IbanNumber?.Value]).toEqual(['RE-4711', 'DE89370400440532013000']);
  });

  it('takes the first of two accounts, a register number with its letters and a French SIRET in groups', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.9, 'Rabobank IBAN NL91 ABNA 0417 1643 00 · ING IBAN NL20 INGB 0001 2345 67'],
        [0.92, 'Amtsgericht Köln HRB 12345 · USt-IdNr. DE 123 456 789'],
      ]),
    ]);
    expect([Fields.IbanNumber?.Value, Fields.RelationChamberOfCommerce?.Value]).toEqual([
      'NL91ABNA0417164300',
      'HRB 12345',
    ]);
    const siret = extractFields([pageOf(1, [[0.9, 'SIRET : 421 938 861 00017 · TVA FR12421938861']])]).Fields;
    expect(siret.RelationChamberOfCommerce?.Value).toBe('42193886100017');
  });

  it('reads the payment reference a sentence or a label asks for in English, Dutch and German', () => {
    const referenceOf = (line: string) =>
      extractFields([
        pageOf(1, [
          [0.05, 'Acme Supplies B.V.'],
          [0.2, 'Factuurnummer 2025-001'],
          [0.5, [0.6, 'Totaal'], [0.8, '121,00']],
          [0.6, line],
        ]),
      ]).Fields.PaymentReference?.Value;
    expect(referenceOf('Please quote 7712345699 with your payment')).toBe('7712345699');
    expect(referenceOf('Reference for payment: 7712345699')).toBe('7712345699');
    expect(referenceOf('Payment ID: 7712345699')).toBe('7712345699');
    expect(referenceOf('Bij betaling vermelden: 7712345699')).toBe('7712345699');
    expect(referenceOf('Bitte bei Zahlung angeben: RE7712345699')).toBe('RE7712345699');
  });

  it('reads an IBAN with its BIC written on after a slash under "IBAN/BIC"', () => {
    const { Fields } = extractFields([pageOf(1, [[0.9, 'IBAN/BIC: NL91ABNA0417164300/ABNANL2A']])]);
    expect(Fields.IbanNumber?.Value).toBe('NL91ABNA0417164300');
  });

  it('takes a seller without a legal form from its letter head and footer over a buyer with one', () => {
    const page = pageOf(1, [
      [0.05, 'Atlas Techniek'],
      [0.09, 'Kerkstraat 1'],
      [0.15, 'Müller Handel B.V.'],
      [0.17, 'Stationsweg 4'],
      [0.9, 'Atlas Techniek · Kerkstraat 1 · KvK 12345678 · IBAN NL91 ABNA 0417 1643 00'],
    ]);
    // The letter head is printed large.
    const words = page.Words.map((word) =>
      word.Box[1] === 0.05 ? { ...word, Box: [word.Box[0], 0.04, word.Box[2] * 2, 0.024] as Box } : word,
    );
    const { Fields } = extractFields([{ ...page, Words: words }]);
    expect(Fields.RelationName?.Value).toBe('Atlas Techniek');
    expect(Fields.RelationChamberOfCommerce?.Value).toBe('12345678');
  });

  it('takes the name under a "From:" heading printed large, not the heading', () => {
    const page = pageOf(1, [
      [0.05, 'Commercial Invoice'],
      [0.13, 'From:', [0.5, 'To:']],
      [0.15, 'The Duck Company', [0.5, 'Paulo Cereda']],
      [0.17, 'Some Avenue', [0.5, 'Rua Bonita']],
      [0.3, 'Description'],
      [0.32, 'Yellow Ducks'],
      [0.34, 'Pink Ducks'],
    ]);
    const words = page.Words.map((word) =>
      word.Box[1] === 0.13 ? { ...word, Box: [word.Box[0], 0.12, word.Box[2], 0.024] as Box } : word,
    );
    expect(extractFields([{ ...page, Words: words }]).Fields.RelationName?.Value).toBe('The Duck Company');
  });

  it("takes a letter head's name printed again in the footer over a name made of its mail domain", () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.1, [0.5, 'Jan Jansen']],
        [0.12, [0.5, 'Langestraat 4']],
        [0.14, [0.5, 'mail@domain.com']],
        [0.16, [0.5, 'Our ref: Jan Jansen']],
        [0.2, 'Piet Pietersen', [0.5, 'Invoice number: 42']],
        [0.9, 'Jan Jansen Langestraat 4 / 1234 AB Stad mail@domain.com'],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('Jan Jansen');
  });

  it('reads a total whose decimal mark or grouping comma stands apart ("$214 . 00", "$1, 034.00" of TeX, "214 ,00" read by OCR)', () => {
    for (const [printed, value] of [
      ['$214 . 00', 214],
      ['$1, 034.00', 1034],
      ['214 ,50', 214.5],
      ['€ 99, 95', 99.95],
    ] as const) {
      const { Fields } = extractFields([pageOf(1, [[0.6, 'Total Invoice Value', [0.7, printed]]])]);
      expect(Fields.GrossAmount?.Value).toBe(value);
    }
  });

  it('reads the number after a Dutch compound title ("Verkoopfactuur #000204") and French "Prix net" and "Taxe"', () => {
    for (const [title, number] of [
      ['Verkoopfactuur #000204', '000204'],
      ['Eindfactuur nr. 2025-0221', '2025-0221'],
    ])
      expect(extractFields([pageOf(1, [[0.05, title]])]).Fields.Number?.Value).toBe(number);
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Facture #2026/765'],
        [0.6, 'Prix net', [0.6, '10 600,54 €']],
        [0.62, 'Taxe', [0.6, '2 120,11 €']],
        [0.64, 'Prix total', [0.6, '12 720,65 €']],
      ]),
    ]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value]).toEqual([10600.54, 2120.11]);
  });

  it("takes the name its web site's name is made of, in full, over the site's name and a label", () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Facture #2025-0249'],
          [0.07, [0.6, 'Date: 19/12/2025']],
          [0.2, 'Boulangerie Martin SAS', [0.6, 'Transportbedrijf Visser & Zn.']],
          [0.22, 'Kerkstraat 3', [0.6, 'Havenweg 6']],
          [0.24, [0.6, 'info@visser-transport.nl']],
          [0.26, [0.6, 'www.visser-transport.nl']],
        ]),
      ],
      { ownCompany: { Name: 'Boulangerie Martin SAS' } },
    );
    expect(Fields.RelationName?.Value).toBe('Transportbedrijf Visser & Zn.');
  });

  it('takes an order number that names itself under a bare "Reference" for the order, not the payment', () => {
    const named = extractFields([
      pageOf(1, [
        [0.05, 'Invoice No. 42'],
        [0.07, 'Reference: PO-96395'],
      ]),
    ]);
    expect([named.Fields.PurchaseOrderNumber?.Value, named.Fields.PaymentReference]).toEqual([
      'PO-96395',
      undefined,
    ]);
  });

  // Tryton's and GnuCash's invoices print the customer's reference there, between the number and the date.
  it('takes a plain code under a bare "Reference" in the header block for the order, less sure', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice No. 42'],
        [0.07, 'Reference: 78552'],
        [0.09, 'Date: 21.10.2025'],
        [0.3, 'Description Quantity Price Amount'],
        [0.5, [0.6, 'Total:'], [0.8, '120.00']],
      ]),
    ]);
    expect(Fields.PurchaseOrderNumber).toMatchObject({ Value: '78552', Confidence: expect.any(Number) });
    expect(Fields.PurchaseOrderNumber?.Confidence).toBeLessThan(0.7);
    expect(Fields.PaymentReference).toBeUndefined();
  });

  it.each([
    ['below the totals', [0.05, 'Invoice No. 42'], [0.6, 'Reference: 78552']],
    ['beside the bank account', [0.05, 'IBAN NL91 ABNA 0417 1643 00'], [0.07, 'Reference: 78552']],
    ['in a request to pay', [0.05, 'Invoice No. 42'], [0.07, 'Please pay with Reference: 78552']],
    ["the vendor's own", [0.05, 'Invoice No. 42'], [0.07, 'Our reference: 78552']],
  ] as const)('leaves a plain code under a bare "Reference" %s to the payment', (_where, first, second) => {
    const { Fields } = extractFields([
      pageOf(1, [first, second, [0.5, [0.6, 'Total:'], [0.8, '120.00']]] as never),
    ]);
    expect(Fields.PurchaseOrderNumber).toBeUndefined();
  });

  it('never takes the document\'s own number under a bare "Reference" for the order', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice No. 78552'],
        [0.07, 'Reference: 78552'],
      ]),
    ]);
    expect(Fields.PurchaseOrderNumber).toBeUndefined();
  });

  it('reads "Amount Due, GBP" as the gross, not a "Sub-total" row that adds up the columns', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Penrose Electrical', [0.8, 'Invoice']],
        [0.1, [0.6, 'Invoice number: 000301']],
        [0.28, [0.45, 'Unit'], [0.65, 'Tax'], [0.75, 'Tax']],
        [
          0.3,
          'Date',
          [0.19, 'Description'],
          [0.37, 'Qty'],
          [0.44, 'Price'],
          [0.51, 'Net Price'],
          [0.63, 'Rate'],
          [0.71, 'Amount'],
          [0.81, 'Total Price'],
        ],
        [
          0.32,
          '26/04/25',
          [0.19, 'Materials'],
          [0.39, '3'],
          [0.42, '£940.26'],
          [0.51, '£2,820.78'],
          [0.61, '20.00%'],
          [0.72, '£564.16'],
          [0.82, '£3,384.94'],
        ],
        [
          0.34,
          '26/04/25',
          [0.19, 'Materials'],
          [0.39, '8'],
          [0.42, '£341.18'],
          [0.51, '£2,729.44'],
          [0.61, '20.00%'],
          [0.72, '£545.89'],
          [0.82, '£3,275.33'],
        ],
        [
          0.36,
          '26/04/25',
          [0.19, 'Materials'],
          [0.39, '1'],
          [0.42, '£248.61'],
          [0.51, '£248.61'],
          [0.61, '20.00%'],
          [0.72, '£49.72'],
          [0.82, '£298.33'],
        ],
        [0.38, 'Sub-total', [0.5, '£5,798.83'], [0.69, '£1,159.77'], [0.81, '£6,958.60']],
        [0.4, 'Amount Due, GBP', [0.8, '£6,958.60']],
      ]),
    ]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      5798.83, 1159.77, 6958.6,
    ]);
  });

  it('takes "excl. BTW" over a column for no VAT label, and reads "Verschuldigd bedrag, EUR" as the gross', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Schildersbedrijf De Kwast', [0.8, 'Verkoopfactuur']],
        [0.28, [0.5, 'Bedrag']],
        [
          0.3,
          'Omschrijving',
          [0.5, 'excl. BTW'],
          [0.6, 'Belastingtarief'],
          [0.72, 'Belastingbedrag'],
          [0.86, 'Totaalbedrag'],
        ],
        [0.32, 'Onderhoud', [0.5, '€ 5.290,32'], [0.6, '21,00%'], [0.72, '€ 1.110,97'], [0.86, '€ 6.401,29']],
        [0.34, 'Onderhoud', [0.5, '€ 4.358,48'], [0.6, '21,00%'], [0.72, '€ 915,28'], [0.86, '€ 5.273,76']],
        [0.36, 'Subtotaal', [0.5, '€ 9.648,80'], [0.72, '€ 2.026,25'], [0.86, '€ 11.675,05']],
        [0.38, 'Verschuldigd bedrag, EUR', [0.86, '€ 11.675,05']],
      ]),
    ]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      9648.8, 2026.25, 11675.05,
    ]);
  });

  it.each([
    ['Zwischensumme', 'Noch zu zahlen, EUR'],
    ['Sous-Total', 'Montant brut dû, EUR'],
  ])(
    'reads "%s" and "%s" as net and gross, not the postcode of an address for the gross',
    (subtotal, due) => {
      const { Fields } = extractFields([
        pageOf(1, [
          [0.05, 'Elektro Wagner GmbH', [0.79, 'Rechnung']],
          [0.2, 'An: Stadtwerke Lindau GmbH', [0.54, 'Rechnungsnummer:'], [0.78, 'INV-00819']],
          [0.22, [0.12, 'Hafenplatz 2']],
          [0.24, [0.12, '88131 Lindau']],
          [
            0.3,
            [0.107, 'Datum'],
            [0.194, 'Beschreibung'],
            [0.334, 'Anzahl'],
            [0.406, 'Stückpreis'],
            [0.511, 'Nettobetrag'],
            [0.63, 'Steuersatz'],
            [0.744, 'Steuern'],
            [0.826, 'Gesamtbetrag'],
          ],
          [
            0.32,
            [0.092, '01.05.2026'],
            [0.194, 'Schweißarbeiten'],
            [0.382, '1'],
            [0.429, '183,58 €'],
            [0.548, '183,58 €'],
            [0.665, '19,00%'],
            [0.753, '34,88 €'],
            [0.88, '218,46 €'],
          ],
          [
            0.34,
            [0.092, '01.05.2026'],
            [0.194, 'Wartung'],
            [0.382, '8'],
            [0.429, '114,67 €'],
            [0.548, '917,36 €'],
            [0.665, '19,00%'],
            [0.744, '174,30 €'],
            [0.865, '1.091,66 €'],
          ],
          [
            0.36,
            [0.092, '01.05.2026'],
            [0.194, 'Wartung'],
            [0.382, '2'],
            [0.429, '447,49 €'],
            [0.548, '894,98 €'],
            [0.665, '19,00%'],
            [0.744, '170,05 €'],
            [0.865, '1.065,03 €'],
          ],
          [0.38, [0.092, subtotal], [0.526, '1.995,92 €'], [0.737, '379,22 €'], [0.857, '2.375,14 €']],
          [0.4, [0.093, due], [0.847, '2.375,14 €']],
        ]),
      ]);
      expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
        1995.92, 379.22, 2375.14,
      ]);
    },
  );

  it('guesses an unlabelled total among amounts with cents, not a larger postcode', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Stadtwerke Lindau GmbH'],
        [0.07, '88131 Lindau'],
        [0.4, 'Wartung Heizungsanlage', [0.8, '2.375,14 €']],
      ]),
    ]);
    expect(Fields.GrossAmount?.Value).toBe(2375.14);
  });

  it('reads the number under the title past the colon of a label left of it ("Réf. : INV/001380")', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, [0.771, 'Facture']],
        [0.07, [0.711, 'Réf.'], [0.747, ':'], [0.762, 'INV/001380']],
        [0.09, [0.651, 'Date facturation: 05/10/2026']],
      ]),
    ]);
    expect(Fields.Number?.Value).toBe('INV/001380');
  });

  it('takes the name the company data line opens, mid-page, and no "Total inc. VAT" for a company Inc.', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, [0.8, 'Invoice']],
          [0.07, [0.7, 'Ref. : IN2602-00712']],
          [0.09, [0.68, 'Invoice date : 2026/02/06']],
          [0.12, 'Kestrel Facilities Management', [0.5, 'Whitmore Veterinary Clinic']],
          [0.14, [0.5, 'Sarah Whitmore']],
          [0.16, '5 Canal Wharf', [0.5, '7 Park Lane']],
          [0.18, 'LS11 5PS Leeds', [0.5, 'YO1 7HH York']],
          [0.2, 'Email: accounts@kestrel-fm.co.uk'],
          [0.3, [0.5, 'Total exc. VAT'], [0.8, '4111.12']],
          [0.32, [0.5, 'Total VAT'], [0.8, '822.23']],
          [0.34, [0.5, 'Total inc. VAT'], [0.8, '4933.35']],
          [0.4, [0.3, 'Kestrel Facilities Management - Company No. 81398791']],
          [0.42, [0.4, 'VAT Reg. No. GB198526710']],
        ]),
      ],
      { ownCompany: { Name: 'Whitmore Veterinary Clinic' } },
    );
    expect(Fields.RelationName?.Value).toBe('Kestrel Facilities Management');
  });

  it('reads an IBAN a narrow note wraps onto its next line, past a line of the column beside it', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice No. 42'],
        [0.5, 'Note :', [0.6, 'Total exc. VAT'], [0.85, '2785.58']],
        [0.52, 'Please pay to IBAN GB03 NWBK'],
        [0.535, [0.6, 'Total VAT'], [0.85, '557.11']],
        [0.542, '3233 2113 2507 29, BIC LOYDGB2L.'],
        [0.57, [0.6, 'Total inc. VAT'], [0.85, '3342.69']],
      ]),
    ]);
    expect(Fields.IbanNumber?.Value).toBe('GB03NWBK32332113250729');
  });

  it("reads an IBAN that ends a paragraph's indented first line and goes on at the margin below", () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Facture n° 42'],
        [0.5, [0.17, 'Coordonnées bancaires : Banque Cantonale Vaudoise, IBAN CH72 7967 1501 1996']],
        [0.515, [0.15, '3610 6']],
        [0.53, [0.17, 'IDE : CHE-964.651.860 TVA']],
      ]),
    ]);
    expect(Fields.IbanNumber?.Value).toBe('CH7279671501199636106');
  });

  it('reads a payment reference whole under its label, not as the sentence that wraps it cuts it short', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Factuur', [0.7, 'BETALINGSKENMERK']],
        [0.065, [0.7, '1207 5303 0664 3542']],
        [0.5, 'Wij verzoeken u het bedrag over te maken onder vermelding van het betalingskenmerk 1207 5303'],
        [0.515, '0664 3542.'],
      ]),
    ]);
    expect(Fields.PaymentReference?.Value).toBe('1207530306643542');
  });

  it('ends the name after "t.n.v." where the payment sentence goes on', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Factuur 2026-0042'],
        [0.5, 'Graag overmaken op NL91 ABNA 0417 1643 00 t.n.v. Vertaalbureau Smit onder vermelding van het'],
        [0.515, 'factuurnummer.'],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('Vertaalbureau Smit');
  });

  it('ends the name after "t.n.v." at the town the sentence names', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Factuur 2026-0042'],
        [0.5, 'Graag overmaken op NL44 RABO 0123 4567 89 t.n.v. Smit Installatietechniek te Katwijk.'],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('Smit Installatietechniek');
  });

  it('goes on with the name on the next line when the sentence wraps after "&"', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice 2025-0305'],
        [
          0.5,
          'Please pay £13,616.98 by 20 August 2025 to GB69 LOYD 3538 8371 8555 95, account name Clarke &',
        ],
        [0.515, 'Hughes Accountants LLP, quoting the invoice number 2025-0305.'],
      ]),
    ]);
    expect(Fields.RelationName?.Value).toBe('Clarke & Hughes Accountants LLP');
  });

  it("reads a partnership's names after its first name's comma as one payee, also when the sentence wraps in it", () => {
    const block = extractFields([
      pageOf(1, [
        [0.05, 'Invoice No. 7637-2025'],
        [0.6, [0.1, 'Account name'], [0.3, 'Carey, Clark and Ferguson']],
      ]),
    ]);
    expect(block.Fields.RelationName?.Value).toBe('Carey, Clark and Ferguson');
    const sentence = extractFields([
      pageOf(1, [
        [0.05, 'Factuurnummer 2025/5461'],
        [
          0.6,
          'Gelieve het bedrag over te maken op rekening NL88 ABNA 6174 5008 02 ten name van Van Verdun, Scherms en',
        ],
        [0.615, 'De Vries.'],
      ]),
    ]);
    expect(sentence.Fields.RelationName?.Value).toBe('Van Verdun, Scherms en De Vries');
    // A comma before the sentence going on still ends the name.
    const quoting = extractFields([
      pageOf(1, [
        [0.05, 'Invoice No. 42'],
        [
          0.6,
          'Please pay to GB69 LOYD 3538 8371 8555 95, account name Atlas Ltd, and quote the invoice number.',
        ],
      ]),
    ]);
    expect(quoting.Fields.RelationName?.Value).toBe('Atlas Ltd');
  });

  it("reads an IBAN a footer's narrow column wraps, the column beside it ending too close for a gap", () => {
    // pageOf leaves one character's width between runs: "3106" and "HRB" read as one run of the line.
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Rechnung Nr. RE-2025-3991'],
        [0.91, [0.1, 'Gartenbau Neumann'], [0.5, 'Volksbank Leipzig'], [0.71, 'Amtsgericht Leipzig']],
        [0.922, [0.1, 'KG'], [0.5, 'IBAN DE36 0668 1877 7540 3106'], [0.8, 'HRB 11153']],
        [0.934, [0.1, 'Lindenweg 19'], [0.5, '01'], [0.71, 'USt-IdNr. DE210854968']],
      ]),
    ]);
    expect(Fields.IbanNumber?.Value).toBe('DE36066818777540310601');
  });

  it('reads an IBAN a justified paragraph wraps, its spaces stretched as wide as a column gap', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Invoice No. 42'],
          [
            0.5,
            'Please transfer the amount within 30 days to IBAN GB47',
            [0.64, 'NWBK'],
            [0.7, '7590'],
            [0.76, '4400'],
          ],
          [0.515, '3017 79, account Morgan & Price Consulting.'],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(Fields.IbanNumber?.Value).toBe('GB47NWBK75904400301779');
  });

  it("reads a footer's IBAN that wraps after a VAT number that looks like an IBAN's start", () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Albion Water Services plc'],
        [0.2, 'Invoice number 2025/9148965'],
        [0.934, 'Albion Water Services plc · Bristol BS1 6QA · VAT No. GB628252972 · IBAN GB81'],
        [0.946, 'NWBK 9232 0821 4115 29'],
      ]),
    ]);
    expect(Fields.IbanNumber?.Value).toBe('GB81NWBK92320821411529');
    expect(Fields.RelationVatNumber?.Value).toBe('GB628252972');
    // OCR's O for the check digits' 0.
    const ocr = extractFields(
      [
        pageOf(1, [
          [0.05, 'Lease Direct Nederland B.V.'],
          [
            0.933,
            'Lease Direct Nederland B.V. : KvK 62138462 : Btw-nr. NL436949507B03 - IBAN NLO9 INGB 1249',
          ],
          [0.944, '5478 44'],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(ocr.Fields.IbanNumber?.Value).toBe('NL09INGB1249547844');
  });

  it.each([
    ['Uw kenmerk', 'Ons kenmerk', 'Datum', '26 november 2025', 'Kenmerk:'],
    ['Ihr Zeichen', 'Unser Zeichen', 'Datum', '26. November 2025', 'Referenz-Nr.:'],
  ])(
    'reads a business letter\'s "%s" as the order and "%s" as the number, and its payment reference',
    (yours, ours, dateLabel, date, reference) => {
      const { Fields } = extractFields([
        pageOf(1, [
          [0.05, 'Drukkerij Van Leeuwen'],
          [0.3, [0.17, 'Brief'], [0.33, yours], [0.5, ours], [0.67, dateLabel]],
          [0.32, [0.33, 'BST-867525'], [0.5, '20250348'], [0.67, date]],
          [0.36, 'Rechnung'],
          [0.6, [0.15, reference], [0.3, '20250348']],
        ]),
      ]);
      expect([
        Fields.Number?.Value,
        Fields.PurchaseOrderNumber?.Value,
        Fields.Date?.Value,
        Fields.PaymentReference?.Value,
      ]).toEqual(['20250348', 'BST-867525', '2025-11-26', '20250348']);
    },
  );

  it('reads a total past the cell border OCR reads as "|", and stops at another separator', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Penrose Electrical', [0.8, 'Invoice']],
        [0.3, 'Date Description', [0.5, 'Net Price'], [0.66, 'Tax Amount'], [0.8, 'Total Price']],
        [0.32, '| 26/04/25 | Materials |', [0.5, '£5,550.22 |'], [0.66, '£1,110.05 |'], [0.8, '£6,660.27']],
        [0.34, '| 26/04/25 | Materials |', [0.5, '£248.61 |'], [0.66, '£49.72 |'], [0.8, '£298.33']],
        [0.36, '| Sub-total |', [0.5, '£5,798.83 |'], [0.66, '| £1,159.77 |'], [0.8, '£6,958.60']],
        [0.38, '| Amount Due, GBP |', [0.8, '£6,958.60']],
        [0.5, 'KvK · 12345678'],
      ]),
    ]);
    expect([Fields.NetAmount?.Value, Fields.GrossAmount?.Value, Fields.RelationChamberOfCommerce]).toEqual([
      5798.83,
      6958.6,
      undefined,
    ]);
  });
});
