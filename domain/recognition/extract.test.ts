import { extractFields } from './extract';
import { LowConfidence } from './score';
import { pageOf } from './testPages';

const dutchInvoice = pageOf(1, [
  [0.05, 'FACTUUR', [0.6, 'Bakkerij De Korenschoof B.V.']],
  [0.07, [0.6, 'KvK 12345678']],
  [0.09, [0.6, 'BTW NL810433941B01']],
  [0.15, 'Factuurnummer: 2024-0042', [0.6, 'IBAN NL50 INGB 0683 2513 09']],
  [0.17, 'Factuurdatum: 12 maart 2024'],
  [0.19, 'Vervaldatum: 11-04-2024'],
  [0.21, 'Uw ordernummer: PO-778'],
  [0.3, 'Omschrijving', [0.5, 'Aantal'], [0.6, 'Prijs'], [0.8, 'Bedrag']],
  [0.32, 'Brood volkoren', [0.5, '10'], [0.6, '€ 2,50'], [0.8, '€ 25,00']],
  [0.34, 'Krentenbollen', [0.5, '20'], [0.6, '€ 3,75'], [0.8, '€ 75,00']],
  [0.5, [0.5, 'Subtotaal'], [0.8, '€ 100,00']],
  [0.52, [0.5, 'BTW 9%'], [0.8, '€ 9,00']],
  [0.54, [0.5, 'Totaal te betalen'], [0.8, '€ 109,00']],
]);

const packingSlip = pageOf(1, [
  [0.05, 'PAKBON', [0.6, 'Groothandel Jansen & Zn']],
  [0.15, 'Pakbonnummer', [0.3, 'PB2026-00031']],
  [0.17, 'Leverdatum', [0.3, '05-11-2026']],
  [0.19, 'Uw referentie', [0.3, 'PO-24011']],
  [0.3, 'Omschrijving', [0.6, 'Aantal']],
  [0.32, 'Kopieerpapier A4', [0.6, '20']],
]);

const invoiceNamingItsSlip = pageOf(1, [
  [0.05, 'FACTUUR'],
  [0.15, 'Factuurnummer', [0.3, 'F-2026-118']],
  [0.17, 'Pakbonnummer', [0.3, 'PB-77']],
  [0.19, 'Leverdatum', [0.3, '01-11-2026']],
  [0.21, 'Factuurdatum', [0.3, '03-11-2026']],
]);

describe('extractFields', () => {
  it('reads the header fields of a Dutch invoice beside their labels, each with its page and box', () => {
    const { Fields, Language } = extractFields([dutchInvoice]);
    expect(Language).toBe('nl');
    expect(Fields.Number).toMatchObject({
      Value: '2024-0042',
      Page: 1,
      Source: 'Text',
      Label: 'Factuurnummer',
    });
    expect(Fields.Date?.Value).toBe('2024-03-12');
    expect(Fields.DueDate?.Value).toBe('2024-04-11');
    expect(Fields.PurchaseOrderNumber?.Value).toBe('PO-778');
    expect(Fields.IbanNumber?.Value).toBe('NL50INGB0683251309');
    expect(Fields.RelationVatNumber?.Value).toBe('NL810433941B01');
    expect(Fields.RelationChamberOfCommerce?.Value).toBe('12345678');
    expect(Fields.RelationName?.Value).toBe('Bakkerij De Korenschoof B.V.');
    expect(Fields.Currency?.Value).toBe('EUR');
    const box = Fields.Number?.Box ?? [];
    expect(box[0]).toBeGreaterThan(0.1);
    expect(box[1]).toBeCloseTo(0.15, 2);
  });

  it('reads a packing slip by its own number and delivery date', () => {
    const { Fields } = extractFields([packingSlip]);
    expect(Fields.Number).toMatchObject({ Value: 'PB2026-00031', Label: 'Pakbonnummer' });
    expect(Fields.Date?.Value).toBe('2026-11-05');
  });

  it('is sure of a packing slip known to be one by its own labels, unsure of them on a document of unknown type', () => {
    const unknown = extractFields([packingSlip]).Fields;
    const known = extractFields([packingSlip], { packingSlip: true }).Fields;
    expect([known.Number?.Value, known.Date?.Value]).toEqual(['PB2026-00031', '2026-11-05']);
    for (const field of [known.Number, known.Date])
      expect(field?.Confidence).toBeGreaterThanOrEqual(LowConfidence);
    for (const field of [unknown.Number, unknown.Date]) expect(field?.Confidence).toBeLessThan(LowConfidence);
  });

  it('reads an invoice that names its packing slip by the invoice number and date', () => {
    const { Fields } = extractFields([invoiceNamingItsSlip]);
    expect(Fields.Number?.Value).toBe('F-2026-118');
    expect(Fields.Date?.Value).toBe('2026-11-03');
  });

  it('chooses amounts that add up and trusts them more than amounts that do not', () => {
    const { Fields, VatBreakdown, Lines } = extractFields([dutchInvoice]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      100, 9, 109,
    ]);
    expect(Fields.GrossAmount?.Confidence).toBeGreaterThanOrEqual(0.9);
    expect(VatBreakdown).toEqual([{ Percentage: 9, NetAmount: 100, VatAmount: 9 }]);
    expect(Lines.map((line) => [line.Description, line.Quantity, line.UnitPrice, line.NetAmount])).toEqual([
      ['Brood volkoren', 10, 2.5, 25],
      ['Krentenbollen', 20, 3.75, 75],
    ]);

    const inconsistent = pageOf(1, [
      [0.1, 'Invoice number: 77'],
      [0.5, 'Subtotal', [0.8, '100.00']],
      [0.52, 'VAT', [0.8, '7.00']],
      [0.54, 'Total', [0.8, '120.00']],
    ]);
    const fields = extractFields([inconsistent]).Fields;
    expect(fields.GrossAmount?.Value).toBe(120);
    expect(fields.GrossAmount?.Confidence).toBeLessThan(0.8);
  });

  it('takes gross − VAT for a net whose cents OCR misread, gross − net for a misread VAT, never a gross from net + VAT', () => {
    const totals = (net: string, vat: string, gross: string, more: string[] = []) =>
      extractFields([
        pageOf(1, [
          [0.1, 'Invoice number: 77'],
          [0.5, 'Net Total', [0.8, net]],
          [0.52, 'VAT', [0.8, vat]],
          ...more.map((text, index): [number, string] => [0.54 + index * 0.02, text]),
          [0.6, 'Gross Total', [0.8, gross]],
        ]),
      ]).Fields;
    const misread = totals('3,541.00', '708.22', '4,249.31');
    expect(misread.NetAmount?.Value).toBe(3541.09);
    expect(misread.NetAmount?.Confidence).toBeLessThan(0.8);
    expect(misread.NetAmount?.Box).not.toBeNull();
    // The VAT misread ("£805.91" as "4805.91"): gross − net, as charged at 20 % of the net.
    const vat = totals('£4,029.54', '4805.91', '£4,835.45');
    expect([vat.NetAmount?.Value, vat.VatAmount?.Value, vat.GrossAmount?.Value]).toEqual([
      4029.54, 805.91, 4835.45,
    ]);
    expect(vat.VatAmount?.Confidence).toBeLessThan(0.8);
    expect(vat.VatAmount?.Box).not.toBeNull();
    // Expenses without VAT part the gross from net + VAT: all three stay as printed.
    const expenses = totals('1,000.00', '210.00', '1,350.00', ['Expenses (no VAT)']);
    expect([expenses.NetAmount?.Value, expenses.GrossAmount?.Value]).toEqual([1000, 1350]);
    // Both lost their first digit to the sign ("€860.04" as "60.04", "€172.01" as "€72.01"): the split of the gross
    // at 20 % that ends in both readings.
    const both = totals('60.04', '€72.01', '€1,032.05');
    expect([both.NetAmount?.Value, both.VatAmount?.Value]).toEqual([860.04, 172.01]);
    expect(both.NetAmount?.Confidence).toBeLessThan(0.8);
    expect(both.NetAmount?.Box).not.toBeNull();
    // Readings that the split does not end in stay as read.
    const other = totals('61.04', '€72.01', '€1,032.05');
    expect([other.NetAmount?.Value, other.VatAmount?.Value]).toEqual([61.04, 72.01]);
  });

  it('reads German and French labels and dates', () => {
    const german = pageOf(1, [
      [0.1, 'Rechnungsnummer: R-1001'],
      [0.12, 'Rechnungsdatum: 3. März 2024'],
      [0.5, 'Nettobetrag', [0.8, '1.000,00 EUR']],
      [0.52, 'MwSt. 19%', [0.8, '190,00 EUR']],
      [0.54, 'Gesamtbetrag', [0.8, '1.190,00 EUR']],
    ]);
    const de = extractFields([german]);
    expect([de.Fields.Number?.Value, de.Fields.Date?.Value, de.Fields.GrossAmount?.Value]).toEqual([
      'R-1001',
      '2024-03-03',
      1190,
    ]);
    const french = pageOf(1, [
      [0.1, 'Facture n° FA-2024-7'],
      [0.12, 'Date de facture : 05/02/2024'],
      [0.5, 'Total HT', [0.8, '200,00 €']],
      [0.52, 'TVA 5,5 %', [0.8, '11,00 €']],
      [0.54, 'Total TTC', [0.8, '211,00 €']],
    ]);
    const fr = extractFields([french]);
    expect([fr.Fields.Number?.Value, fr.Fields.Date?.Value, fr.Fields.NetAmount?.Value]).toEqual([
      'FA-2024-7',
      '2024-02-05',
      200,
    ]);
    expect(fr.VatBreakdown[0]?.Percentage).toBe(5.5);
  });

  it('trusts a date outside the bounds less', () => {
    const page = pageOf(1, [[0.1, 'Invoice date: 2014-04-19']]);
    const inside = extractFields([page]).Fields.Date?.Confidence ?? 0;
    const bounds = { today: '2024-01-01', maxDaysInPast: 365, maxDaysInFuture: 30 };
    const outside = extractFields([page], { dateBounds: bounds }).Fields.Date?.Confidence ?? 0;
    expect(outside).toBeLessThan(inside);
  });

  it('repairs OCR look-alikes in an IBAN and marks an invalid one unsure', () => {
    const ocr = extractFields([pageOf(1, [[0.1, 'IBAN: NL5O INGB O683 2513 09']])], { source: 'Ocr' }).Fields;
    expect(ocr.IbanNumber).toMatchObject({ Value: 'NL50INGB0683251309', Source: 'Ocr' });
    // "06" read as "OG" in a sentence without a label.
    const sentence = pageOf(1, [[0.1, 'Graag betalen op NLOGSNSB8624538740 t.n.v. Bosman B.V.']]);
    expect(extractFields([sentence], { source: 'Ocr' }).Fields.IbanNumber?.Value).toBe('NL06SNSB8624538740');
    const wrong = extractFields([pageOf(1, [[0.1, 'IBAN: NL51 INGB 0683 2513 09']])]).Fields;
    expect(wrong.IbanNumber?.Confidence).toBeLessThan(0.5);
  });
});

describe('an account a direct debit draws on', () => {
  const withDebit = (sentence: string) =>
    pageOf(1, [
      [0.05, 'Stadtwerke Nordheim GmbH'],
      [0.2, 'Rechnung 2026-0042'],
      [0.5, sentence],
      [0.95, 'Bankverbindung: IBAN DE02 1203 0000 0000 2020 51'],
    ]);

  it("is the buyer's, not the vendor's, though it is printed first under its own label", () => {
    for (const sentence of [
      'SEPA-Lastschrift von IBAN DE89 3704 0044 0532 0130 00 am 28.03.2026',
      'Het bedrag wordt van rekening DE89 3704 0044 0532 0130 00 afgeschreven.',
      'Montant prélevé sur le compte DE89 3704 0044 0532 0130 00 le 28/03/2026',
      'Paid by direct debit from IBAN DE89 3704 0044 0532 0130 00',
    ])
      expect(extractFields([withDebit(sentence)]).Fields.IbanNumber?.Value).toBe('DE02120300000000202051');
  });

  it("is the buyer's also where the sentence wraps before the IBAN, and only a doubt when no other is printed", () => {
    for (const [sentence, iban] of [
      ['Wij schrijven dit bedrag rond 15-04-2025 automatisch af van uw rekening', 'NL91 ABNA 0417 1643 00.'],
      [
        'We will collect this amount by Direct Debit on 15 April 2025 from your account',
        'GB29 NWBK 6016 1331 9268 19.',
      ],
      ['Ce montant sera prélevé le 15/04/2025 sur votre compte', 'IBAN FR76 3000 6000 0112 3456 7890 189'],
      [
        'Der Betrag wird am 15.04.2025 per SEPA-Lastschrift von Ihrem Konto',
        'IBAN DE89 3704 0044 0532 0130 00 eingezogen.',
      ],
    ]) {
      const page = (footer: string[]) =>
        pageOf(1, [
          [0.05, 'Stadtwerke Nordheim GmbH'],
          [0.2, 'Rechnung 2026-0042'],
          [0.6, sentence],
          [0.62, iban],
          ...footer.map((text): [number, string] => [0.95, text]),
        ]);
      const withFooter = extractFields([page(['Bankverbindung: IBAN DE02 1203 0000 0000 2020 51'])]).Fields;
      expect(withFooter.IbanNumber?.Value).toBe('DE02120300000000202051');
      const alone = extractFields([page([])]).Fields.IbanNumber;
      expect(alone?.Confidence).toBeLessThan(0.5);
    }
  });

  it('reads the line above only when the sentence goes on there, not across a blank', () => {
    const page = pageOf(1, [
      [0.05, 'Stadtwerke Nordheim GmbH'],
      [0.5, 'Der Betrag wird per SEPA-Lastschrift eingezogen.'],
      [0.9, 'IBAN DE02 1203 0000 0000 2020 51'],
    ]);
    expect(extractFields([page]).Fields.IbanNumber).toMatchObject({ Value: 'DE02120300000000202051' });
    expect(extractFields([page]).Fields.IbanNumber?.Confidence).toBeGreaterThan(0.8);
  });

  it('leaves an IBAN in another column of the line alone', () => {
    const page = pageOf(1, [
      [0.05, 'Stadtwerke Nordheim GmbH'],
      [0.5, [0.05, 'IBAN DE02 1203 0000 0000 2020 51'], [0.6, 'Lastschrift nach Vereinbarung']],
    ]);
    expect(extractFields([page]).Fields.IbanNumber?.Value).toBe('DE02120300000000202051');
  });
});

describe('labels and values as some text layers run them', () => {
  const invoice = (line: string) =>
    pageOf(1, [
      [0.05, 'Acme Trading B.V.'],
      [0.2, [0.55, line]],
      [0.5, [0.5, 'Totaal'], [0.7, '120.00']],
      [0.9, 'IBAN NL91ABNA0417164300BIC ABNANL2A'],
    ]);

  it('reads the number after "Doc. No." and after a bare "Creditnota"', () => {
    expect(extractFields([invoice('Doc. No. INV-20417')]).Fields.Number?.Value).toBe('INV-20417');
    expect(extractFields([invoice('Creditnota 2026.0417')]).Fields.Number?.Value).toBe('2026.0417');
  });

  it('reads an IBAN that the next label "BIC" runs into', () => {
    expect(extractFields([invoice('Factuur 17')]).Fields.IbanNumber?.Value).toBe('NL91ABNA0417164300');
  });

  it.each([
    'Bankrekening: Rabobank (NL91 ABNA 0417 1643 00)',
    'Bank account: (NL91ABNA0417164300), BIC ABNANL2A',
  ])('reads an IBAN printed in parentheses: %s', (line) => {
    const page = pageOf(1, [
      [0.05, 'Acme Trading B.V.'],
      [0.2, [0.55, 'Invoice number: 2026-17']],
      [0.5, [0.5, 'Total'], [0.7, '120.00']],
      [0.8, line],
    ]);
    expect(extractFields([page]).Fields.IbanNumber?.Value).toBe('NL91ABNA0417164300');
  });

  it('reads the registration and VAT numbers printed in parentheses', () => {
    const page = pageOf(1, [
      [0.05, 'Acme Trading B.V.'],
      [0.2, [0.55, 'Invoice number: 2026-17']],
      [0.5, [0.5, 'Total'], [0.7, '120.00']],
      [0.9, 'Acme Trading B.V. (KvK 12345678, btw NL039157581B02)'],
    ]);
    const { Fields } = extractFields([page]);
    expect([Fields.RelationChamberOfCommerce?.Value, Fields.RelationVatNumber?.Value]).toEqual([
      '12345678',
      'NL039157581B02',
    ]);
  });
});

describe('a vendor named only in the request to pay', () => {
  it('is the name cheques are to be made payable to, not a label and its value that open a line', () => {
    const page = pageOf(1, [
      [0.05, 'INVOICE'],
      [0.3, [0.55, 'Invoice No: 2026-17']],
      [0.32, [0.55, 'Date: 12/03/2026']],
      [0.5, [0.5, 'Total'], [0.7, '120.00']],
      [0.7, 'Please make cheques payable to Harbour Lane Catering'],
    ]);
    expect(extractFields([page]).Fields.RelationName?.Value).toBe('Harbour Lane Catering');
  });

  it('is the name a transfer is to be made "au nom de", without the sentence before it', () => {
    const page = pageOf(1, [
      [0.1, 'Mairie de Lyon'],
      [0.115, '1 place de la Comédie'],
      [0.3, [0.55, 'Facture n° 2026-17']],
      [0.5, [0.5, 'Total TTC'], [0.7, '120,00 €']],
      [0.9, 'Virement au nom de Atelier Garnier SARL, IBAN FR76 3000 6000 0112 3456 7890 189'],
    ]);
    const ownCompany = { Name: 'Mairie de Lyon' };
    expect(extractFields([page], { ownCompany }).Fields.RelationName?.Value).toBe('Atelier Garnier SARL');
  });
});

describe('a request to pay that names the reference to quote', () => {
  const reference = (line: string) =>
    extractFields([
      pageOf(1, [
        [0.05, 'Acme Trading B.V.'],
        [0.2, [0.55, 'Invoice number: 2026-17']],
        [0.5, [0.5, 'Total'], [0.7, '120.00']],
        [0.8, line],
      ]),
    ]).Fields.PaymentReference?.Value;

  it('reads it after "Quote ref", "Reference to use", "onder vermelding van", "unter Angabe der"', () => {
    expect(reference('Quote ref: 88123')).toBe('88123');
    expect(reference('Reference to use: K-4711')).toBe('K-4711');
    expect(reference('Graag betalen onder vermelding van 5501 2284')).toBe('55012284');
    expect(reference('Bitte überweisen Sie unter Angabe der Kundennummer K-4711')).toBe('K-4711');
  });

  it.each([
    ['Kassenzeichen: 5.0123.456789.1', '5.0123.456789.1'],
    ['Motif du virement : FA-2026-0017', 'FA-2026-0017'],
    ['Libellé du virement : C-88123', 'C-88123'],
    ['Référence à indiquer : 4711-0815', '4711-0815'],
    ['Please use the following reference: ACME-88123', 'ACME-88123'],
  ])('reads it after the label of "%s"', (line, want) => {
    expect(reference(line)).toBe(want);
  });

  it.each([
    'Graag betalen binnen 14 dagen o.v.v. het factuurnummer.',
    'Please pay by bank transfer, quoting the invoice number.',
    'Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer.',
    'Merci de régler par virement en rappelant le numéro de facture.',
  ])('is the invoice number when the request to pay names it so: "%s"', (line) => {
    expect(reference(line)).toBe('2026-17');
  });

  it('is not the invoice number beside a row of heads that only names both', () => {
    expect(reference('Your reference   Invoice number   Customer')).toBeUndefined();
  });
});

describe("a payment platform's hosted invoice", () => {
  const totals = (tax: string, amount: string) =>
    pageOf(1, [
      [0.05, 'Invoice', [0.6, 'Fernhill Cloud Ltd']],
      [0.08, 'Invoice number 002B123B-0038'],
      [0.4, [0.45, 'Subtotal'], [0.85, '£2,067.94']],
      [0.42, [0.45, 'Total excluding tax'], [0.85, '£2,067.94']],
      [0.44, [0.45, tax], [0.85, amount]],
      [0.46, [0.45, 'Total'], [0.85, '£2,481.53']],
      [0.48, [0.45, 'Applied balance'], [0.85, '-£25.56']],
      [0.5, [0.45, 'Amount due'], [0.85, '£2,455.97']],
      [0.6, 'Reference VZ76HLYKZ7LH'],
    ]);

  it('reads the VAT after the place and base its label names, and the total before a credit as the gross', () => {
    const { Fields } = extractFields([totals('VAT - United Kingdom (20% on £2,067.94)', '£413.59')]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      2067.94, 413.59, 2481.53,
    ]);
    expect(Fields.PaymentReference?.Value).toBe('VZ76HLYKZ7LH');
  });

  it('reads a sales tax by its state, and no "Total excluding tax" as the tax', () => {
    const { Fields } = extractFields([totals('Sales tax - New York (8.875%)', '£413.59')]);
    expect(Fields.VatAmount?.Value).toBe(413.59);
  });
});

describe('a small firm’s first invoices', () => {
  const numbered = (line: string) =>
    extractFields([
      pageOf(1, [
        [0.05, 'Bright Spark Electrical Services'],
        [0.1, [0.5, line]],
      ]),
    ]).Fields.Number;

  it('reads a number of one digit beside its label, as not sure', () => {
    const number = numbered('INVOICE # 5');
    expect(number?.Value).toBe('5');
    expect(number?.Confidence).toBeLessThan(0.6);
  });

  it('still reads an amount of one digit a few words after its label: a VAT of "0"', () => {
    const page = pageOf(1, [
      [0.05, 'Acme Ltd'],
      [0.1, 'Invoice number INV-7'],
      [0.4, [0.45, 'Subtotal'], [0.8, '5.00']],
      [0.42, [0.45, 'VAT 0% (export)'], [0.8, '0']],
      [0.44, [0.45, 'Total'], [0.8, '5.00']],
    ]);
    const vat = extractFields([page]).Fields.VatAmount;
    expect([vat?.Value, vat?.Label]).toEqual([0, 'VAT 0%']);
  });

  it('takes no page count for a number ("Invoice 1 of 2")', () => {
    expect(numbered('Invoice 1 of 2')).toBeUndefined();
  });

  it('reads the number after "Faktura-Nr.", "Rechnungs-Nummer", "Fact. n°" and a bare "Nota"', () => {
    expect(numbered('Faktura-Nr. 4711')?.Value).toBe('4711');
    expect(numbered('Rechnungs-Nummer 4711')?.Value).toBe('4711');
    expect(numbered('Fact. n° F2025-0012')?.Value).toBe('F2025-0012');
    expect(numbered('Nota 2025-0012')?.Value).toBe('2025-0012');
  });
});

describe('a label that names the number and the date at once', () => {
  const read = (...line: Array<string | [number, string]>) =>
    extractFields([
      pageOf(1, [
        [0.05, 'Muster Haustechnik GmbH'],
        [0.2, ...line],
        [0.5, [0.6, 'Gesamtbetrag EUR 119,00']],
      ]),
    ]).Fields;

  it('reads the pair written as one word: "Rechnungs-Nr./Datum: 4711/12.03.2025"', () => {
    const fields = read([0.6, 'Rechnungs-Nr./Datum: 4711/12.03.2025']);
    expect([fields.Number?.Value, fields.Date?.Value]).toEqual(['4711', '2025-03-12']);
  });

  it('reads the pair apart: "Factuurnr./datum:   12345 / 01-02-2025"', () => {
    const fields = read([0.55, 'Factuurnr./datum:'], [0.75, '12345 / 01-02-2025']);
    expect([fields.Number?.Value, fields.Date?.Value]).toEqual(['12345', '2025-02-01']);
  });

  it.each([
    'Factuurnummer / datum: 12345 / 01-02-2025',
    'Rechnungs-Nr. / Datum: 12345 / 01.02.2025',
    'Invoice No. / Date: 12345 / 01/02/2025',
  ])('reads the pair whose labels are spaced apart: "%s"', (line) => {
    const fields = read(line);
    expect([fields.Number?.Value, fields.Date?.Value]).toEqual(['12345', '2025-02-01']);
  });
});
