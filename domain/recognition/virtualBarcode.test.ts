import { extractFields } from './extract';
import { pageOf } from './testPages';
import { virtualBarcodeOf } from './virtualBarcode';

// A version 4 barcode: account FI21 1234 5600 0007 85, € 482.99, reference 123 45614, due 31 December 2026.
const Four = ['4', '2112345600000785', '00048299', '000', '00000000000012345614', '261231'];
// A version 5 barcode: the same account and amount, creditor reference RF18 5390 0754 7034, no due date.
const Five = ['5', '2112345600000785', '00048299', '18', '000000000539007547034', '000000'];

describe('the Finnish virtual barcode (virtuaaliviivakoodi)', () => {
  it('gives the account, the amount, the Finnish reference and the due date of a version 4 barcode', () => {
    expect(virtualBarcodeOf(Four.join(''))).toEqual({
      Iban: 'FI2112345600000785',
      Amount: 482.99,
      Reference: '12345614',
      DueDate: '2026-12-31',
    });
  });

  it('gives the creditor reference of a version 5 barcode, and no due date or amount where it leaves them open', () => {
    expect(virtualBarcodeOf(Five.join(''))).toEqual({
      Iban: 'FI2112345600000785',
      Amount: 482.99,
      Reference: 'RF18539007547034',
      DueDate: null,
    });
    const open = [...Five];
    open[2] = '00000000';
    expect(virtualBarcodeOf(open.join(''))?.Amount).toBeNull();
  });

  it.each([
    ['an account whose IBAN check fails', 1, '2112345600000786'],
    ['a Finnish reference whose check fails', 4, '00000000000012345615'],
    ['a day that does not exist', 5, '261331'],
    ['digits where the zeros are reserved', 3, '001'],
  ])('is no barcode with %s', (_reason, at, digits) => {
    const wrong = [...Four];
    wrong[at] = digits;
    expect(virtualBarcodeOf(wrong.join(''))).toBeNull();
  });

  it('is no barcode with a wrong version or length', () => {
    expect(virtualBarcodeOf(`6${Four.join('').slice(1)}`)).toBeNull();
    expect(virtualBarcodeOf(`${Four.join('')}0`)).toBeNull();
  });
});

describe('an invoice printing a Finnish virtual barcode', () => {
  const invoice = (...barcode: string[]) =>
    pageOf(1, [
      [0.05, 'Invoice 2026-77'],
      [0.3, 'IBAN NL91 ABNA 0417 1643 00'],
      [0.5, 'Total', [0.6, '482.99']],
      [0.9, 'Virtuaaliviivakoodi', [0.3, barcode.join(' ')]],
    ]);

  it('is paid by its barcode: account, reference and due date from it, the total it repeats surer', () => {
    const { Fields } = extractFields([invoice(...Four)]);
    expect({
      iban: Fields.IbanNumber?.Value,
      reference: Fields.PaymentReference?.Value,
      due: Fields.DueDate?.Value,
      gross: Fields.GrossAmount?.Value,
    }).toEqual({ iban: 'FI2112345600000785', reference: '12345614', due: '2026-12-31', gross: 482.99 });
    expect(Fields.IbanNumber?.Confidence).toBeGreaterThanOrEqual(0.97);
    expect(Fields.GrossAmount?.Confidence).toBeGreaterThanOrEqual(0.97);
    expect(Fields.GrossAmount?.Box?.[1]).toBe(0.5);
  });

  it('reads the barcode printed as one run of 54 digits', () => {
    const { Fields } = extractFields([invoice(Four.join(''))]);
    expect(Fields.PaymentReference?.Value).toBe('12345614');
  });

  it('keeps the printed total when the barcode asks another amount', () => {
    const other = [...Four];
    other[2] = '00040000';
    const { Fields } = extractFields([invoice(...other)]);
    expect(Fields.GrossAmount?.Value).toBe(482.99);
  });

  it("gives no relation account on a sales invoice: the barcode is the company's own", () => {
    const { Fields } = extractFields([invoice(...Four)], { salesInvoice: true });
    expect(Fields.IbanNumber).toBeUndefined();
    expect(Fields.PaymentReference?.Value).toBe('12345614');
  });

  it('takes a run of digits that fails the checks for no barcode', () => {
    const wrong = [...Four];
    wrong[4] = '00000000000012345615';
    const { Fields } = extractFields([invoice(...wrong)]);
    expect(Fields.IbanNumber?.Value).toBe('NL91ABNA0417164300');
    expect(Fields.DueDate).toBeUndefined();
  });
});

describe('a Finnish invoice', () => {
  it('is read by its Finnish labels, its VAT at 25.5 %, its barcode backing what the labels gave', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'LASKU'],
        [0.1, 'Laskun numero:', [0.5, '2026-118']],
        [0.13, 'Laskun päiväys:', [0.5, '01.12.2026']],
        [0.16, 'Eräpäivä:', [0.5, '31.12.2026']],
        [0.19, 'Viitenumero:', [0.5, '123 45614']],
        [0.6, 'Veroton yhteensä', [0.7, '384,85']],
        [0.63, 'ALV 25,5 %', [0.7, '98,14']],
        [0.66, 'Maksettava yhteensä', [0.7, '482,99']],
        [0.9, 'Virtuaaliviivakoodi', [0.3, Four.join(' ')]],
      ]),
    ]);
    expect({
      number: Fields.Number?.Value,
      date: Fields.Date?.Value,
      due: Fields.DueDate?.Value,
      reference: Fields.PaymentReference?.Value,
      net: Fields.NetAmount?.Value,
      vat: Fields.VatAmount?.Value,
      gross: Fields.GrossAmount?.Value,
      iban: Fields.IbanNumber?.Value,
    }).toEqual({
      number: '2026-118',
      date: '2026-12-01',
      due: '2026-12-31',
      reference: '12345614',
      net: 384.85,
      vat: 98.14,
      gross: 482.99,
      iban: 'FI2112345600000785',
    });
    // Read under its label, and the barcode says the same: the label's place, the barcode's certainty.
    expect(Fields.DueDate?.Box?.[1]).toBe(0.16);
    expect(Fields.DueDate?.Confidence).toBeGreaterThanOrEqual(0.97);
  });
});
