import { extractFields } from './extract';
import { pageOf } from './testPages';

// The company's own sales invoice: its letterhead, its customer under "Factuur aan", its own account in the footer.
const sold = pageOf(1, [
  [0.04, 'Schoonmaakbedrijf De Kroon B.V.'],
  [0.06, 'Marktstraat 7'],
  [0.08, '5611 EM Eindhoven'],
  [0.16, 'Factuur aan'],
  [0.18, 'Bakkerij Jansen B.V.'],
  [0.2, 'Kerkstraat 3'],
  [0.22, '2011 RJ Haarlem'],
  [0.24, 'BTW-nummer: NL810433941B01'],
  [0.3, 'Factuurnummer: 2025-0643'],
  [0.32, 'Datum: 12-02-2025'],
  [0.5, [0.5, 'Totaal'], [0.8, '€ 1.448,61']],
  [0.9, 'De Kroon B.V. · BTW NL366797062B02 · IBAN NL73 TRIO 8423 2708 53'],
]);
/** The customer a company's sales invoice of these lines is read to be addressed to. */
const customerOf = (company: string, lines: Parameters<typeof pageOf>[1]) =>
  extractFields([pageOf(1, lines)], { ownCompany: { Name: company }, salesInvoice: true }).Fields
    .RelationName;

const us = {
  Name: 'Schoonmaakbedrijf De Kroon B.V.',
  VatNumber: 'NL366797062B02',
  Ibans: ['NL73TRIO8423270853'],
};

describe('a sales invoice', () => {
  it('has the customer as its relation: the name and VAT number of the block it is addressed to', () => {
    const { Fields } = extractFields([sold], { ownCompany: us, salesInvoice: true });
    expect(Fields.RelationName?.Value).toBe('Bakkerij Jansen B.V.');
    expect(Fields.RelationName?.Confidence).toBeGreaterThanOrEqual(0.85);
    expect(Fields.RelationVatNumber?.Value).toBe('NL810433941B01');
    expect(Fields.Number?.Value).toBe('2025-0643');
    expect(Fields.GrossAmount?.Value).toBe(1448.61);
  });

  it('gives no IBAN: the account it asks to be paid into is the company’s own', () => {
    const { Fields } = extractFields([sold], { ownCompany: us, salesInvoice: true });
    expect(Fields.IbanNumber).toBeUndefined();
  });

  it('read as a purchase invoice of the same company, names nobody but the other party either', () => {
    const { Fields } = extractFields([sold], { ownCompany: us });
    expect(Fields.RelationName?.Value).not.toBe(us.Name);
  });

  it('finds the addressee without a heading: the block of a name over a street and a postal code and town', () => {
    const customer = customerOf('Holzbau Reitmeier GmbH', [
      [0.04, [0.6, 'Holzbau Reitmeier GmbH']],
      [0.06, [0.6, 'Am Mühlbach 6']],
      [0.08, [0.6, '83022 Rosenheim']],
      [0.16, 'Praxis Dr. Hartmann'],
      [0.18, 'Bahnhofstraße 12'],
      [0.2, '80335 München'],
      [0.3, 'Rechnungsnummer: RE20258187'],
    ]);
    expect(customer?.Value).toBe('Praxis Dr. Hartmann');
    // The company's own letterhead and one other address: sure enough to confirm without a second look.
    expect(customer?.Confidence).toBeGreaterThan(0.75);
  });

  it('passes over the company’s return address line, a salutation and the person to the attention of', () => {
    const customer = customerOf('Tischlerei Gruber e.U.', [
      [0.15, 'Tischlerei Gruber e.U. · Hauptplatz 12 · 4020 Linz'],
      [0.17, 'Frau Sabine Kühn'],
      [0.19, 'Kühn Immobilien GmbH'],
      [0.21, 'Dorfstraße 21'],
      [0.23, '6580 St. Anton am Arlberg'],
    ]);
    expect(customer?.Value).toBe('Kühn Immobilien GmbH');
  });

  it('takes the billed party, not the delivery address, and the name after a heading on its own line', () => {
    const customer = customerOf('Pennine Web Studio Ltd', [
      [0.16, 'Ship to'],
      [0.18, 'Warehouse North'],
      [0.2, '12 Dock Road'],
      [0.22, 'Hull HU1 2AB'],
      [0.3, 'To: Riverside Dental Practice'],
      [0.32, '3 West Street'],
      [0.34, 'Marlow SL7 2LS'],
    ]);
    expect(customer?.Value).toBe('Riverside Dental Practice');
  });

  it('takes the party under "Invoice Address", not the sites under "Deliver To" beside it', () => {
    const customer = customerOf('Brightwater Facility Services Ltd', [
      [0.02, 'Brightwater Facility Services Ltd'],
      [0.2, [0.04, 'Invoice Address'], [0.55, 'Deliver To']],
      [0.22, [0.04, 'Harbour View Dental Ltd'], [0.55, 'Harbour View Dental – all sites']],
      [0.24, [0.04, '14 South Mall'], [0.55, '14 South Mall, Cork']],
      [0.26, [0.04, 'Cork T12 R6K2'], [0.55, 'Douglas Court, Douglas, Cork']],
    ]);
    expect(customer?.Value).toBe('Harbour View Dental Ltd');
  });

  it('reads the name after a heading that names the customer: "Customer: …" is no heading on its own', () => {
    const customer = customerOf('Pennine Web Studio Ltd', [
      [0.04, 'Pennine Web Studio Ltd'],
      [0.2, 'Customer: Riverside Dental Practice'],
      [0.22, '3 West Street'],
      [0.3, 'Invoice 2026-31'],
    ]);
    expect(customer?.Value).toBe('Riverside Dental Practice');
  });

  it('passes over the party’s number and code rows of a label grid before the customer’s name', () => {
    const customer = customerOf('Lieferant GmbH', [
      [0.04, 'Gutschrift Nr. 471102'],
      [0.36, 'Verkäufer:'],
      [0.38, 'Lieferant GmbH'],
      [0.4, 'Lieferantenstraße 20'],
      [0.42, 'DE 80333 München'],
      [0.5, 'Käufer/Leistungsempfänger:'],
      [0.52, 'Nummer', [0.23, ': GE2020211']],
      [0.54, 'Globale Nummer: 4000001987658 (GTIN)'],
      [0.56, 'Kunden AG Mitte'],
      [0.58, 'Kundenstraße 15'],
      [0.6, 'DE 69876 Frankfurt'],
    ]);
    expect(customer?.Value).toBe('Kunden AG Mitte');
  });

  it('takes "Customer: 2" for the customer’s number, not a heading over the lines under it', () => {
    const customer = customerOf('Bei Spiel GmbH', [
      [0.04, 'Bei Spiel GmbH'],
      [0.36, 'Customer: 2'],
      [0.38, 'Your order AB321'],
      [0.4, 'Invoice # RE-20190610/507 issued at 2019-06-10'],
    ]);
    expect(customer?.Value).toBeUndefined();
  });

  it('does not take the company’s own letterhead address for a customer', () => {
    const customer = customerOf('Boucher', [
      [0.04, 'Boucher'],
      [0.06, 'boulevard de Lebrun'],
      [0.08, '23 180 Lebrun'],
    ]);
    expect(customer).toBeUndefined();
  });

  it('takes the name under "Käufer" and its GLN, though its street is set apart below', () => {
    const customer = customerOf('Musterlieferant GmbH', [
      [0.04, [0.1, 'Lieferant'], [0.4, 'Käufer'], [0.65, 'RECHNUNG']],
      [0.06, [0.1, 'GLN 4333741000005'], [0.4, 'GLN 4304171000002']],
      [0.08, [0.1, 'MUSTERLIEFERANT GMBH'], [0.4, 'MUSTER-KUNDE GMBH']],
      [0.14, [0.1, 'BAHNHOFSTRASSE 99'], [0.4, 'KUNDENWEG 88']],
      [0.16, [0.1, '99199 MUSTERHAUSEN'], [0.4, '40235 DUESSELDORF']],
      [0.3, 'Wichtige Information: Bei Bestellungen bis zum 19.12. ist die Auslieferung garantiert.'],
      [0.32, 'Zitronensäure 100ml'],
      [0.34, 'Lieferung in 4 Kartons bis 40235 Düsseldorf'],
    ]);
    expect(customer?.Value).toBe('MUSTER-KUNDE GMBH');
  });

  it('takes no sentence for a name, nor the seller’s tax representative', () => {
    const customer = customerOf('Atelier Lumière SARL', [
      [0.04, 'Atelier Lumière SARL'],
      [0.06, '5 rue Haute, 75001 Paris'],
      [0.1, 'Représentant fiscal'],
      [0.12, 'Fiscal Rep SAS'],
      [0.14, '35 rue d’ici'],
      [0.16, '75018 Paris'],
      [0.3, 'Important : pour toute commande passée avant le 19 décembre la livraison est garantie.'],
      [0.32, 'Papier A4 blanc'],
      [0.34, 'Livraison 06000 Nice'],
    ]);
    expect(customer).toBeUndefined();
  });

  it('finds "Bill to:" under the invoice’s number and date in the same column', () => {
    const customer = customerOf('Bright Path Studio Ltd', [
      [0.04, [0.1, 'Bright Path Studio Ltd'], [0.6, 'Invoice No: 4471']],
      [0.06, [0.1, '1 Mill Lane'], [0.6, 'Date: 12/03/2024']],
      [0.08, [0.1, 'Leeds LS2 7AB'], [0.6, 'Bill to:']],
      [0.1, [0.6, 'Northwind Trading Ltd']],
      [0.12, [0.6, '12 High Street']],
      [0.14, [0.6, 'York YO1 2AA']],
    ]);
    expect(customer?.Value).toBe('Northwind Trading Ltd');
  });

  it('takes the addressee in the window, not the label heading the information block beside it', () => {
    const customer = customerOf('Dr. med. Petra Schulz', [
      [0.04, [0.6, 'Dr. med. Petra Schulz']],
      [0.11, [0.1, 'Dr. med. P. Schulz · Parkstraße 18 · 50968 Köln'], [0.75, 'Köln, 19. März 2025']],
      [0.16, [0.1, 'Niederrheinische Unfallversicherung AG'], [0.6, 'Ihr Zeichen'], [0.8, 'UV-2025-855376']],
      [0.18, [0.1, 'Abteilung Leistung Unfall'], [0.6, 'Ihr Auftrag vom'], [0.8, '31.01.2025']],
      [0.2, [0.1, 'z. Hd. Frau Kerstin Adler'], [0.6, 'Rechnungs-Nr.'], [0.8, 'G-2025-074']],
      [0.22, [0.1, 'Postfach 10 12 40'], [0.6, 'Ihr Ansprechpartner'], [0.8, 'Frau Aylin Yilmaz']],
      [0.24, [0.1, '47012 Duisburg']],
      [0.3, 'Rechnung'],
    ]);
    expect(customer?.Value).toBe('Niederrheinische Unfallversicherung AG');
  });

  it.each([
    ['Margaret Ellis', 'Ellis & Rowe Solicitors', 'Ellis & Rowe Solicitors'],
    ['Jan de Vries', 'Bakkerij Jansen B.V.', 'Bakkerij Jansen B.V.'],
    ['Jane Doe', 'Flat 3', 'Jane Doe'],
  ])('takes the firm under the person billed there: %s over %s', (person, second, billed) => {
    const customer = customerOf('Bright Path Studio Ltd', [
      [0.04, 'Bright Path Studio Ltd'],
      [0.06, '1 Mill Lane, Leeds LS2 7AB'],
      [0.2, 'Bill To'],
      [0.22, person],
      [0.24, second],
      [0.26, '22 Castle Street, Cardiff CF10 1BS'],
    ]);
    expect(customer?.Value).toBe(billed);
  });

  it('knows the company’s own name with a comma in it: "Phillips, Perry and King" is no customer', () => {
    const customer = customerOf('Phillips, Perry and King', [
      [0.04, [0.33, 'Phillips, Perry and King']],
      [0.055, [0.33, '334 Linda Loop · WF96 9HG Lake Marionhaven']],
      [0.16, 'Powell-Johnson'],
      [0.18, 'Studio 65k, Valerie Villages'],
      [0.2, 'NE79 9TR Carterside'],
    ]);
    expect(customer?.Value).toBe('Powell-Johnson');
  });
});
