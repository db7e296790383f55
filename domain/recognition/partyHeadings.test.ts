import { extractFields } from './extract';
import { pageOf } from './testPages';

/**
 * An invoice whose two parties stand side by side under their headings (the seller's left, the buyer's right), with
 * no letter head and no legal form to go by: the heading says which party is which.
 */
const sideBySide = (seller: string, buyer: string, options: Parameters<typeof extractFields>[1]) =>
  extractFields(
    [
      pageOf(1, [
        [0.05, 'FACTUUR'],
        [0.12, [0.1, seller], [0.5, buyer]],
        [0.135, [0.1, 'Atelier Moreau'], [0.5, 'Bakkerij Jansen']],
        [0.15, [0.1, 'Kerkstraat 1'], [0.5, 'Dorpsweg 2']],
        [0.165, [0.1, '1234 AB Utrecht'], [0.5, '2345 BC Gouda']],
        [0.3, [0.6, 'Factuurnummer: 2024-0456']],
        [0.63, [0.55, 'Totaal'], [0.8, '120,00']],
      ]),
    ],
    options,
  ).Fields.RelationName?.Value;

const headings = [
  ['Prestataire', 'Client'],
  ['Auftragnehmer', 'Auftraggeber'],
  ['Opdrachtnemer', 'Opdrachtgever'],
  ['Dienstverlener', 'Klant'],
  ['Uitgevoerd door', 'Uitgevoerd voor'],
  ['Cedente/prestatore', 'Cessionario/committente'],
  ['Vendor', 'Ship to'],
  ['Issued by', 'Issued to'],
  ['Sold by', 'Sold to'],
];

describe('the parties under the headings of a contractor and its client', () => {
  it.each(headings)(
    'a purchase invoice is from the party under "%s", not the heading or "%s"',
    (seller, buyer) => {
      expect(sideBySide(seller, buyer, { ownCompany: { Name: 'Bakkerij Jansen' } })).toBe('Atelier Moreau');
    },
  );

  it.each(headings.filter(([, buyer]) => !['Client', 'Klant', 'Ship to', 'Sold to'].includes(buyer)))(
    'a sales invoice from under "%s" is to the party under "%s"',
    (seller, buyer) => {
      expect(sideBySide(seller, buyer, { ownCompany: { Name: 'Atelier Moreau' }, salesInvoice: true })).toBe(
        'Bakkerij Jansen',
      );
    },
  );
});

describe("a party's own number under its heading", () => {
  // Every heading of a seller or a billed party marks the block; before, only some of them did, and the party's
  // number ("Nummer: 549910") was taken as the invoice's.
  it.each([
    'Bill From:',
    'Von:',
    'Proveedor:',
    'Fornitore:',
    'Expéditeur :',
    'Leistungserbringer:',
    'Rechnungsadresse:',
    'Gefactureerd aan:',
  ])('a bare "Nummer:" under "%s" is not the invoice\'s number', (heading) => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'INVOICE'],
        [0.1, 'Order no.: PO-7781', [0.5, 'No.: 2024-0042']],
        [0.2, heading],
        [0.22, 'Nummer: 549910'],
      ]),
    ]);
    expect(Fields.Number?.Value).toBe('2024-0042');
  });
});
