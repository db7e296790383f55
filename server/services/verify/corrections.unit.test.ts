import type { VerifySaveBody } from '../../../domain/verify/types';
import { correctedFields } from './corrections';

const body: VerifySaveBody = {
  Id: 'd',
  LastUpdate: '',
  CompanyId: 'c',
  RelationId: 'r',
  Number: 'F-100',
  Date: '2024-05-01',
  DueDate: null,
  Currency: 'EUR',
  NetAmount: 100,
  VatAmount: 21,
  GrossAmount: 121,
  InvoiceType: 'Debit',
  IbanNumber: 'NL91 ABNA 0417 1643 00',
  PurchaseOrderNumber: '',
  PaymentReference: '',
  Description: '',
  Comment: '',
  RotatedPages: [],
  IgnoreDuplicates: false,
  Corrections: [],
};
const field = (Value: string | number) => ({
  Value,
  Confidence: 0.9,
  Page: 1,
  Box: null,
  Source: 'Text' as const,
});

describe('the fields a verifier corrected', () => {
  it('are those saved differently from or missing in what recognition read', () => {
    const recognized = {
      Number: field('f-100'),
      Date: field('2024-05-02'),
      NetAmount: field(100),
      VatAmount: field(21),
      IbanNumber: field('NL91ABNA0417164300'),
      Currency: field('EUR'),
    };
    expect(correctedFields(body, recognized)).toEqual({ Date: '2024-05-01', GrossAmount: 121 });
  });

  it('leave out what the verifier left empty', () => {
    expect(
      correctedFields(
        { ...body, Number: '', IbanNumber: '', NetAmount: 0, VatAmount: 0, GrossAmount: 0, Date: null },
        {},
      ),
    ).toEqual({
      Currency: 'EUR',
    });
  });
});
