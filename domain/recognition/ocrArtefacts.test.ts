import { extractFields } from './extract';
import { pageLines } from './layout';
import { isItemsHeader } from './lines';
import { pageOf } from './testPages';

/** What OCR makes of printed invoices that a text layer does not: the reading survives it. */
describe('extractFields on words read by OCR', () => {
  it('reads the totals under "TOTAL HT  TOTAL TVA  TOTAL TTC" when OCR runs each label together', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'FACTURE N° : F20260023'],
          [0.8, 'TOTALHT', [0.4, 'TOTALTVA'], [0.7, 'TOTALTTC']],
          [0.815, '100,00', [0.4, '4,90'], [0.7, '104,90']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(
      [Fields.NetAmount, Fields.VatAmount, Fields.GrossAmount].map((field) => [field?.Value, field?.Label]),
    ).toEqual([
      [100, 'TOTALHT'],
      [4.9, 'TOTALTVA'],
      [104.9, 'TOTALTTC'],
    ]);
  });

  it('reads the number after a label whose colon OCR read as a semicolon ("Factuurnummer; 2024-0456")', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Atlas Techniek B.V.'],
          [0.2, [0.6, 'Factuurnummer; 2024-0456']],
          [0.22, [0.6, 'Factuurdatum; 12-03-2024']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect([Fields.Number?.Value, Fields.Date?.Value]).toEqual(['2024-0456', '2024-03-12']);
  });

  it('reads the number after "INVOICE N0:", the O of "NO" read as a zero', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Acme Widgets Ltd'],
          [0.2, [0.6, 'INVOICE N0: 2024-0456']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(Fields.Number?.Value).toBe('2024-0456');
  });

  it.each([
    ['lnvoice No: 88123', 'the I of "Invoice" read as l'],
    ['1nvoice No: 88123', 'the I of "Invoice" read as 1'],
    ['lNVOICE NO. 88123', 'the I of "INVOICE" read as l'],
    ['Invoice Nurnber: 88123', 'the m of "Number" read as rn'],
    ['Factuurnurnmer: 88123', 'the first m of "Factuurnummer" read as rn'],
    ['Rechnungsnumrner: 88123', 'the second m of "Rechnungsnummer" read as rn'],
  ])('reads the number after "%s", %s', (label) => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Atlas Techniek B.V.'],
          [0.2, [0.6, label]],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(Fields.Number?.Value).toBe('88123');
  });

  it('reads the dates after "Factuurdaturn" and "Vervaldaturn" and the order after "Your 0rder"', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Atlas Techniek B.V.'],
          [0.2, [0.6, 'Factuurnummer: 2024-0456']],
          [0.215, [0.6, 'Factuurdaturn: 12-03-2024']],
          [0.23, [0.6, 'Vervaldaturn: 11-04-2024']],
          [0.245, [0.6, 'Your 0rder: PO-5521']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect([Fields.Date?.Value, Fields.DueDate?.Value, Fields.PurchaseOrderNumber?.Value]).toEqual([
      '2024-03-12',
      '2024-04-11',
      'PO-5521',
    ]);
  });

  it("takes the date under a label OCR garbled, not the date of the buyer's order above it", () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Facture', [0.6, 'Menuiserie Dubois SPRL']],
          [0.1, 'Votre commande n° BC6927 du 30/04/2025'],
          [0.3, '[oee', [0.25, 'Numéro'], [0.45, 'Code client']],
          [0.32, '26/05/2025', [0.25, 'FAC00189'], [0.45, 'C37536']],
          [0.6, [0.5, 'Total TTC'], [0.8, '4 214,61 €']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect(Fields.Date?.Value).toBe('2025-05-26');
  });

  it('reads an amount that a speck before it turned into a quote mark ("Amount due “£9,582.29")', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Invoice F20250215'],
          [0.6, [0.5, 'Subtotal'], [0.8, '£7,985.24']],
          [0.62, [0.5, 'VAT @ 20% on £7,985.24'], [0.8, '£1,597.05']],
          [0.64, [0.5, 'Amount due'], [0.8, '“£9,582.29']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      7985.24, 1597.05, 9582.29,
    ]);
  });

  it("knows a table's header by its German compounds when OCR lost the description and quantity columns", () => {
    const header = (text: string) => pageLines(pageOf(1, [[0.3, text]]))[0];
    expect(isItemsHeader(header('Datum Stückpreis Nettobetrag Steuersatz Steuern Gesamtbetrag'))).toBe(true);
    // A row of totals' labels over their values is no table of lines.
    expect(isItemsHeader(header('Nettobetrag MwSt. 19 % Gesamtbetrag'))).toBe(false);
  });

  it('takes the VAT from "USt. Gesamt" when a VAT amount per rate is misread ("11,20" as "1,20")', () => {
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Rechnung # RE-506 von 18.11.2017'],
          [0.5, 'Nettobetrag: 496,00 €'],
          [0.55, 'USt. Satz', [0.3, 'Nettopreis'], [0.45, 'Ust.-Betrag']],
          [0.565, '7%', [0.3, '160,00 €'], [0.45, '1,20 €']],
          [0.58, '19%', [0.3, '336,00 €'], [0.45, '63,84 €']],
          [0.6, 'USt. Gesamt: 75,04 €'],
          [0.62, 'Gesamtbetrag: 571,04 €'],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      496, 75.04, 571.04,
    ]);
  });

  it('takes the bottom row of a table of totals on a page where OCR reads rate columns as VAT amounts', () => {
    // "MwSt.-% 19,0" read as "MwSt -$ 19,0": each such line offers "-19" and more as VAT amounts.
    const rates = Array.from({ length: 8 }, (_, index): [number, string] => [
      0.5 + index * 0.02,
      `Basisbetrag: 280,00, MwSt -$ 19,0, Rabattbetrag: -${index + 1},50`,
    ]);
    const { Fields } = extractFields(
      [
        pageOf(1, [
          [0.05, 'Beleg-Nr : R876'],
          ...rates,
          [0.8, 'Nettobetrag', [0.4, 'MwSt-Betrag'], [0.7, 'Endbetrag']],
          [0.815, '321,40', [0.4, '61,07'], [0.7, '382,47']],
          [0.83, '127,59', [0.4, '8,93'], [0.7, '136,52']],
          [0.845, '448,99', [0.4, '70,00'], [0.7, '518,99']],
        ]),
      ],
      { source: 'Ocr' },
    );
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      448.99, 70, 518.99,
    ]);
  });

  it('keeps the thousands of an amount that OCR read with no confidence ("2" of "2 170,95 €"), no stain', () => {
    const page = pageOf(1, [
      [0.05, 'FACTURE N° : F20260022'],
      [0.48, [0.55, 'Total (hors-taxes) : 2 170,95 €']],
      [0.5, [0.55, 'Taxes : 434,19 €']],
      [0.52, [0.55, 'Total : 2 605,14 €']],
      [0.6, [0.3, '7'], [0.55, 'Merci']],
    ]);
    for (const word of page.Words) word.Confidence = /^[27]$/.test(word.Text) ? 0 : 0.95;
    const { Fields } = extractFields([page], { source: 'Ocr' });
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      2170.95, 434.19, 2605.14,
    ]);
    // A lone digit with no amount after it is still noise.
    const kept = pageLines(page).flatMap((line) => line.words.map((word) => word.Text));
    expect(kept.filter((text) => text === '2')).toHaveLength(2);
    expect(kept).not.toContain('7');
  });
});

describe('dates with a raised ordinal, read by OCR', () => {
  it.each([
    ['Tth April 2026', '2026-04-07'],
    ['Ist March 2026', '2026-03-01'],
    ['1° juillet 2025', '2025-07-01'],
    ['ler janvier 2025', '2025-01-01'],
    ['7th April 2026', '2026-04-07'],
  ])('reads "%s" under "Date" as %s', (printed, date) => {
    const page = pageOf(1, [
      [0.3, [0.1, 'Our reference'], [0.6, 'Date']],
      [0.315, [0.1, '20260555'], [0.6, printed]],
    ]);
    expect(extractFields([page], { source: 'Ocr' }).Fields.Date?.Value).toBe(date);
  });
});

describe('totals under a misread sum of the lines', () => {
  it.each([
    ['t.v.a. 20 %', '787,59', 'Total'],
    ['B.T.W. 20%', '787,59', 'Totaal'],
  ])('takes the VAT beside "%s" and the net as gross − VAT', (label, vat, total) => {
    const page = pageOf(1, [
      [0.05, 'Facture n° 2025-0753'],
      [0.28, 'Mission de conseil', [0.75, '1 507,80']],
      [0.3, 'Création de logo', [0.75, '2 430,17']],
      [0.33, [0.75, '3 937,07']],
      [0.35, label, [0.77, vat]],
      [0.37, total, [0.75, '4 725,56']],
    ]);
    const { Fields } = extractFields([page], { source: 'Ocr' });
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      3937.97, 787.59, 4725.56,
    ]);
  });

  it('reads the zeros OCR took for "O" in an invoice id of hexadecimal digits, and leaves a code of words alone', () => {
    const number = (printed: string) =>
      extractFields([pageOf(1, [[0.1, `Invoice number ${printed}`]])], { source: 'Ocr' }).Fields.Number
        ?.Value;
    expect(number('BFOBB816-0016')).toBe('BF0BB816-0016');
    expect(number('CO6C28AB-0032')).toBe('C06C28AB-0032');
    expect(number('DOC-2026-0042')).toBe('DOC-2026-0042');
    expect(number('OFFICE1234')).toBe('OFFICE1234');
  });

  it('reads a day whose "1" OCR read as a letter and ran into its label ("Vervaldatum:L5 september 2026")', () => {
    const page = pageOf(1, [
      [0.1, 'Factuurnummer: 2026-282'],
      [0.12, 'Datum: 1 september 2026'],
      [0.14, 'Vervaldatum:L5 september 2026'],
    ]);
    expect(extractFields([page], { source: 'Ocr' }).Fields.DueDate?.Value).toBe('2026-09-15');
  });

  it('reads codes in a table of cells whose borders OCR read on to them ("|10760", "|PO64777")', () => {
    const page = pageOf(1, [
      [0.05, 'Northgate Office Supplies Ltd'],
      [0.284, [0.08, 'Invoice # [Date'], [0.304, 'Due'], [0.411, 'Order # |Salesperson']],
      [
        0.307,
        [0.08, '|10760'],
        [0.197, '07/02/25'],
        [0.3, '|21/02/25'],
        [0.395, '|PO64777'],
        [0.52, '|). Smith'],
      ],
      [0.5, [0.6, 'Balance Due'], [0.8, '1,912.14']],
    ]);
    const { Fields } = extractFields([page], { source: 'Ocr' });
    expect([Fields.Number?.Value, Fields.PurchaseOrderNumber?.Value]).toEqual(['10760', 'PO64777']);
  });

  it('reads the number beside "Factura n2:", where OCR read the raised º of "Nº" as a 2, across the column gap', () => {
    const page = pageOf(1, [
      [0.215, [0.075, 'FACTURA']],
      [0.255, [0.073, 'Factura n2:'], [0.239, '2026/0099']],
      [0.272, [0.073, 'Fecha de emisión:'], [0.239, '13/06/2026']],
    ]);
    const { Fields } = extractFields([page], { source: 'Ocr' });
    expect([Fields.Number?.Value, Fields.Date?.Value]).toEqual(['2026/0099', '2026-06-13']);
  });
});
