import { extractFields } from './extract';
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
  it.each(['Bill #', 'Bill No.', 'Credit Memo #', 'Rechnungs Nr.', 'Rechnungs-Nr.'])('%s', (label) => {
    expect(read(numbered(label)).Number?.Value).toBe('INV-2041');
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

  it('is its site’s name under a country’s second level (".co.uk")', () => {
    const fields = footedBy([0.9, 'Questions? billing@sunrisebakery.co.uk']);
    expect(fields.RelationName?.Value).toBe('Sunrisebakery');
  });
});
