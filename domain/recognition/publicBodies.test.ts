import { extractFields } from './extract';
import { pageOf } from './testPages';
import { valuesOf } from './testReading';

describe("a public body's invoice", () => {
  it('is the council that cheques are payable to, its name going on at the next line', () => {
    const page = pageOf(1, [
      [0.044, 'Leeds City Council', [0.7, 'INVOICE']],
      [0.12, [0.66, 'Invoice number'], [0.8, '73908601']],
      [0.14, [0.66, 'Invoice date'], [0.8, '13/05/2025']],
      [0.56, [0.65, 'Invoice total'], [0.85, '£2,795.00']],
      [0.626, 'Finance Shared Services Income, quoting your customer number. Cheques payable to Leeds'],
      [0.641, 'City Council. Remit to: Finance Shared Services, Income Team, PO Box 872, Leeds LS1 9QN.'],
    ]);
    const { Fields } = extractFields([page]);
    const payable = Fields.RelationName?.Box;
    expect(Fields.RelationName?.Value).toBe('Leeds City Council');
    // Read where the cheques are made payable: the name across both lines.
    expect(payable?.[1]).toBeCloseTo(0.626, 2);
  });

  it('is the body, not the office it asks to remit to or the treasurer cheques are payable to', () => {
    for (const payee of [
      'Please remit to: Finance Office – Accounts Receivable, Castletroy, Limerick V94 K2R6.',
      'Make checks payable to: Treasurer, State of Ohio. Write the invoice number on your check.',
    ]) {
      const page = pageOf(1, [
        [0.05, 'Ohio Department of Agriculture', [0.7, 'Margaret L. Hensley, Governor']],
        [0.15, [0.1, 'INVOICE NO.'], [0.3, 'INVOICE DATE']],
        [0.16, [0.1, 'WM25-01570'], [0.3, '09/18/2025']],
        [0.45, [0.1, 'TOTAL AMOUNT DUE'], [0.8, '$764.31']],
        [0.51, payee],
        [
          0.96,
          'Ohio Department of Agriculture · 1400 Harrison Drive, Reynoldsburg, OH 43068 · (614) 555-0147',
        ],
      ]);
      expect(valuesOf(page).RelationName).toBe('Ohio Department of Agriculture');
    }
  });

  it('charges no VAT where its fees are outside the tax: the net is the total', () => {
    for (const notice of [
      'no sales tax applies to these governmental fees.',
      'Non soumis à la TVA (article 256 B du code général des impôts).',
      'Deze leges zijn niet onderworpen aan btw.',
      'Umsatzsteuer: nicht steuerbar (hoheitliche Tätigkeit)',
    ]) {
      const page = pageOf(1, [
        [0.05, 'Gemeente Deventer'],
        [0.15, [0.1, 'Factuurnummer'], [0.3, '7225002703']],
        [0.17, [0.1, 'Factuurdatum'], [0.3, '19-05-2025']],
        [0.4, [0.1, 'Totaal'], [0.8, '1.103,84']],
        [0.42, notice],
      ]);
      const values = valuesOf(page);
      expect([values.NetAmount, values.VatAmount, values.GrossAmount]).toEqual([1103.84, 0, 1103.84]);
    }
  });

  it('is numbered by the "N° de titre" of its "Avis des sommes à payer", not by the decision it cites', () => {
    const page = pageOf(1, [
      [0.07, 'Communauté de communes du Pays de Landivisiau'],
      [0.13, [0.31, 'AVIS DES SOMMES À PAYER']],
      [0.179, [0.09, 'Exercice'], [0.2, 'N° de bordereau'], [0.35, 'N° de titre'], [0.5, "Date d'émission"]],
      [0.187, [0.09, '2025'], [0.2, '48'], [0.35, '1959'], [0.5, '19/05/2025']],
      [
        0.28,
        'Objet : redevance spéciale – tarifs fixés par la délibération n° 2024-827 du conseil communautaire.',
      ],
      [0.4, [0.1, 'Montant total à payer'], [0.8, '1 103,84 €']],
    ]);
    expect(valuesOf(page).Number).toBe('1959');
  });

  it('is due on the day its sentence says the amount is "fällig, spätestens am", on the next line', () => {
    const page = pageOf(1, [
      [0.06, [0.7, 'Stadt Augsburg']],
      [0.22, [0.58, 'Datum'], [0.7, '22.06.2026']],
      [0.35, 'Rechnungsnummer 2026/660/01339'],
      [0.64, [0.17, 'Gesamtbetrag'], [0.8, '1.091,20 €']],
      [
        0.666,
        'Der Betrag ist innerhalb eines Monats nach Bekanntgabe dieses Bescheids fällig, spätestens am',
      ],
      [0.681, '22.07.2026.'],
    ]);
    expect(valuesOf(page).DueDate).toBe('2026-07-22');
  });

  it('gives the creditor reference that the line end cuts in two', () => {
    const page = pageOf(1, [
      [0.05, 'Administration communale de Mamer'],
      [0.25, 'Facture n° 2025/00324'],
      [0.54, [0.6, 'Total TTC'], [0.85, '2.061,30 €']],
      [
        0.613,
        'Mamer auprès de la Spuerkeess, IBAN LU40 0011 2967 6222 1011, BIC BCEELULL, avec la référence RF13',
      ],
      [0.628, '8122 2720 2500 324.'],
    ]);
    expect(valuesOf(page).PaymentReference).toBe('RF13812227202500324');
  });
});

describe("a forwarder's invoice", () => {
  it('is no name in "in naam en voor rekening van de klant betaald"', () => {
    const page = pageOf(1, [
      [0.04, 'ZCS', [0.2, 'Zandvliet Customs Services NV']],
      [0.25, [0.1, 'Factuurnummer'], [0.3, '25/003840']],
      [
        0.58,
        'Voorgeschoten rechten en taksen (in naam en voor rekening van de klant betaald, art. 28, 5° W.BTW)',
      ],
      [0.68, [0.6, 'Totaal te betalen'], [0.85, '26.477,07 €']],
      [0.96, 'Zandvliet Customs Services NV · Scheldelaan 422 · 2040 Antwerpen · BTW BE 0778.623.552'],
    ]);
    expect(valuesOf(page).RelationName).toBe('Zandvliet Customs Services NV');
  });

  it('reads the tax after its base "von EUR", and the credit note\'s "Gutschriftsbetrag" as its gross', () => {
    const page = pageOf(1, [
      [0.05, 'Pyhrn Cargo Spedition GmbH'],
      [0.13, [0.57, 'Gutschrift Nr.'], [0.7, '2026/01455']],
      [0.15, [0.57, 'Datum'], [0.7, '29.04.2026']],
      [0.508, [0.52, 'Summe netto'], [0.7, 'EUR'], [0.8, '-741,92']],
      [0.526, [0.52, 'davon steuerfrei'], [0.7, 'EUR'], [0.8, '-160,34']],
      [0.545, [0.52, 'USt 20 % von EUR -581,58'], [0.75, 'EUR'], [0.8, '-116,32']],
      [0.565, [0.52, 'Gutschriftsbetrag'], [0.75, 'EUR'], [0.8, '-858,24']],
    ]);
    const values = valuesOf(page);
    expect([values.NetAmount, values.VatAmount, values.GrossAmount]).toEqual([-741.92, -116.32, -858.24]);
  });

  it('is in the currency of its totals, not in that of the freight it converted', () => {
    const page = pageOf(1, [
      [0.04, 'Caux-Seine Transit SAS', [0.7, 'FACTURE']],
      [0.22, [0.08, 'N° de facture'], [0.3, 'F25-01945']],
      [0.44, [0.07, 'Désignation'], [0.5, 'Prix unitaire'], [0.65, 'Taux USD'], [0.85, 'Montant €']],
      [
        0.49,
        [0.07, 'Fret maritime Le Havre → Montréal'],
        [0.5, '1 718,69 $'],
        [0.65, '0,9147'],
        [0.85, '1 572,09'],
      ],
      [0.51, [0.07, 'Surcharge carburant (BAF)'], [0.5, '267,79 $'], [0.65, '0,9147'], [0.85, '244,95']],
      [0.64, [0.62, 'Total HT'], [0.85, '1 817,04 €']],
      [0.67, [0.62, 'Total TTC'], [0.85, '1 817,04 €']],
      [0.71, 'Fret en USD converti au taux de 1 USD = 0,9147 €.'],
    ]);
    expect(valuesOf(page).Currency).toBe('EUR');
  });

  it('keeps the currency the page names when a sign stands only beside the total (OCR\'s "¥" for "₹")', () => {
    const page = pageOf(1, [
      [0.22, [0.02, 'Product Title'], [0.4, 'Qty'], [0.5, 'Price'], [0.8, 'Total']],
      [0.28, [0.02, 'Price is inclusive of Promotional Discount of Rs 40.00,']],
      [0.32, [0.51, 'Total'], [0.6, '1'], [0.7, '278.61'], [0.8, '40.39'], [0.9, '319.00']],
      [0.37, [0.65, 'Grand Total'], [0.8, '¥ 319.00']],
    ]);
    expect(valuesOf(page).Currency).toBe('INR');
  });
});
