import { extractFields } from './extract';
import { pageOf } from './testPages';

type Line = Parameters<typeof pageOf>[1][number];

const linesOf = (...rows: Line[]) =>
  extractFields([pageOf(1, [[0.05, 'Groothandel Visser B.V.'], ...rows])]).Lines.map((line) => [
    line.ProductCode,
    line.Description,
    line.Quantity,
    line.UnitPrice,
    line.NetAmount,
    line.VatPercentage,
  ]);

describe('the invoice lines of a table, each cell by the column its heading names', () => {
  it('reads the article code under its own heading as the product code, not as the description', () => {
    expect(
      linesOf(
        [
          0.4,
          'Artikel',
          [0.2, 'Omschrijving'],
          [0.55, 'Aantal'],
          [0.65, 'Prijs'],
          [0.75, 'Btw'],
          [0.85, 'Bedrag'],
        ],
        [
          0.42,
          'A-1001',
          [0.2, 'Kopieerpapier A4 80 g'],
          [0.55, '10'],
          [0.65, '4,50'],
          [0.75, '21%'],
          [0.85, '45,00'],
        ],
        [
          0.44,
          'K-0300',
          [0.2, 'Koffiebonen 1 kg'],
          [0.55, '3'],
          [0.65, '14,00'],
          [0.75, '9%'],
          [0.85, '42,00'],
        ],
        [0.5, [0.65, 'Subtotaal'], [0.85, '87,00']],
      ),
    ).toEqual([
      ['A-1001', 'Kopieerpapier A4 80 g', 10, 4.5, 45, 21],
      ['K-0300', 'Koffiebonen 1 kg', 3, 14, 42, 9],
    ]);
  });

  it('leaves out the position and the unit, and reads a quantity with decimals under its heading', () => {
    expect(
      linesOf(
        [
          0.4,
          [0.06, 'Pos.'],
          [0.15, 'Menge'],
          [0.25, 'Einheit'],
          [0.35, 'Bezeichnung'],
          [0.7, 'Einzelpreis'],
          [0.85, 'Gesamt'],
        ],
        [
          0.42,
          [0.06, '1'],
          [0.15, '20'],
          [0.25, 'Sack'],
          [0.35, 'Zement 25 kg'],
          [0.7, '8,90'],
          [0.85, '178,00'],
        ],
        [
          0.44,
          [0.06, '2'],
          [0.15, '1,5'],
          [0.25, 't'],
          [0.35, 'Sand gewaschen 0/2'],
          [0.7, '42,00'],
          [0.85, '63,00'],
        ],
        [0.5, [0.7, 'Nettobetrag'], [0.85, '241,00']],
      ),
    ).toEqual([
      [null, 'Zement 25 kg', 20, 8.9, 178, null],
      [null, 'Sand gewaschen 0/2', 1.5, 42, 63, null],
    ]);
  });

  it('carries a description wrapped onto the line below over to its row', () => {
    expect(
      linesOf(
        [0.4, 'Description', [0.6, 'Qty'], [0.7, 'Rate'], [0.85, 'Amount']],
        [0.42, 'Consulting services March 2024', [0.6, '12'], [0.7, '95.00'], [0.85, '1,140.00']],
        [0.435, 'Project Atlas, phase 2'],
        [0.45, 'Travel expenses', [0.6, '1'], [0.7, '60.00'], [0.85, '60.00']],
        [0.48, 'Delivered on site, see the signed note'],
        [0.5, [0.7, 'Subtotal'], [0.85, '1,200.00']],
      ),
    ).toEqual([
      [null, 'Consulting services March 2024 Project Atlas, phase 2', 12, 95, 1140, null],
      // A line further down is no part of the row.
      [null, 'Travel expenses', 1, 60, 60, null],
    ]);
  });

  it('reads "Item" as the description where no other heading names one', () => {
    expect(
      linesOf(
        [0.4, 'Item', [0.6, 'Qty'], [0.7, 'Price'], [0.85, 'Total']],
        [0.42, 'Widget, blue', [0.6, '4'], [0.7, '2.50'], [0.85, '10.00']],
      ),
    ).toEqual([[null, 'Widget, blue', 4, 2.5, 10, null]]);
  });

  it('reads a heading set in several lines, the code on the line under its row and a unit price to four decimals', () => {
    expect(
      linesOf(
        [0.385, [0.15, 'Art-Nr'], [0.85, 'Positions-']],
        [0.4, [0.06, 'Pos'], [0.25, 'Beschreibung'], [0.45, 'Nettopreis'], [0.6, 'Menge'], [0.72, 'USt.']],
        [0.415, [0.15, '(Lief.)'], [0.85, 'betrag']],
        [
          0.44,
          [0.06, '1'],
          [0.25, 'Zitronensäure 100ml'],
          [0.47, '1,0000'],
          [0.6, '100 Stk'],
          [0.72, '19 %'],
          [0.85, '100,00'],
        ],
        [0.452, [0.15, 'ZS997']],
        [0.464, [0.15, '4123456000014']],
        [0.476, [0.25, 'Bruttopreis: 1,0000']],
        [
          0.5,
          [0.06, '2'],
          [0.25, 'Gelierzucker 250g'],
          [0.47, '1,4500'],
          [0.6, '50 Stk'],
          [0.72, '7 %'],
          [0.85, '72,50'],
        ],
        [0.512, [0.15, 'Art-Nr: GZ250']],
        [0.6, [0.45, 'Nettobetrag'], [0.85, '172,50']],
      ),
    ).toEqual([
      ['ZS997', 'Zitronensäure 100ml', 100, 1, 100, 19],
      ['GZ250', 'Gelierzucker 250g', 50, 1.45, 72.5, 7],
    ]);
  });

  it.each([
    ['Spanish', ['Descripción', 'Cant.', 'Precio', 'IVA', 'Importe']],
    ['Italian', ['Descrizione', 'Q.tà', 'Prezzo', 'IVA', 'Importo']],
    ['Portuguese', ['Descrição', 'Qtd.', 'Preço unit.', 'Taxa IVA', 'Valor']],
  ])('reads a %s table by its headings', (_language, [description, quantity, price, vat, amount]) => {
    expect(
      linesOf(
        [0.4, [0.1, description], [0.5, quantity], [0.6, price], [0.72, vat], [0.82, amount]],
        [0.42, [0.1, 'Papel A4 80 g'], [0.5, '10'], [0.6, '4,50'], [0.72, '21%'], [0.82, '45,00']],
        [0.5, [0.6, 'Total'], [0.82, '45,00']],
      ),
    ).toEqual([[null, 'Papel A4 80 g', 10, 4.5, 45, 21]]);
  });

  it('takes the net amount, not the VAT nor the amount with VAT, of a Polish row ("Kwota VAT", "Wartość brutto")', () => {
    expect(
      linesOf(
        [
          0.4,
          [0.05, 'Lp.'],
          [0.1, 'Nazwa towaru lub usługi'],
          [0.4, 'J.m.'],
          [0.46, 'Ilość'],
          [0.52, 'Cena netto'],
          [0.62, 'Wartość netto'],
          [0.72, 'VAT'],
          [0.78, 'Kwota VAT'],
          [0.88, 'Wartość brutto'],
        ],
        [
          0.42,
          [0.05, '1'],
          [0.1, 'Ulotki A5'],
          [0.4, 'szt.'],
          [0.46, '1000'],
          [0.52, '1,00'],
          [0.62, '1 000,00'],
          [0.72, '23%'],
          [0.78, '230,00'],
          [0.88, '1 230,00'],
        ],
        [0.46, [0.5, 'Razem'], [0.62, '1 000,00'], [0.78, '230,00'], [0.88, '1 230,00']],
      ),
    ).toEqual([[null, 'Ulotki A5', 1000, 1, 1000, 23]]);
  });

  it('keeps the amount with VAT where the row prints no other total', () => {
    expect(
      linesOf(
        [0.4, [0.1, 'Omschrijving'], [0.5, 'Aantal'], [0.6, 'Prijs'], [0.75, 'Totaal incl. btw']],
        [0.42, [0.1, 'Koffiebonen 1 kg'], [0.5, '2'], [0.6, '10,00'], [0.75, '24,20']],
      ),
    ).toEqual([[null, 'Koffiebonen 1 kg', 2, 10, 24.2, null]]);
  });
});
