import { pageOf } from './testPages';
import { valuesOf } from './testReading';

describe('the number an invoice prints among others', () => {
  it('is the bare "N°" under the title "FACTURE", not "Notre référence"', () => {
    const page = pageOf(1, [
      [0.1, 'Mosel Data Services S.à r.l.'],
      [0.2, 'Fiduciaire Weber & Schmit S.A.', [0.55, 'FACTURE']],
      [0.23, [0.55, 'N° 2026 / 000065']],
      [0.25, [0.55, 'Date'], [0.7, '4 juin 2026']],
      [0.27, [0.55, 'N° client'], [0.7, '000434']],
      [0.29, [0.55, 'Notre référence'], [0.7, 'KS/2344']],
      [0.31, [0.55, 'Contrat n°'], [0.7, '2024 / 000038']],
      [0.6, [0.6, 'Total TTC'], [0.85, '2.441,32 €']],
    ]);
    expect(valuesOf(page).Number).toBe('2026/000065');
  });

  it('is the credit note\'s own, with its own date, not those of the invoice under "Betreft factuur"', () => {
    const page = pageOf(1, [
      [0.02, 'Van der Linden Horecagroothandel B.V.', [0.6, 'CREDITNOTA']],
      [0.04, [0.6, 'Creditnotanummer'], [0.8, '25-10224']],
      [0.06, [0.6, 'Datum'], [0.8, '28-09-2025']],
      [0.08, [0.6, 'Betreft factuur'], [0.8, '25-10182']],
      [0.1, [0.6, 'Factuurdatum'], [0.8, '29-08-2025']],
      [0.12, 'Stadshotel Amersfoort B.V.', [0.6, 'Debiteurnummer'], [0.8, '14196']],
      [0.6, [0.6, 'Totaal creditbedrag'], [0.85, '€ 402,26']],
    ]);
    const read = valuesOf(page);
    expect([read.Number, read.Date]).toEqual(['25-10224', '2025-09-28']);
  });

  it('is dated in a grid of labels over their values, not by the delivery date in a line below', () => {
    const page = pageOf(1, [
      [0.02, 'Hagemann Baustoffe GmbH & Co. KG · Hansastraße 61 · 49090 Osnabrück'],
      [0.2, 'RECHNUNG'],
      [
        0.25,
        [0.1, 'Rechnungs-Nr.'],
        [0.25, 'Kunden-Nr.'],
        [0.4, 'Lieferschein-Nr.'],
        [0.6, 'Datum'],
        [0.75, 'Seite'],
      ],
      [0.27, [0.1, '260070'], [0.25, '218278'], [0.4, '320645'], [0.6, '17.10.2026'], [0.75, '1']],
      [0.31, 'Lieferanschrift: Baustelle Kita Sonnenhügel, Knollstraße 140 · Lieferdatum: 15.10.2026'],
      [0.6, [0.6, 'Rechnungsbetrag'], [0.85, '6.365,50 €']],
    ]);
    const read = valuesOf(page);
    expect([read.Number, read.Date]).toEqual(['260070', '2026-10-17']);
  });

  it("leaves the reference at the number's place and takes the one the payment sentence quotes", () => {
    const page = pageOf(1, [
      [0.02, 'Atlas Consultancy Ltd'],
      [0.2, [0.1, 'Your letter of'], [0.3, 'Your reference'], [0.5, 'Our reference'], [0.7, 'Date']],
      [0.22, [0.3, 'PO-77682'], [0.5, 'F00491'], [0.7, '17th March 2026']],
      [0.6, [0.6, 'Total'], [0.85, '£1,200.00']],
      [0.7, 'Please transfer the amount quoting the'],
      [0.72, 'reference: F00491'],
    ]);
    const read = valuesOf(page);
    expect([read.Number, read.PaymentReference]).toEqual(['F00491', 'F00491']);
  });
});

describe('the labels of a payment box and of an order', () => {
  it('is due "avant le" the day under the amount to pay', () => {
    const page = pageOf(1, [
      [0.02, 'Ardenne Énergie SA'],
      [0.2, [0.1, 'Numéro de facture'], [0.3, '312026981090']],
      [0.22, [0.1, 'Date de facture'], [0.3, '18/01/2026'], [0.65, 'Montant à payer']],
      [0.28, [0.65, '2.061,20 €']],
      [0.3, [0.65, 'avant le 02/02/2026']],
    ]);
    expect(valuesOf(page).DueDate).toBe('2026-02-02');
  });

  it('reads "Your P.O." where the text layer split it as "P .O."', () => {
    const page = pageOf(1, [
      [0.02, 'M. Doyle & Sons'],
      [0.2, [0.6, 'Invoice No.'], [0.75, 'D-1165']],
      [0.22, [0.6, 'Your P .O.'], [0.75, 'CHT-PO-9947']],
      [0.6, [0.6, 'Total'], [0.85, '€15,723.76']],
    ]);
    expect(valuesOf(page).PurchaseOrderNumber).toBe('CHT-PO-9947');
  });
});
