import type { RecognitionResult } from '../../../domain/recognition/types';
import type { documents } from '../../db/schema/index';
import { headerFromRecognition } from './headerFromRecognition';

type DocumentRow = typeof documents.$inferSelect;

const empty = (documentType: string) =>
  ({
    documentType,
    relationId: null,
    relationName: '',
    documentNumber: '',
    documentDate: null,
    dueDate: null,
    currency: 'EUR',
    netAmount: 0,
    vatAmount: 0,
    grossAmount: 0,
    iban: '',
    purchaseOrderNumbers: [],
    paymentReference: '',
  }) as unknown as DocumentRow;

const field = (Value: string | number) => ({
  Value,
  Confidence: 0.9,
  Page: 1,
  Box: [0, 0, 0, 0],
  Source: 'Text',
});
const reading = {
  Fields: {
    Number: field('PB2026-00031'),
    Date: field('2026-11-05'),
    DueDate: field('2026-12-05'),
    GrossAmount: field(20),
    NetAmount: field(20),
    IbanNumber: field('NL91ABNA0417164300'),
    PurchaseOrderNumber: field('PO-24011'),
    PaymentReference: field('1234'),
  },
} as unknown as RecognitionResult;

describe('the header fields a reading fills in', () => {
  it('on a packing slip: number, date and purchase order only — its figures are quantities', () => {
    expect(headerFromRecognition(empty('PackingSlip'), reading)).toEqual({
      documentNumber: 'PB2026-00031',
      documentDate: '2026-11-05',
      purchaseOrderNumbers: ['PO-24011'],
    });
  });

  it('on an invoice: amounts, due date, IBAN and payment reference too', () => {
    expect(headerFromRecognition(empty('PurchaseInvoice'), reading)).toMatchObject({
      documentNumber: 'PB2026-00031',
      dueDate: '2026-12-05',
      grossAmount: 20,
      iban: 'NL91ABNA0417164300',
      paymentReference: '1234',
    });
  });
});
