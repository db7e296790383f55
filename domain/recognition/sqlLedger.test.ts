import { extractFields } from './extract';
import { pageOf } from './testPages';

/**
 * Invoices as SQL-Ledger's own templates print them: the firm at the top left, a spaced title, the invoice's data as
 * labels beside their values (or, in English, as a row of column heads over their values), the subtotal, a row per
 * tax, the balance, "All prices in EUR", the bank in the foot.
 */
describe('an invoice printed by SQL-Ledger', () => {
  it('reads the German "Bezahlbar bis" as the due date and "Total" after the taxes as the gross', () => {
    const page = pageOf(1, [
      [0.05, 'Büromaschinen Vogt GmbH', [0.7, 'Telefon 0221 555 7300']],
      [0.13, [0.45, 'R E C H N U N G']],
      [0.17, [0.6, 'Ausgestellt am'], [0.8, '15.07.26']],
      [0.185, [0.6, 'Bezahlbar bis'], [0.8, '29.07.26']],
      [0.2, [0.6, 'Nummer'], [0.8, '202610296']],
      [0.4, [0.55, 'Zwischensumme'], [0.85, '352,04']],
      [0.415, [0.55, 'MwSt 19% auf 241,14'], [0.86, '45,82']],
      [0.43, [0.55, 'MwSt 7% auf 110,90'], [0.87, '7,76']],
      [0.46, 'Bezahlbar innerhalb von 14 Tagen', [0.6, 'Total'], [0.85, '405,62']],
      [0.5, [0.75, 'Alle Preise in EUR']],
    ]);
    const { Fields } = extractFields([page]);
    expect(Fields.Date?.Value).toBe('2026-07-15');
    expect(Fields.DueDate?.Value).toBe('2026-07-29');
    expect(Fields.Number?.Value).toBe('202610296');
    expect(Fields.GrossAmount?.Value).toBe(405.62);
    expect(Fields.NetAmount?.Value).toBe(352.04);
  });

  it('reads the French "Solde à régler" as the gross, not the "Sous-total"', () => {
    const page = pageOf(1, [
      [0.05, 'Quincaillerie Morel SARL', [0.7, 'Tél : 04 78 55 21 40']],
      [0.13, [0.45, 'F A C T U R E']],
      [0.17, [0.55, 'Date de facture'], [0.8, '24/04/2026']],
      [0.2, [0.55, 'N° de facture'], [0.8, 'F2026-10025']],
      [0.4, [0.55, 'Sous-total'], [0.85, '303,36']],
      [0.415, [0.55, 'TVA 20 %'], [0.86, '60,67']],
      [0.45, 'À régler dans 30 jours au plus tard.', [0.55, 'Solde à régler'], [0.85, '364,03']],
    ]);
    expect(extractFields([page]).Fields.GrossAmount?.Value).toBe(364.03);
  });

  it('reads the order number under "Order #" though the due date beside it reaches into its column', () => {
    const page = pageOf(1, [
      [0.05, 'Northgate Office Supplies Ltd'],
      [
        0.287,
        [0.082, 'Invoice #'],
        [0.197, 'Date'],
        [0.304, 'Due'],
        [0.411, 'Order #'],
        [0.523, 'Salesperson'],
      ],
      [
        0.311,
        [0.082, '10760'],
        [0.197, '07/02/25'],
        [0.318, '21/02/25'],
        [0.411, 'PO64777'],
        [0.523, 'J. Smith'],
      ],
      [0.5, [0.6, 'Balance Due'], [0.8, '1,912.14']],
    ]);
    const { Fields } = extractFields([page]);
    expect(Fields.Number?.Value).toBe('10760');
    expect(Fields.PurchaseOrderNumber?.Value).toBe('PO64777');
  });
});
