import { extractFields } from './extract';
import { pageOf } from './testPages';
import { largeWords, valuesOf, withLetterhead } from './testReading';
import type { PageWords } from './types';

/** The page with the words that hold `text` read by OCR as sure as `confidence`, the others surer. */
const readSureOf = (page: PageWords, text: string, confidence: number): PageWords => ({
  ...page,
  Words: page.Words.map((word) => ({ ...word, Confidence: word.Text.includes(text) ? confidence : 0.95 })),
});

describe('an invoice printed from a web portal', () => {
  it('is dated by its invoice date, not by the next billing date of the subscription', () => {
    const page = pageOf(1, [
      [0.05, 'Rotaloop', [0.3, 'Invoice & receipt']],
      [0.12, [0.1, 'Invoice number'], [0.3, 'A9A546A8-0005']],
      [0.14, [0.1, 'Invoice date'], [0.3, '30 August 2025']],
      [0.24, [0.1, 'Rotaloop Ltd'], [0.4, 'Harbourside Care Homes Ltd'], [0.7, 'Subscription ID']],
      [0.32, [0.1, 'VAT Reg. No. GB 571 1372 57'], [0.7, 'Next billing date'], [0.85, '30 Sep 2025']],
      [0.62, [0.5, 'Total'], [0.8, '£440.15']],
    ]);
    expect(valuesOf(page).Date).toBe('2025-08-30');
  });

  it('is dated by its "Date", not by the day and hour the portal printed it "le … à 10:17"', () => {
    const page = pageOf(1, [
      [0.02, [0.75, 'Facture FC25020286 – page 1/1']],
      [0.05, "Édité depuis l'Espace Pro le 03/02/2025 à 10:17 par y.legoff@legoff-maconnerie.fr"],
      [0.08, 'ROUSSEL MATÉRIAUX', [0.55, 'FACTURE']],
      [0.11, [0.55, 'N° facture'], [0.7, 'FC25020286']],
      [0.13, [0.55, 'Date'], [0.7, '21/01/2025']],
      [0.6, [0.6, 'Total TTC'], [0.85, '1 812,28 €']],
      [0.96, 'Roussel Matériaux SAS – RCS Rennes 991 092 230'],
    ]);
    expect(valuesOf(page).Date).toBe('2025-01-21');
  });

  it('reads the net at "Total exkl. MWST", not only as the total less the tax', () => {
    const page = pageOf(1, [
      [0.1, 'Zumbrunnen Velotech AG', [0.6, 'Rechnungsnummer'], [0.8, 'ZV-26-00197']],
      [0.12, [0.6, 'Rechnungsdatum'], [0.8, '13.10.2026']],
      [0.52, [0.45, 'Total inkl. MWST'], [0.75, "CHF 1'306.00"]],
      [0.54, [0.45, 'davon MWST 8.1 % auf'], [0.65, "CHF 1'208.14"], [0.8, 'CHF 97.86']],
      [0.56, [0.45, 'Total exkl. MWST'], [0.75, "CHF 1'208.14"]],
    ]);
    const { Fields } = extractFields([page]);
    expect([Fields.NetAmount?.Value, Fields.NetAmount?.Label]).toEqual([1208.14, 'Total exkl. MWST']);
    expect([Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([97.86, 1306]);
  });

  it('takes "Ihre Bestellnummer" for the order number, not the web shop\'s own "Bestellung"', () => {
    const page = pageOf(1, [
      [0.02, [0.05, '07.09.26, 10:35'], [0.25, 'Bestellung 100850896 – Mein Konto | Brandt Werkzeug']],
      [0.09, 'Bestellung 100850896'],
      [0.3, 'Werkzeughandel Brandt GmbH', [0.6, 'Rechnung Nr.'], [0.75, 'RE-2026-012812']],
      [0.32, [0.6, 'Rechnungsdatum'], [0.75, '27.08.2026']],
      [0.38, [0.6, 'Ihre Bestellnummer'], [0.8, 'TM-2026-850']],
      [0.4, [0.6, 'Bestellung'], [0.8, '100850896']],
      [0.7, [0.6, 'Gesamtbetrag'], [0.85, '1.012,09 €']],
    ]);
    expect(valuesOf(page).PurchaseOrderNumber).toBe('TM-2026-850');
  });

  it('is the firm behind the web shop whose name and site it shares a word with', () => {
    const page = pageOf(1, [
      [0.02, [0.05, '29/12/2025 13:14'], [0.25, 'Commande n° 126507 – Mon compte – Delvaux Café']],
      [0.045, [0.3, 'Nos cafés   Machines   Mon compte   Panier (0)']],
      [0.24, 'Facture'],
      [0.27, 'Torréfaction Delvaux SRL', [0.6, 'Facture n°'], [0.75, 'F2025-00221']],
      [0.29, 'Chaussée de Louvain 512', [0.6, 'Date de facture'], [0.75, '16/12/2025']],
      [0.56, [0.6, 'Total TVAC'], [0.85, '339,00 €']],
      [
        0.64,
        "Torréfaction Delvaux SRL · Chaussée de Louvain 512, 5020 Champion · N° d'entreprise / TVA BE 0454.856.853 · RPM Liège",
      ],
      [0.98, 'https://www.delvaux-cafe.be/fr/mon-compte/commandes/126507?imprimer=1'],
    ]);
    expect(valuesOf(withLetterhead(largeWords('Delvaux Café', 0.1, 0.04), page)).RelationName).toBe(
      'Torréfaction Delvaux SRL',
    );
  });

  it('is numbered by its invoice number, not by the receipt number printed with it', () => {
    const page = readSureOf(
      pageOf(1, [
        [0.05, 'Rotaloop', [0.3, 'Invoice & receipt']],
        [0.12, [0.1, 'Invoice number'], [0.3, 'A9A546A8-0005']],
        [0.14, [0.1, 'Receipt number'], [0.3, '7522-2181']],
        [0.16, [0.1, 'Invoice date'], [0.3, '30 August 2025']],
        [0.62, [0.5, 'Total'], [0.8, '£440.15']],
      ]),
      'A9A546A8',
      0.8,
    );
    expect(valuesOf(page).Number).toBe('A9A546A8-0005');
  });

  it("is not the marketplace whose VAT number follows its name on the foot's line", () => {
    const page = readSureOf(
      pageOf(1, [
        [0.08, 'Verkauf durch Zumbrunnen Velotech AG, Versand durch Alpmarkt Logistik AG'],
        [0.15, 'Rechnungssteller', [0.6, 'Rechnungsnummer'], [0.8, 'ZV-26-00197']],
        [0.17, 'Zumbrunnen Velotech AG', [0.6, 'Rechnungsdatum'], [0.8, '13.10.2026']],
        [0.19, 'Thunstrasse 88'],
        [0.21, 'UID CHE-359.112.815 MWST'],
        [0.23, 'shop@zumbrunnen-velotech.ch'],
        [0.52, [0.45, 'Total inkl. MWST'], [0.75, "CHF 1'306.00"]],
        [
          0.96,
          'Alpmarkt ist ein Online-Marktplatz. Verkäufer und Rechnungssteller ist Zumbrunnen Velotech AG.',
        ],
        [0.97, 'Alpmarkt AG - Hardturmstrasse 161, 8005 Zürich - UID CHE-909.098.470 MWST - www.alpmarkt.ch'],
      ]),
      'CHE-359',
      0.9,
    );
    const read = valuesOf(page);
    expect([read.RelationName, read.RelationVatNumber]).toEqual([
      'Zumbrunnen Velotech AG',
      'CHE359112815MWST',
    ]);
  });
});

describe('a long invoice', () => {
  it('reads the net at a cash-and-carry\'s "Goods" beside its VAT analysis', () => {
    const page = pageOf(2, [
      [0.04, [0.1, 'Code   Description'], [0.6, 'Qty   Price   VAT   Value']],
      [0.24, [0.1, '98237   Granola 2 kg'], [0.6, '2   10.18   Z   20.36']],
      [
        0.27,
        [0.1, 'VAT code'],
        [0.2, 'Rate'],
        [0.3, 'Goods'],
        [0.4, 'VAT'],
        [0.65, 'Goods'],
        [0.8, '£2,323.93'],
      ],
      [0.29, [0.1, 'Z'], [0.2, '0.00%'], [0.3, '£1,417.08'], [0.4, '£0.00'], [0.65, 'VAT'], [0.8, '£181.37']],
      [
        0.31,
        [0.1, 'S'],
        [0.2, '20.00%'],
        [0.3, '£906.85'],
        [0.4, '£181.37'],
        [0.65, 'INVOICE TOTAL'],
        [0.8, '£2,505.30'],
      ],
      [0.96, 'Pennine Catering Supplies Ltd · Registered in England No. 02470612'],
    ]);
    const { Fields } = extractFields([page]);
    expect([Fields.NetAmount?.Value, Fields.NetAmount?.Label]).toEqual([2323.93, 'Goods']);
    expect([Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([181.37, 2505.3]);
  });
});
