import { extractFields } from './extract';
import { pageOf } from './testPages';

// The Nordic banks' payment references under the labels their invoices print, whatever language the rest is in.
describe('Nordic payment references', () => {
  it('reads a Norwegian KID number', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 2026-118'],
        [0.4, 'Beløp å betale', [0.6, '1 250,00']],
        [0.45, 'KID-nummer', [0.6, '1234567890128']],
        [0.5, 'Kontonummer', [0.6, '1503 12 34567']],
      ]),
    ]);
    expect(Fields.PaymentReference?.Value).toBe('1234567890128');
  });

  it('reads a Swedish OCR number and a Finnish viitenumero printed in groups', () => {
    const swedish = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 5501'],
        [0.45, 'OCR:', [0.6, '55012026']],
      ]),
    ]);
    const finnish = extractFields([
      pageOf(1, [
        [0.05, 'Invoice 118'],
        [0.45, 'Viitenumero', [0.6, '123 45614']],
      ]),
    ]);
    expect([swedish.Fields.PaymentReference?.Value, finnish.Fields.PaymentReference?.Value]).toEqual([
      '55012026',
      '12345614',
    ]);
  });

  it('leaves "kids" in a description alone', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice 2026-7'],
        [0.4, 'Kids t-shirts 120 pieces', [0.7, '480.00']],
      ]),
    ]);
    expect(Fields.PaymentReference).toBeUndefined();
  });
});
