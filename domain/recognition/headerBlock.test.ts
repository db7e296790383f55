import { extractFields } from './extract';
import { pageOf } from './testPages';

/** The header of a generated invoice (pdf-invoice): the seller's block left, a block of labelled lines right. */
function header(lines: Array<string | null>) {
  const right = lines.map((text, index): [number, ...Array<string | [number, string]>] =>
    text === null ? [0.12 + index * 0.02] : [0.12 + index * 0.02, [0.65, text]],
  );
  return pageOf(1, [
    [0.1, 'Northgate Cloud Hosting Ltd', [0.65, 'I N V O I C E']],
    ...right,
    [0.3, 'Managed server 1 £131.80 20% £158.16'],
    [0.35, [0.5, 'Total Tax'], [0.7, '£26.36']],
    [0.37, [0.5, 'Grand Total'], [0.7, '£158.16']],
  ]);
}

describe('a header block of labelled lines', () => {
  it('takes "Ref no: #2732" for the number', () => {
    const { Fields } = extractFields([header(['Ref no: #2732', 'Date: 7 November 2025'])]);
    expect(Fields.Number?.Value).toBe('2732');
    expect(Fields.Date?.Value).toBe('2025-11-07');
  });

  it("takes no customer's reference for the number", () => {
    const { Fields } = extractFields([header(['Your Ref No: 4711', 'Invoice No: 2026-0042'])]);
    expect(Fields.Number?.Value).toBe('2026-0042');
  });

  it('reads a due date the block wraps before its year', () => {
    const { Fields } = extractFields([
      header(['Facture n°: #INV-06006', 'Date: 7 septembre 2025', "Date d'échéance: 7 octobre", null]),
    ]);
    expect(Fields.DueDate?.Value).toBeUndefined();
    const wrapped = header([
      'Facture n°: #INV-06006',
      'Date: 7 septembre 2025',
      "Date d'échéance: 7 octobre",
    ]);
    wrapped.Words.push({ Text: '2025', Box: [0.65, 0.18, 0.04, 0.012] });
    expect(extractFields([wrapped]).Fields.DueDate?.Value).toBe('2025-10-07');
  });
});
