import { extractFields } from './extract';
import { pageOf } from './testPages';

/**
 * Invoices made from the simple HTML invoice template (jsreport's sample `invoice-main`): a logo at the top left,
 * "Invoice #:", "Created:" and "Due:" at the top right, the seller's and the buyer's blocks side by side with no
 * label, a row per item and "Total:" under the prices; each firm's copy with its words translated.
 */
describe('an invoice made from the simple HTML template', () => {
  it('reads "Created:" as the date and a bare "Due:" as the due date, month first in dollars', () => {
    const page = pageOf(1, [
      [0.06, [0.62, 'Invoice #: INV-0391']],
      [0.08, [0.62, 'Created: 1/12/2025']],
      [0.1, [0.62, 'Due: 2/11/2025']],
      [0.16, 'Copperline Software Inc.', [0.7, 'Acme Corp.']],
      [0.18, '901 Congress Avenue, Suite 300', [0.7, '16 Johnson Road']],
      [0.26, 'Item', [0.8, 'Price']],
      [0.29, 'Website design', [0.8, '$468.10']],
      [0.32, [0.72, 'Total: $468.10']],
    ]);
    const { Fields } = extractFields([page]);
    expect(Fields.Number?.Value).toBe('INV-0391');
    expect(Fields.Date?.Value).toBe('2025-01-12');
    expect(Fields.DueDate?.Value).toBe('2025-02-11');
    expect(Fields.GrossAmount?.Value).toBe(468.1);
  });

  it('takes no two item prices that add up to the total for the net and the VAT', () => {
    const page = pageOf(1, [
      [0.06, [0.62, 'Invoice #: 2025-150']],
      [0.16, 'Harbor Light Design, LLC', [0.7, 'Acme Corp.']],
      [0.26, 'Item', [0.8, 'Price']],
      [0.29, 'Website design', [0.8, '$385.64']],
      [0.32, 'Domain name (1 year)', [0.8, '$18.69']],
      [0.35, [0.72, 'Total: $404.33']],
    ]);
    const { Fields } = extractFields([page]);
    expect(Fields.GrossAmount?.Value).toBe(404.33);
    // (An American bill that names no tax nets its total: no item price is the net.)
    expect([Fields.NetAmount?.Value, Fields.VatAmount]).toEqual([404.33, undefined]);
  });

  it('reads the Dutch "Aangemaakt:" and "Vervalt:", the German "Erstellt:"', () => {
    const dutch = pageOf(1, [
      [0.06, [0.62, 'Factuur #: 2025376']],
      [0.08, [0.62, 'Aangemaakt: 6-3-2025']],
      [0.1, [0.62, 'Vervalt: 20-3-2025']],
      [0.32, [0.68, 'Totaal: € 305,43']],
    ]);
    expect(extractFields([dutch]).Fields.DueDate?.Value).toBe('2025-03-20');
    expect(extractFields([dutch]).Fields.Date?.Value).toBe('2025-03-06');
    const german = pageOf(1, [
      [0.06, [0.62, 'Rechnung #: 390']],
      [0.08, [0.62, 'Erstellt: 7.3.2025']],
      [0.32, [0.68, 'Gesamt: € 1.703,32']],
    ]);
    expect(extractFields([german]).Fields.Date?.Value).toBe('2025-03-07');
  });

  it('takes no "Due" that ends "Amount due" or starts "Due within 30 days" for the due date\'s label', () => {
    const page = pageOf(1, [
      [0.06, [0.62, 'Invoice date: 03/04/2025']],
      [0.3, 'Due within 30 days 01/05/2025 onwards', [0.62, 'Amount due 12/05/2025']],
    ]);
    // The term itself gives the due date: 30 days after the invoice's date, not a date printed after either.
    const { Fields } = extractFields([page]);
    expect(Fields.Date?.Value).toBe('2025-04-03');
    expect(Fields.DueDate).toMatchObject({ Value: '2025-05-03', Label: 'due within 30 days' });
  });
});
