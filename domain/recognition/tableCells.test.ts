import { extractFields } from './extract';
import { pageOf } from './testPages';

type Lines = Parameters<typeof pageOf>[1];

/** An invoice's letterhead and IBAN around the lines given. */
const invoice = (...lines: Lines) =>
  pageOf(1, [
    [0.05, 'Adriatica Forniture S.r.l.'],
    [0.07, 'Via Tiburtina 301, 65129 Pescara'],
    ...lines,
    [0.8, 'IBAN IT88 N053 8738 9930 0004 5836 076'],
  ]);

const read = (...lines: Lines) => extractFields([invoice(...lines)]).Fields;

describe('the cells of a document’s tables', () => {
  it('reads a value under a heading that wraps onto a second line', () => {
    const fields = read(
      [0.12, 'Pescara, 01/08/2026'],
      [0.2, [0.1, 'Numero'], [0.3, 'Data']],
      [0.212, [0.1, 'documento'], [0.3, 'documento']],
      [0.224, [0.1, '2026/529'], [0.3, '20/08/2026']],
      [0.5, [0.5, 'Totale'], [0.7, '€ 741,65']],
    );
    expect(fields.Date).toMatchObject({ Value: '2026-08-20' });
  });

  it('does not date the invoice by the date of an order its heading names', () => {
    const fields = read(
      [0.2, [0.1, 'Numero'], [0.3, 'Data'], [0.5, 'Rif. ordine']],
      [0.212, [0.1, 'documento'], [0.3, 'documento'], [0.5, '450005337 del 01/08/2026']],
      [0.224, [0.1, '2026/529'], [0.3, '20/08/2026']],
      [0.5, [0.5, 'Totale'], [0.7, '€ 741,65']],
    );
    expect(fields.Date).toMatchObject({ Value: '2026-08-20' });
  });

  it('does not take two columns’ headings for one label across their gap', () => {
    const fields = read(
      [0.2, [0.1, 'Nº Factura'], [0.3, 'Fecha'], [0.5, 'Vencimiento']],
      [0.22, [0.1, 'F-2025-0224'], [0.3, '15/05/2025'], [0.5, '30/05/2025']],
      [0.5, [0.5, 'Total'], [0.7, '741,65 €']],
    );
    expect(fields.Date).toMatchObject({ Value: '2025-05-15' });
    expect(fields.DueDate).toMatchObject({ Value: '2025-05-30' });
  });

  it('reads an amount set right in a cell wider than its heading', () => {
    const fields = read(
      [0.2, [0.1, 'Fattura n. 529 del 20/08/2026']],
      [0.4, [0.1, 'Riepilogo IVA'], [0.45, 'Totale imponibile'], [0.7, 'Totale IVA']],
      [
        0.412,
        [0.1, 'Aliquota'],
        [0.18, 'Imponibile'],
        [0.3, 'Imposta'],
        [0.5, '629,90 €'],
        [0.83, '111,75 €'],
      ],
      [0.424, [0.1, '22%'], [0.18, '406,37'], [0.3, '89,40']],
      [0.436, [0.1, '10%'], [0.18, '223,53'], [0.3, '22,35']],
      [0.46, [0.45, 'Totale documento'], [0.7, '741,65 €']],
    );
    expect(fields).toMatchObject({
      NetAmount: { Value: 629.9 },
      VatAmount: { Value: 111.75 },
      GrossAmount: { Value: 741.65 },
    });
  });
});

describe('what the invoice asks to be paid', () => {
  it('is the total less a tax the buyer withholds, where a total’s label prints it', () => {
    const fields = read(
      [0.2, 'Fattura n. 17/2026 del 12/03/2026'],
      [0.5, [0.5, 'Totale imponibile'], [0.75, '€ 4.005,51']],
      [0.52, [0.5, 'IVA 22%'], [0.75, '€ 881,21']],
      [0.54, [0.5, 'Totale fattura'], [0.75, '€ 4.886,72']],
      [0.56, [0.3, "Ritenuta d'acconto 20% su € 3.851,45"], [0.75, '- € 770,29']],
      [0.6, [0.5, 'Netto a pagare'], [0.75, '€ 4.116,43']],
    );
    expect(fields.GrossAmount).toMatchObject({ Value: 4116.43 });
    expect(fields.NetAmount).toMatchObject({ Value: 4005.51 });
    expect(fields.VatAmount).toMatchObject({ Value: 881.21 });
  });

  it('is never the firm’s share capital', () => {
    const fields = read([0.2, 'Fattura n. 17/2026 del 12/03/2026'], [0.9, 'Cap. soc. € 100.000,00 i.v.']);
    expect(fields.GrossAmount?.Value).not.toBe(100000);
  });
});
