import { extractFields } from './extract';
import { pageOf } from './testPages';
import { readValue } from './values';

/** An invoice whose number is printed right of its label, as `number`; what else the line holds follows it. */
const invoice = (label: string, number: string, ...rest: Array<[number, string]>) =>
  pageOf(1, [
    [0.05, 'Acme Supplies B.V.'],
    [0.07, 'Hoofdstraat 1, 1011 AA Amsterdam'],
    [0.2, [0.5, 'Factuurdatum'], [0.7, '12-03-2026']],
    [0.22, [0.5, label], [0.7, number], ...rest],
    [0.5, [0.5, 'Totaal'], [0.7, '€ 249,33']],
    [0.8, 'IBAN NL91 ABNA 0417 1643 00'],
  ]);

describe('a number printed in parts', () => {
  it.each([
    ['Factuurnummer', '2025 - 0012', '2025-0012'],
    ['Invoice no.', '2025 – 0012', '2025-0012'],
    ['Factuurnummer:', 'F 2026/0012', 'F 2026/0012'],
    ['Invoice number', 'INV 2026 0012', 'INV 2026 0012'],
    ['Rechnungsnummer', '2026 0012', '2026 0012'],
    ['Invoice no.', '12 345', '12 345'],
  ])('reads "%s %s" whole', (label, number, value) => {
    expect(extractFields([invoice(label, number)]).Fields.Number).toMatchObject({ Value: value });
  });

  it('leaves a label’s word before the number out', () => {
    const page = pageOf(1, [
      [0.05, 'Acme Supplies B.V.'],
      [0.2, [0.5, 'Factuurnummer'], [0.7, '26012']],
      [0.21, [0.5, 'Factuurdatum'], [0.7, '12-03-2026']],
      [0.3, 'Uw order: ID 4500012345'],
      [0.5, [0.5, 'Totaal'], [0.7, '€ 249,33']],
    ]);
    expect(extractFields([page]).Fields.PurchaseOrderNumber).toMatchObject({ Value: '4500012345' });
  });

  it('does not join the next column’s value across a gap', () => {
    const page = invoice('Invoice no.', '4711', [0.9, '2026']);
    expect(extractFields([page]).Fields.Number).toMatchObject({ Value: '4711' });
  });

  it('does not take a phone number’s groups for one', () => {
    expect(readValue('code', ['020', '123', '4567'])).toMatchObject({ value: '020', used: 1 });
    expect(readValue('code', ['2026', '123', '4567'])).toMatchObject({ value: '2026 123 4567', used: 3 });
  });

  it('reads no number longer than forty characters, in parts or not', () => {
    expect(readValue('code', ['F', '9'.repeat(50_000)])).toBeNull();
    expect(readValue('code', ['2026', '9'.repeat(40)])).toMatchObject({ value: '2026', used: 1 });
  });
});
