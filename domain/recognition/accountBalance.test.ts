import { pageOf } from './testPages';
import { valuesOf } from './testReading';

describe("a bill's own total beside the account's", () => {
  const patentFirm = (balance: string) =>
    pageOf(1, [
      [0.05, 'HALVORSEN PIKE', [0.6, 'Invoice No.'], [0.78, '241122']],
      [0.07, [0.6, 'Invoice Date'], [0.78, 'July 6, 2026']],
      [0.3, [0.05, 'Professional fees (54.30 hours)'], [0.85, '$30,363.00']],
      [0.32, [0.05, 'Disbursements'], [0.85, '$9,550.75']],
      [0.34, [0.05, 'Total This Invoice'], [0.85, '$39,913.75']],
      [0.4, [0.05, balance], [0.85, '$20,251.27']],
      [0.42, [0.05, 'Payment received 06/25/2026'], [0.85, '-$15,188.45']],
      [0.46, [0.05, 'Total Balance Due'], [0.85, '$44,976.57']],
      [0.93, 'Halvorsen Pike PLLC · 200 Clarendon Street, Boston, MA 02116 · Federal Tax ID 04-1923477'],
    ]);

  it.each(['Prior balance (Invoice No. 239990 dated 06/08/2026)', 'Previous balance', 'Balance forward'])(
    'is "Total This Invoice", not the balance due that carries "%s"',
    (balance) => {
      const read = valuesOf(patentFirm(balance));
      expect(read.GrossAmount).toBe(39913.75);
      // No amount is named a tax: the bill's net is its total.
      expect(read.NetAmount).toBe(39913.75);
    },
  );

  it('is "Totaal deze factuur" in Dutch, not the "Totaal te betalen" after "Saldo vorige factuur"', () => {
    const page = pageOf(1, [
      [0.05, 'Installatiebedrijf Mulder B.V.', [0.6, 'Factuurnummer'], [0.78, '2026-0412']],
      [0.3, [0.05, 'Onderhoud cv-installatie, incl. 21% btw'], [0.85, '€ 1.210,00']],
      [0.34, [0.05, 'Totaal deze factuur'], [0.85, '€ 1.210,00']],
      [0.38, [0.05, 'Saldo vorige factuur'], [0.85, '€ 500,00']],
      [0.4, [0.05, 'Totaal te betalen'], [0.85, '€ 1.710,00']],
    ]);
    expect(valuesOf(page).GrossAmount).toBe(1210);
  });
});

describe("a bill's net without a tax named", () => {
  it('is not derived when an amount is named a tax', () => {
    const page = pageOf(1, [
      [0.05, 'Acme Widgets Ltd', [0.6, 'Invoice No.'], [0.78, 'INV-2041']],
      [0.3, [0.05, 'Sales tax'], [0.85, '$31.70']],
      [0.34, [0.05, 'Total'], [0.85, '$431.70']],
    ]);
    expect(valuesOf(page).NetAmount).not.toBe(431.7);
  });
});

describe('a grid of totals closed by its sum', () => {
  it('is read at "Gesamtbetrag", whose VAT blends the fees\' 19 % with a court fee advanced outside it', () => {
    const page = pageOf(1, [
      [0.05, 'Brandt Oehlschläger Rechtsanwälte PartG mbB', [0.6, 'Rechnungs-Nr.'], [0.78, '26-01238']],
      [0.26, [0.05, 'Satz'], [0.1, 'Gebühr / Auslage'], [0.6, 'Vorschrift'], [0.86, 'Betrag']],
      [
        0.28,
        [0.05, '1,3'],
        [0.1, 'Verfahrensgebühr, §§ 2, 13 RVG'],
        [0.6, 'Nr. 3100 VV RVG'],
        [0.86, '2.410,85 €'],
      ],
      [0.3, [0.1, 'Zwischensumme netto'], [0.86, '6.510,75 €']],
      [0.32, [0.1, '19 % Umsatzsteuer'], [0.6, 'Nr. 7008 VV RVG'], [0.86, '1.237,04 €']],
      [0.4, [0.5, 'netto'], [0.68, 'USt'], [0.86, 'brutto']],
      [0.42, [0.3, 'Vergütung'], [0.5, '6.510,75 €'], [0.68, '1.237,04 €'], [0.86, '7.747,79 €']],
      [0.44, [0.3, 'Verauslagte Gerichtskosten'], [0.5, '2.090,50 €'], [0.7, '–'], [0.86, '2.090,50 €']],
      [0.46, [0.3, 'Gesamtbetrag'], [0.5, '8.601,25 €'], [0.68, '1.237,04 €'], [0.86, '9.838,29 €']],
      [0.5, [0.3, 'Restbetrag'], [0.86, '8.648,29 €']],
    ]);
    const read = valuesOf(page);
    expect([read.NetAmount, read.VatAmount, read.GrossAmount]).toEqual([8601.25, 1237.04, 9838.29]);
  });
});
