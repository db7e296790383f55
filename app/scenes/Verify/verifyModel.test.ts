import type { RecognizedField, RecognizedFields } from '../../../domain/recognition/types';
import type { VerifyDocument } from '../../../domain/verify/types';
import {
  correctionsOf,
  FormFields,
  firstFieldToCheck,
  formOf,
  grossDifference,
  isFormChanged,
  rotatedPages,
} from './verifyModel';

const read = (Value: string | number, Confidence = 0.95, Page: number | null = 1): RecognizedField => ({
  Value,
  Confidence,
  Page,
  Box: Page ? [0.1, 0.1, 0.2, 0.02] : null,
  Source: 'Text',
});

const document = {
  Id: 'd1',
  RelationId: 'v1',
  Number: 'F-100',
  Date: '2025-03-01',
  DueDate: '2025-03-31',
  Currency: 'EUR',
  NetAmount: 100,
  VatAmount: 21,
  GrossAmount: 121,
  InvoiceType: 'Unknown',
  IbanNumber: 'NL91ABNA0417164300',
  PurchaseOrderNumber: '',
  PaymentReference: '',
  Description: '',
  Comment: '',
} as unknown as VerifyDocument;

const recognized: RecognizedFields = {
  Number: read('F-100'),
  Date: read('2025-03-01'),
  NetAmount: read(100),
  VatAmount: read(21),
  GrossAmount: read(121),
  IbanNumber: read('NL91 ABNA 0417 1643 00'),
};

describe('the verify form', () => {
  it('starts from the document as recognition filled it; an unknown invoice type reads as debit', () => {
    const form = formOf(document);
    expect(form.InvoiceType).toBe('Debit');
    expect(form.Number).toBe('F-100');
    expect(formOf({ ...document, GrossAmount: -5 }).InvoiceType).toBe('Credit');
  });

  it('checks gross = net + VAT to the cent', () => {
    expect(grossDifference({ NetAmount: 100, VatAmount: 21, GrossAmount: 121 })).toBe(0);
    expect(grossDifference({ NetAmount: 100, VatAmount: 21, GrossAmount: 121.5 })).toBe(0.5);
  });

  it('knows when it was changed', () => {
    const form = formOf(document);
    expect(isFormChanged(form, { ...form })).toBe(false);
    expect(isFormChanged(form, { ...form, Number: 'F-101' })).toBe(true);
  });
});

describe('the corrections a save sends', () => {
  const initial = formOf(document);

  it('names nothing when the verifier confirmed what was read (IBAN spacing does not count)', () => {
    expect(correctionsOf(initial, initial, recognized)).toEqual([]);
  });

  it('names each recognised field the verifier changed', () => {
    const form = { ...initial, Number: 'F-1000', GrossAmount: 122 };
    expect(correctionsOf(initial, form, recognized).map((c) => c.Field)).toEqual(['Number', 'GrossAmount']);
  });

  it('names a field recognition missed once the verifier fills it in, with where they showed it', () => {
    const form = { ...initial, PaymentReference: 'RF18 5390 0754 7034' };
    expect(
      correctionsOf(initial, form, recognized, { PaymentReference: { Page: 1, Box: [0.5, 0.8, 0.2, 0.02] } }),
    ).toEqual([{ Field: 'PaymentReference', Page: 1, Box: [0.5, 0.8, 0.2, 0.02] }]);
  });

  it('sends the quarter turns of pages not turned a whole round', () => {
    expect(rotatedPages({ p1: 90, p2: 360, p3: 270, p4: 0 })).toEqual([
      { SourcePageId: 'p1', RotationDegrees: 90 },
      { SourcePageId: 'p3', RotationDegrees: 270 },
    ]);
  });
});

describe('where the cursor starts', () => {
  const form = formOf(document);
  const shown = FormFields.filter((field) => field !== 'Description');

  it('lands in the first field read with low confidence', () => {
    const unsure = { ...recognized, RelationName: read('Acme'), Date: read('2025-03-01', 0.5) };
    expect(firstFieldToCheck(unsure, form, shown)).toBe('Date');
  });

  it('lands in the first empty field recognition did not read', () => {
    expect(
      firstFieldToCheck({ ...recognized, RelationName: read('Acme') }, { ...form, DueDate: null }, shown),
    ).toBe('DueDate');
  });

  it('lands in the first field when everything was read with confidence', () => {
    const sure = {
      ...recognized,
      RelationName: read('Acme'),
      DueDate: read('2025-03-31'),
      Currency: read('EUR'),
    };
    expect(firstFieldToCheck(sure, { ...form, PurchaseOrderNumber: 'x', PaymentReference: 'y' }, shown)).toBe(
      'RelationId',
    );
  });
});
