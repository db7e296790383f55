import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A Spanish supplier's invoice: its CIF in the letterhead, the customer's NIF in the customer's block. */
const spanish = pageOf(1, [
  [0.05, 'Suministros Levante S.L.'],
  [0.07, 'Calle Colón 12, 46004 Valencia'],
  [0.09, 'CIF: B-96.554.779'],
  [0.15, [0.55, 'FACTURA']],
  [0.2, [0.55, 'Nº Factura:'], [0.75, 'F-2026/0147']],
  [0.22, [0.55, 'Fecha:'], [0.75, '12 de marzo de 2026']],
  [0.24, [0.55, 'Vencimiento:'], [0.75, '11/04/2026']],
  [0.26, [0.55, 'Su pedido nº:'], [0.75, 'PC-3321']],
  [0.3, [0.1, 'Cliente:']],
  [0.32, [0.1, 'Talleres Ruiz S.A.']],
  [0.34, [0.1, 'NIF: A28015865']],
  [0.5, [0.5, 'Base imponible'], [0.75, '1.000,00 €']],
  [0.52, [0.5, 'IVA 21%'], [0.75, '210,00 €']],
  [0.54, [0.5, 'Total factura'], [0.75, '1.210,00 €']],
  [0.6, 'Forma de pago: Transferencia bancaria'],
  [0.62, 'IBAN: ES91 2100 0418 4502 0005 1332'],
]);

/** An Italian supplier's invoice: number and date on one line, the customer after "Spett.le" with its own P.IVA. */
const italian = pageOf(1, [
  [0.05, 'Tipografia Adriatica S.r.l.'],
  [0.07, 'Via Roma 5, 60121 Ancona'],
  [0.09, 'P.IVA 09458071009 - Codice Fiscale 09458071009'],
  [0.15, [0.1, 'Fattura n. 147/2026 del 12/03/2026']],
  [0.2, [0.55, 'Spett.le']],
  [0.22, [0.55, 'Ristorante Da Mario S.n.c.']],
  [0.24, [0.55, 'P.IVA 03021570324']],
  [0.27, [0.1, 'Vs. ordine n. 88/26']],
  [0.5, [0.5, 'Imponibile'], [0.75, '€ 1.000,00']],
  [0.52, [0.5, 'IVA 22%'], [0.75, '€ 220,00']],
  [0.54, [0.5, 'Totale documento'], [0.75, '€ 1.220,00']],
  [0.58, 'Scadenza: 11 aprile 2026'],
  [0.6, 'Modalità di pagamento: Bonifico bancario'],
  [0.62, 'IBAN IT60 X054 2811 1010 0000 0123 456'],
]);

const values = (page: typeof spanish) =>
  Object.fromEntries(
    Object.entries(extractFields([page]).Fields).map(([field, read]) => [field, read?.Value]),
  );

describe('a Spanish invoice', () => {
  it('is read by its Spanish labels, the date written out with "de", the CIF with Spain’s prefix', () => {
    expect(values(spanish)).toMatchObject({
      Number: 'F-2026/0147',
      Date: '2026-03-12',
      DueDate: '2026-04-11',
      PurchaseOrderNumber: 'PC-3321',
      NetAmount: 1000,
      VatAmount: 210,
      GrossAmount: 1210,
      IbanNumber: 'ES9121000418450200051332',
      RelationName: 'Suministros Levante S.L.',
      RelationVatNumber: 'ESB96554779',
    });
  });

  it('takes no VAT from a line whose description mentions it in brackets ("modelo 303 (IVA)"), and subtracts the IRPF', () => {
    const page = pageOf(1, [
      [0.39, [0.1, 'Presentación modelo 303 (IVA)'], [0.7, '46,39 €'], [0.78, '21%'], [0.85, '46,39 €']],
      [
        0.477,
        [0.179, 'Base imponible'],
        [0.38, 'IVA 21%'],
        [0.578, 'Retención IRPF 15%'],
        [0.843, 'Total a pagar'],
      ],
      [0.498, [0.201, '423,86 €'], [0.368, '89,01 €'], [0.634, '-63,58 €'], [0.84, '449,29 €']],
    ]);
    expect(extractFields([page], { source: 'Ocr' }).Fields.VatAmount).toMatchObject({
      Value: 89.01,
      Label: 'IVA 21%',
    });
  });
});

describe('an Italian invoice', () => {
  it('is read by its Italian labels, number and date from "Fattura n. … del …", the partita IVA with Italy’s prefix', () => {
    expect(values(italian)).toMatchObject({
      Number: '147/2026',
      Date: '2026-03-12',
      DueDate: '2026-04-11',
      PurchaseOrderNumber: '88/26',
      NetAmount: 1000,
      VatAmount: 220,
      GrossAmount: 1220,
      IbanNumber: 'IT60X0542811101000000123456',
      RelationName: 'Tipografia Adriatica S.r.l.',
      RelationVatNumber: 'IT09458071009',
    });
  });
});
