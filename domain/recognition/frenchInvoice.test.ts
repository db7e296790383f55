import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A French invoice whose data stand as a row of labels over their values, with a down payment below the totals. */
function factureWithDeposit(footer: Array<[number, ...Array<string | [number, string]>]>) {
  return pageOf(1, [
    [0.03, 'Facture', [0.6, 'Transports Vidal et Fils']],
    [0.1, 'Votre commande n° 4500191298 du 12/02/2026'],
    [0.25, [0.05, 'Date'], [0.3, 'N° de facture'], [0.55, 'Code client'], [0.75, 'Échéance']],
    [0.27, [0.05, '9 mars 2026'], [0.3, '2026-233'], [0.55, 'C76258'], [0.75, '08/05/2026']],
    [0.45, [0.6, 'Total HT'], [0.8, '855,00 €']],
    [0.47, [0.6, 'TVA 20 %'], [0.8, '171,00 €']],
    [0.49, [0.6, 'Total TTC'], [0.8, '1 026,00 €']],
    [0.51, [0.45, 'Acompte versé le 17/02/2026'], [0.8, '- 300,00 €']],
    [0.53, [0.6, 'Net à payer'], [0.8, '726,00 €']],
    ...footer,
  ]);
}

describe('a French invoice', () => {
  it('dates the invoice by its own date, not by the down payment "versé le …" nor the order "du …"', () => {
    const { Fields } = extractFields([factureWithDeposit([])]);
    expect(Fields.Date?.Value).toBe('2026-03-09');
    expect(Fields.DueDate?.Value).toBe('2026-05-08');
    expect(Fields.GrossAmount?.Value).toBe(1026);
  });

  it('reads a number whose sign is written on to it, "Facture n°2025/0042", without the sign', () => {
    const page = pageOf(1, [
      [0.03, 'Transports Vidal et Fils SARL'],
      [0.2, 'Facture n°2025/0042'],
      [0.22, 'Date : 9 mars 2026'],
      [0.49, [0.6, 'Total TTC'], [0.8, '1 026,00 €']],
    ]);
    expect(extractFields([page]).Fields.Number?.Value).toBe('2025/0042');
  });

  it('reads a VAT number the centred footer breaks after its key onto the next line', () => {
    const page = factureWithDeposit([
      [0.91, [0.2, 'SIRET 90554124900031 – N° TVA intracommunautaire : FR49']],
      [0.92, [0.435, '905541249']],
    ]);
    expect(extractFields([page]).Fields.RelationVatNumber?.Value).toBe('FR49905541249');
  });

  it('does not join a VAT number with what begins a line that is not centred under it', () => {
    const page = factureWithDeposit([
      [0.91, [0.2, 'SIRET 90554124900031 – N° TVA intracommunautaire : FR49']],
      [0.92, [0.7, '905541249']],
    ]);
    expect(extractFields([page]).Fields.RelationVatNumber).toBeUndefined();
  });

  it("puts right OCR's letter O in a French VAT number's key (never a letter of such a key)", () => {
    const page = factureWithDeposit([[0.91, 'N° TVA intracommunautaire : FRO2 640437679']]);
    expect(extractFields([page], { source: 'Ocr' }).Fields.RelationVatNumber?.Value).toBe('FR02640437679');
  });

  it('keeps the letter of a Dutch VAT number and a French key of letters as they are', () => {
    const dutch = factureWithDeposit([[0.91, 'BTW-nummer: NL8I2345678B01']]);
    expect(extractFields([dutch], { source: 'Ocr' }).Fields.RelationVatNumber?.Value).toBe('NL812345678B01');
    const french = factureWithDeposit([[0.91, 'N° TVA : FRXA 640437679']]);
    expect(extractFields([french]).Fields.RelationVatNumber?.Value).toBe('FRXA640437679');
  });
});
