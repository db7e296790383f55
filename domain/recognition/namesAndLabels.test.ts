import { extractFields } from './extract';
import { spellsOut } from './nameShapes';
import { pageOf } from './testPages';

type Line = Parameters<typeof pageOf>[1][number];

const billTo: Line[] = [
  [0.16, 'Bill To'],
  [0.18, 'Jane Doe'],
  [0.2, '12 High Street'],
  [0.22, 'Leeds LS1 4AB'],
];
const items: Line[] = [
  [0.4, [0.1, 'Description'], [0.6, 'Qty'], [0.8, 'Amount']],
  [0.42, [0.1, 'Consulting services'], [0.6, '1'], [0.8, '100.00']],
  [0.5, [0.5, 'Total'], [0.8, '120.00']],
];
const read = (lines: Line[]) => extractFields([pageOf(1, lines)]).Fields;
/** An invoice whose top names nobody: its vendor is named only by the line at its foot. */
const footedBy = (foot: Line) => read([[0.04, 'INVOICE'], ...billTo, ...items, foot]);
const numbered = (label: string): Line[] => [
  [0.04, 'Acme Widgets Ltd'],
  ...billTo,
  [0.28, [0.6, `${label} INV-2041`]],
  ...items,
];

describe('the invoice number under the labels of everyday invoices', () => {
  it.each([
    'Bill #',
    'Bill No.',
    'Invoice Nbr:',
    'Note de crédit n°',
    'Schlussrechnung',
    'Abschlagsrechnung',
    'Credit Memo #',
    'Rechnungs Nr.',
    'Rechnungs-Nr.',
    'Documentnummer',
    'Dokumentnummer',
    'Dok.-Nr.',
    'Credit note',
    'Quittung Nr.',
    'Faktura',
    'Lasku',
    'Kvitto nr',
    'Bonnummer:',
    'Kassabon nr.',
  ])('%s', (label) => {
    expect(read(numbered(label)).Number?.Value).toBe('INV-2041');
  });

  it('not the number of a packing slip or a work order ("Pakbon nr", "Werkbon nr")', () => {
    const fields = read([
      [0.04, 'Acme Widgets Ltd'],
      ...billTo,
      [0.28, [0.6, 'Factuurnummer: INV-2041']],
      [0.3, [0.6, 'Pakbon nr: 7711']],
      [0.32, [0.6, 'Werkbon nr: 5511']],
      ...items,
    ]);
    expect(fields.Number?.Value).toBe('INV-2041');
  });

  it('"Receipt #" glued to its number', () => {
    const fields = read([
      [0.04, 'Acme Widgets Ltd'],
      ...billTo,
      [0.28, [0.6, 'Receipt #INV-2041']],
      ...items,
    ]);
    expect(fields.Number?.Value).toBe('INV-2041');
  });

  it.each(['No. de facture', "Numéro d'avoir"])('%s over its number, in a row of headings', (label) => {
    const fields = read([
      [0.04, 'Acme Widgets SARL'],
      [0.28, [0.1, 'Date'], [0.35, label], [0.6, 'Client']],
      [0.3, [0.1, '12/03/2024'], [0.35, '10042'], [0.6, 'C-1001']],
      ...items,
    ]);
    expect(fields.Number?.Value).toBe('10042');
  });
});

describe('a vendor named without a legal form on the first lines', () => {
  it('keeps the parenthesis of its legal form: "UG (haftungsbeschränkt)"', () => {
    const fields = read([[0.04, 'Acme Widgets UG (haftungsbeschränkt)'], ...billTo, ...items]);
    expect(fields.RelationName?.Value).toBe('Acme Widgets UG (haftungsbeschränkt)');
  });

  it('is named by the thanks at the foot of the page, not by the "Bill To" heading', () => {
    const fields = footedBy([0.8, 'Thank you for choosing Acme Widgets!']);
    expect(fields.RelationName?.Value).toBe('Acme Widgets');
  });

  it('is named by the copyright line of a web shop, its legal form kept', () => {
    const fields = footedBy([0.95, '© 2024 Acme Widgets Inc. All rights reserved.']);
    expect(fields.RelationName?.Value).toBe('Acme Widgets Inc.');
  });

  it('is the name beside the buyer’s block, not the first line under "Bill To"', () => {
    const fields = read([
      [0.04, [0.1, 'Bill To'], [0.6, 'Sunrise Bakery']],
      [0.06, [0.1, 'Jane Doe'], [0.6, '12 Baker Street']],
      [0.08, [0.1, '1 Leeds Road'], [0.6, 'Bristol BS1 5TR']],
      [0.28, [0.6, 'Invoice No.: 12345']],
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBe('Sunrise Bakery');
  });

  it('is the name over the street in the block at the foot of the page, not a heading of the items’ table', () => {
    const fields = read([
      [0.04, 'INVOICE'],
      ...billTo,
      ...items,
      [0.9, [0.1, 'Northwind Software'], [0.6, 'Bank details']],
      [0.92, [0.1, '12 Mill Lane, Leeds LS1 4AB'], [0.6, 'IBAN GB33 BUKB 2020 1555 5555 55']],
    ]);
    expect(fields.RelationName?.Value).toBe('Northwind Software');
  });

  it('is its site’s name under a country’s second level (".co.uk")', () => {
    const fields = footedBy([0.9, 'Questions? billing@sunrisebakery.co.uk']);
    expect(fields.RelationName?.Value).toBe('Sunrisebakery');
  });
});

/** An invoice whose addressee's block, with its legal form, stands unlabelled at the top, as in a letter's window. */
const addressed = (top: Line[], foot: Line[] = []) =>
  read([
    ...top,
    [0.16, 'Jansen Bouw B.V.'],
    [0.18, 'Kerkstraat 12'],
    [0.2, '3511 AB Utrecht'],
    [0.28, [0.6, 'Invoice No.: INV-2041']],
    ...items,
    ...foot,
  ]).RelationName?.Value;

describe('the vendor beside an addressee named with a legal form', () => {
  it.each([
    ['|', 'Northwind Trading GmbH | Industriestr. 25 | 91710 Gunzenhausen', 'Northwind Trading GmbH'],
    ['-', 'Northwind Trading Ltd - 12 Mill Lane - Leeds', 'Northwind Trading Ltd'],
    ['•', 'Northwind Trading B.V. • Keizersgracht 1 • 1015 CJ Amsterdam', 'Northwind Trading B.V.'],
    [',', 'Northwind Trading Ltd, Registered in England No. 01234567', 'Northwind Trading Ltd'],
  ])('is the name opening the footer’s line of company data (%s)', (_, footer, name) => {
    expect(addressed([[0.04, 'INVOICE']], [[0.92, footer]])).toBe(name);
  });

  it('is no postcode whose last letters spell a legal form: "London SE1 9SE"', () => {
    const fields = read([
      [0.04, 'Northwind Trading'],
      [0.06, '1 Long Lane'],
      [0.08, 'London SE1 9SE'],
      ...billTo,
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBe('Northwind Trading');
  });

  it('is the value of a "Supplier:" line, which heads no block under it', () => {
    expect(
      addressed([
        [0.04, 'INVOICE'],
        [0.08, 'Supplier: Northwind Trading'],
      ]),
    ).toBe('Northwind Trading');
  });

  it.each([
    ['Seller: Northwind Trading', 'Buyer: Jane Doe'],
    ['From: Northwind Trading', 'To: Jane Doe'],
  ])('is the value of "%s", not of the buyer\'s label in the next column', (seller, buyer) => {
    const fields = read([
      [0.04, 'INVOICE'],
      [0.08, 'Invoice No: 4471'],
      [0.14, [0.1, seller], [0.6, buyer]],
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBe('Northwind Trading');
  });

  it('is no period "From: 01/03/2024"', () => {
    const fields = read([
      [0.04, 'INVOICE'],
      [0.08, [0.1, 'From: 01/03/2024'], [0.6, 'To: 31/03/2024']],
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBeUndefined();
  });

  it.each([
    'Rekeninghouder: Northwind Handel',
    'Begünstigter: Northwind Handel',
    'Remit to: Northwind Handel, PO Box 123',
    'Rechnungssteller: Northwind Handel',
  ])('is the name beside "%s"', (line) => {
    expect(addressed([[0.04, 'INVOICE']], [[0.8, line]])).toBe('Northwind Handel');
  });
});

describe('the addressee under a buyer heading', () => {
  it.each(['Koper', 'Afnemer', 'Leistungsempfänger', 'Auftraggeber'])(
    '"%s" beside the seller heading',
    (heading) => {
      const fields = read([
        [0.08, [0.1, 'Verkoper'], [0.6, heading]],
        [0.1, [0.1, 'Northwind Handel'], [0.6, 'Jansen Bouw B.V.']],
        [0.28, [0.6, 'Factuurnummer: 2041']],
        ...items,
      ]);
      expect(fields.RelationName?.Value).toBe('Northwind Handel');
    },
  );

  it('"Bill-to:" written with a hyphen', () => {
    const fields = read([
      [0.04, 'Northwind Trading'],
      [0.06, '12 Mill Lane'],
      [0.14, 'Bill-to:'],
      [0.16, 'Jansen Bouw B.V.'],
      [0.28, [0.6, 'Invoice No.: INV-2041']],
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBe('Northwind Trading');
  });
});

describe('a vendor named with its legal form in a sentence', () => {
  it.each([
    ['Es gelten die Allgemeinen Geschäftsbedingungen der Atlas Technik GmbH.', 'Atlas Technik GmbH'],
    ['Bitte überweisen Sie den Betrag auf das Konto der Atlas Technik GmbH', 'Atlas Technik GmbH'],
    ['Please contact Atlas Technik Ltd with any questions.', 'Atlas Technik Ltd'],
    [
      'Op al onze leveringen zijn de voorwaarden van Atlas Techniek B.V. van toepassing.',
      'Atlas Techniek B.V.',
    ],
    ['Merci de votre confiance envers Atlas Technique SAS.', 'Atlas Technique SAS'],
    ['Amtsgericht München HRB 12345 Atlas Technik GmbH', 'Atlas Technik GmbH'],
  ])('"%s"', (sentence, name) => {
    expect(footedBy([0.8, sentence]).RelationName?.Value).toBe(name);
  });

  it.each([
    ['Au bon moulin SARL', 'Au bon moulin SARL'],
    ['Hotel Van der Valk B.V.', 'Hotel Van der Valk B.V.'],
    ['Bäckerei an der Ecke GmbH', 'Bäckerei an der Ecke GmbH'],
  ])('keeps the small words of the name itself: "%s"', (line, name) => {
    expect(footedBy([0.8, line]).RelationName?.Value).toBe(name);
  });
});

describe('the addressee in the window under a return address', () => {
  const letter = (returnAddress: string) =>
    read([
      [0.06, [0.6, 'Max Mustermann']],
      [0.08, [0.6, 'Webentwicklung']],
      [0.1, [0.6, 'Hauptstr. 5']],
      [0.12, [0.6, '10115 Berlin']],
      [0.16, returnAddress],
      [0.18, 'Beispiel AG'],
      [0.2, 'Industriestr. 9'],
      [0.22, '80331 München'],
      [0.28, [0.6, 'Rechnungsnr.: RE-2024-08']],
      ...items,
    ]);

  it("is the buyer, though its name has a legal form and the sender's has none", () => {
    expect(letter('Max Mustermann · Hauptstr. 5 · 10115 Berlin').RelationName?.Value).toBe('Max Mustermann');
  });

  it('is no buyer under a line that is no return address', () => {
    expect(letter('Max Mustermann · Webentwicklung').RelationName?.Value).toBe('Beispiel AG');
  });
});

describe('a letter head without a legal form over its registration', () => {
  const head = (registration: string, customer: Line[]) =>
    read([
      [0.04, 'Plomberie Lefèvre'],
      [0.06, '5 avenue Jean Jaurès'],
      [0.08, '69007 Lyon'],
      [0.1, registration],
      ...customer,
      [0.28, [0.6, 'Facture n° 2024-0078']],
      ...items,
    ]);
  const customer: Line[] = [
    [0.16, [0.55, 'Restaurant Le Gourmet SARL']],
    [0.18, [0.55, '14 place Bellecour']],
    [0.2, [0.55, '69002 Lyon']],
  ];

  it.each(['SIRET : 812 345 678 00019', 'RCS Lyon 812 345 678', 'IBAN FR76 3000 6000 0112 3456 7890 189'])(
    'beats the addressee\'s name with a legal form over "%s"',
    (registration) => {
      expect(head(registration, customer).RelationName?.Value).toBe('Plomberie Lefèvre');
    },
  );

  it('does not beat it over a VAT number, which an addressee prints as well', () => {
    expect(head('TVA FR40812345678', customer).RelationName?.Value).toBe('Restaurant Le Gourmet SARL');
  });

  it('is no vendor under a buyer heading', () => {
    const fields = read([
      [0.04, 'Atlas Technique SAS'],
      [0.06, '12 rue de la Paix, 75002 Paris'],
      [0.12, 'Client :'],
      [0.14, 'Boulangerie Martin'],
      [0.16, '3 rue Haute'],
      [0.18, 'SIRET : 812 345 678 00019'],
      [0.28, [0.6, 'Facture n° 2024-0078']],
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBe('Atlas Technique SAS');
  });
});

describe('the words a page prints before the vendor', () => {
  it.each(['ORIGINAL', 'Copy', 'Duplicate', 'Kopie', 'Duplicata', 'Zweitschrift'])(
    'takes no "%s" stamp for its name',
    (stamp) => {
      const fields = read([
        [0.02, [0.1, 'Page 1 of 1'], [0.7, stamp]],
        [0.06, 'Fenwick Catering'],
        [0.08, '2 Dock Street, Dundee DD1 3HG'],
        [0.16, 'Customer'],
        [0.18, 'Tayside Events Ltd'],
        [0.26, [0.6, 'Invoice No 3391']],
        ...items,
      ]);
      expect(fields.RelationName?.Value).toBe('Fenwick Catering');
    },
  );

  it('takes the company under a German letter\'s "Firma" for the addressee', () => {
    const fields = read([
      [0.04, 'Fotografie Anna Weber'],
      [0.06, 'Rosenweg 11 · 04109 Leipzig'],
      [0.12, 'Firma'],
      [0.14, 'Müller & Söhne OHG'],
      [0.16, 'Ringstraße 4'],
      [0.18, '04103 Leipzig'],
      [0.28, 'Rechnungsnummer: 2024-019'],
      ...items,
    ]);
    expect(fields.RelationName?.Value).toBe('Fotografie Anna Weber');
  });
});

describe('the old spelling and a receipt’s labels', () => {
  const dutch = (...head: Line[]) =>
    read([
      [0.04, 'Schildersbedrijf Bakker V.O.F.'],
      ...head,
      [0.4, 'Schilderwerk', [0.8, '100,00']],
      [0.5, [0.5, 'Totaal'], [0.8, '121,00']],
    ]);

  it('reads "Faktuurnummer" and "Faktuurdatum" as "Factuurnummer" and "Factuurdatum"', () => {
    const fields = dutch([0.2, [0.6, 'Faktuurnummer: 2024118']], [0.22, [0.6, 'Faktuurdatum: 12-03-2024']]);
    expect(fields.Number?.Value).toBe('2024118');
    expect(fields.Date?.Value).toBe('2024-03-12');
  });

  it('dates a receipt by the day it was paid when nothing else dates it', () => {
    const fields = read([
      [0.04, 'Acme Widgets Ltd'],
      [0.2, [0.6, 'Receipt #1234-5678']],
      [0.22, [0.6, 'Date paid: March 12, 2024']],
      ...items,
    ]);
    expect(fields.Date?.Value).toBe('2024-03-12');
  });

  it('dates an invoice by its own date, not by the day it was paid', () => {
    const fields = dutch([0.2, [0.6, 'Factuurdatum: 01-03-2024']], [0.22, [0.6, 'Betaald op: 12-03-2024']]);
    expect(fields.Date?.Value).toBe('2024-03-01');
  });
});

describe('the buyer’s order number under its shorter labels', () => {
  it.each([
    ['Inkoopordernr.: PO-7781', 'PO-7781'],
    ['Bestelbon: 2024/118', '2024/118'],
    ['P.O. Number: 88213', '88213'],
  ])('"%s"', (label, order) => {
    const fields = read([
      [0.04, 'Acme Widgets Ltd'],
      ...billTo,
      [0.28, [0.6, 'Invoice INV-2041']],
      [0.3, [0.6, label]],
      ...items,
    ]);
    expect(fields.PurchaseOrderNumber?.Value).toBe(order);
    expect(fields.Number?.Value).toBe('INV-2041');
  });
});

describe('a vendor without a legal form, named by its block’s heading, its title or its logo written out', () => {
  const rest: Line[] = [
    [0.3, [0.6, 'Invoice number: 2024-0456']],
    [0.32, [0.6, 'Date: 12/03/2024']],
    [0.42, [0.1, 'Consulting'], [0.8, '1,000.00']],
    [0.5, [0.55, 'Total'], [0.8, '1,200.00']],
  ];
  const ownCompany = { Name: 'Jansen Logistics Ltd' };
  const vendorOf = (page: ReturnType<typeof pageOf>) =>
    extractFields([page], { ownCompany }).Fields.RelationName?.Value;

  it('is the name under "Bill From", beside the buyer’s "Bill To"', () => {
    const page = pageOf(1, [
      [0.1, [0.1, 'Bill From'], [0.55, 'Bill To']],
      [0.12, [0.1, 'Carter Design Studio'], [0.55, 'Jansen Logistics Ltd']],
      [0.14, [0.1, '12 High Street'], [0.55, '1 Dock Road']],
      ...rest,
    ]);
    expect(vendorOf(page)).toBe('Carter Design Studio');
  });

  it('is the name of the title "Invoice from …", not a date after "Factuur van"', () => {
    const titled = (title: string) =>
      pageOf(1, [[0.05, title], [0.1, 'Billed to Jansen Logistics Ltd'], ...rest]);
    expect(vendorOf(titled('Invoice from Carter Design Studio'))).toBe('Carter Design Studio');
    expect(vendorOf(titled('Factuur van 12 maart 2024'))).toBeUndefined();
  });

  /** A page whose logo, printed large, stands over a line that starts with its word. */
  const underLogo = (logo: string, beside: string) => {
    const page = pageOf(1, [
      [0.04, [0.1, logo]],
      [0.07, [0.1, beside]],
      [0.15, [0.1, 'Jansen Logistics Ltd']],
      ...rest,
    ]);
    page.Words[0].Box = [0.1, 0.03, 0.12, 0.025];
    return page;
  };

  it('is the logo’s word written out beside the address, not the logo alone', () => {
    expect(vendorOf(underLogo('CARTER', 'Carter Design Studio · 12 High Street · Leeds LS1 4AB'))).toBe(
      'Carter Design Studio',
    );
  });

  it('is the logo alone beside a slogan that starts with its word', () => {
    expect(vendorOf(underLogo('Coolblue', 'Coolblue helpt je graag · Weena 664 · Rotterdam'))).toBe(
      'Coolblue',
    );
  });
});

describe('a freelancer named by the account holder of a payment sentence', () => {
  const sentence = (payee: string, head: Line[] = []) =>
    read([
      ...head,
      [0.05, 'FACTUUR'],
      [0.2, 'Factuur aan:', [0.6, 'Factuurnummer: JDV-2024-07']],
      [0.22, 'Stichting Zorgwerk', [0.6, 'Factuurdatum: 31-03-2024']],
      [0.24, 'Postbus 12, 6800 AA Arnhem'],
      [0.54, 'Totaal incl. btw', [0.7, '€ 3.811,50']],
      [0.6, `Gelieve het bedrag binnen 14 dagen over te maken naar NL02 RABO 0123 4567 89 ${payee}`],
    ]).RelationName?.Value;

  it.each([
    ['t.n.v. J. de Vries.', 'J. de Vries'],
    ['ten name van Bouwbedrijf Smit.', 'Bouwbedrijf Smit'],
    ['t.n.v. Acme Corp.', 'Acme Corp.'],
  ])('"%s" is %s, without the sentence\'s full stop', (payee, name) => {
    expect(sentence(payee)).toBe(name);
  });

  it('is the letter head that spells out the initials of "t.n.v. J. de Vries"', () => {
    const head: Line[] = [
      [0.02, 'Jeroen de Vries'],
      [0.035, 'Webdevelopment'],
      [0.1, 'Lindelaan 8, 6821 AB Arnhem'],
    ];
    expect(sentence('t.n.v. J. de Vries.', head)).toBe('Jeroen de Vries');
  });
});

describe('a name spelled out from its initials', () => {
  it.each([
    ['J. de Vries', 'Jeroen de Vries', true],
    ['J.P. van Dam', 'Jan Peter van Dam', true],
    ['J.P. van Dam', 'Jan van Dam', true],
    ['J. de Vries', 'Pieter de Vries', false],
    ['J. de Vries', 'Jeroen de Vries Installaties', false],
    ['J. de Vries', 'Bouwbedrijf de Vries', false],
    ['De Vries', 'Jeroen de Vries', false],
  ])('"%s" by "%s": %s', (short, full, spelled) => {
    expect(spellsOut(short, full)).toBe(spelled);
  });
});
