import { pageOf } from './testPages';
import { largeWords, valuesOf } from './testReading';

describe('Canada’s sales taxes', () => {
  it('adds GST and PST, each beside its rate, into the VAT of a British Columbia bill in Canadian dollars', () => {
    const page = pageOf(1, [
      [0.04, 'Coastline Office Interiors Corp.'],
      [0.06, 'Burnaby, BC V5C 6C6'],
      [0.08, 'GST No. 183396647 RT0001 · PST No. PST-7525-0506'],
      [0.2, [0.6, 'Invoice #'], [0.8, '1047']],
      [0.22, [0.6, 'Date'], [0.8, '2026-05-02']],
      [0.6, [0.6, 'Subtotal'], [0.85, '$2,363.02']],
      [0.62, [0.6, 'GST (5%)'], [0.85, '$118.15']],
      [0.64, [0.6, 'PST (7%)'], [0.85, '$165.41']],
      [0.67, [0.6, 'Total'], [0.85, '$2,646.58']],
    ]);
    expect(valuesOf(page)).toMatchObject({
      NetAmount: 2363.02,
      VatAmount: 283.56,
      GrossAmount: 2646.58,
      Currency: 'CAD',
    });
  });

  it('adds Québec’s TPS and TVQ of a French bill whose amounts end in "$"', () => {
    const page = pageOf(1, [
      [0.04, 'Imprimerie Boréale inc.'],
      [0.06, 'Laval (Québec) H7L 4J5'],
      [0.1, [0.6, 'No de facture :'], [0.8, '26-0122']],
      [0.12, [0.6, 'Date de facturation :'], [0.8, '2026-09-06']],
      [0.6, [0.6, 'Sous-total'], [0.85, '3 024,67 $']],
      [0.62, [0.6, 'TPS (5 %)'], [0.85, '151,23 $']],
      [0.64, [0.6, 'TVQ (9,975 %)'], [0.85, '301,71 $']],
      [0.67, [0.6, 'Total'], [0.85, '3 477,61 $']],
    ]);
    expect(valuesOf(page)).toMatchObject({
      NetAmount: 3024.67,
      VatAmount: 452.94,
      GrossAmount: 3477.61,
      Currency: 'CAD',
    });
  });
});

describe('the dollar a "$" stands for', () => {
  const bill = (...more: Array<[number, ...Array<string | [number, string]>]>) =>
    pageOf(1, [
      [0.04, 'Northern Air Mechanical Ltd.'],
      [0.2, [0.6, 'Invoice'], [0.8, '498']],
      [0.5, [0.1, 'Service call'], [0.7, '$127.38'], [0.85, '$191.07']],
      [0.52, [0.1, 'Condenser fan motor'], [0.7, '$365.31'], [0.85, '$730.62']],
      ...more,
    ]);

  it('is the US dollar when nothing else names it', () => {
    expect(valuesOf(bill([0.6, [0.6, 'Total'], [0.85, '$921.69']])).Currency).toBe('USD');
  });

  it('is the dollar whose code the page prints, however many "$" signs there are', () => {
    expect(valuesOf(bill([0.3, [0.6, 'Amount Due (CAD):'], [0.8, '$921.69']])).Currency).toBe('CAD');
  });

  it('is the Canadian dollar on a bill that charges HST', () => {
    expect(valuesOf(bill([0.6, [0.6, 'HST (13%)'], [0.85, '$119.82']])).Currency).toBe('CAD');
  });
});

describe('a credit memo', () => {
  it('has its own number and date from its box, not those of the invoice it applies to', () => {
    const page = pageOf(1, [
      [0.04, 'Coastline Office Interiors Corp.'],
      [0.06, [0.1, '4480 Still Creek Drive'], [0.75, 'Credit Memo']],
      [0.08, [0.7, 'Date'], [0.82, 'Credit No.']],
      [0.1, [0.7, '2026-05-14'], [0.82, '1051']],
      [0.2, 'Fraser Delta Engineering Ltd.'],
      [0.3, [0.3, 'Applies to Invoice'], [0.5, 'Invoice Date'], [0.65, 'Customer P.O. No.']],
      [0.32, [0.3, '1035'], [0.5, '2026-04-17'], [0.65, 'FDE-58865']],
      [0.6, [0.6, 'Total Credit'], [0.85, '$2,646.58']],
    ]);
    expect(valuesOf(page)).toMatchObject({ Number: '1051', Date: '2026-05-14', GrossAmount: 2646.58 });
  });
});

describe('the vendor’s name', () => {
  it('is the legal name set right under a trade name printed large ("Bluebonnet Kitchen")', () => {
    const page = pageOf(1, [
      [0.093, [0.32, 'BLUEBONNET CATERING COMPANY, LLC']],
      [0.11, [0.32, '1408 South Congress Avenue · Austin, TX 78704']],
      [0.125, [0.3, 'Phone (512) 555-0187 · events@bluebonnetkitchen.com']],
      [0.2, 'BILL TO'],
      [0.22, 'Pedernales Software Inc.'],
      [0.3, [0.6, 'INVOICE #'], [0.8, '2026-024']],
      [0.6, [0.6, 'Total'], [0.85, '$4,812.67']],
    ]);
    const read = valuesOf({
      ...page,
      Words: [...largeWords('Bluebonnet Kitchen', 0.3, 0.054, 0.03), ...page.Words],
    });
    expect(read.RelationName).toBe('BLUEBONNET CATERING COMPANY, LLC');
  });

  it('is the account holder a webshop names, not its domain set as a logo, nor the sentence after the name', () => {
    const page = pageOf(1, [
      [0.04, [0.1, 'theetuin.nl'], [0.8, 'FACTUUR']],
      [0.06, 'Losse thee, theewaren en meer'],
      [0.2, [0.6, 'Factuurnummer'], [0.8, 'TT2025-00017']],
      [0.22, [0.6, 'Factuurdatum'], [0.8, '20 maart 2025']],
      [0.6, [0.6, 'Totaal incl. btw'], [0.85, '€ 315,26']],
      [0.7, 'Graag binnen 14 dagen overmaken'],
      [
        0.72,
        'naar NL13 KNAB 7118 6455 65 t.n.v. Theetuin Vermeulen en vermeld daarbij het betalingskenmerk:',
      ],
    ]);
    const read = valuesOf({
      ...page,
      Words: [...largeWords('theetuin.nl', 0.1, 0.03, 0.024), ...page.Words.slice(1)],
    });
    expect(read.RelationName).toBe('Theetuin Vermeulen');
  });
});
