import { dutchCheckDigit } from '../../../domain/payments/creditorReference';
import type { paymentBatchLines } from '../../db/schema/index';
import { creditTransferBatchOf, remittanceOf } from './creditTransferFile';

type LineRow = typeof paymentBatchLines.$inferSelect;

const line = (
  overrides: Partial<LineRow>,
): LineRow & { paymentReference: string; documentNumber: string } => ({
  tenantId: 't',
  id: '0b6f2a4e-6d1c-4c7a-9a57-1f1e3c2d4b5a',
  batchId: 'b',
  documentId: 'd',
  status: 'Concept',
  isOpen: true,
  iban: 'NL91ABNA0417164300',
  bic: '',
  amount: 242.5,
  currency: 'EUR',
  remittance: 'INV-2',
  relationId: 'v',
  creditorName: 'Acme Supplies BV',
  creditorStreet: 'Kade 1',
  creditorPostcode: '1011 AA',
  creditorCity: 'Amsterdam',
  creditorCountry: 'NL',
  nettedDocumentIds: [],
  createdAt: '',
  updatedAt: '',
  paymentReference: '',
  documentNumber: 'INV-2',
  ...overrides,
});

const batch = {
  id: '5c1d0e7e-1b7e-4b7e-8d2a-0e4f7b1f2a3c',
  number: 7,
  transactionDate: '2026-11-27',
  iban: 'NL39RABO0300065264',
  bic: 'RABONL2U',
  batchBooking: true,
};
const company = {
  name: 'Demo Foods BV',
  displayName: 'Demo Foods',
  country: 'NL',
  painVersion: 'pain.001.001.09',
  sepaProfile: 'DutchBanks',
};
const at = new Date(Date.UTC(2026, 10, 25, 6, 30, 0));

describe('the credit-transfer input of a payment batch', () => {
  it('pays every line not removed, in cents, from the company to the creditor with its address', () => {
    const input = creditTransferBatchOf(
      batch,
      company,
      [line({}), line({ id: '1b6f2a4e-6d1c-4c7a-9a57-1f1e3c2d4b5a', status: 'Removed', amount: 10 })],
      at,
    );
    expect(input).toMatchObject({
      Version: 'pain.001.001.09',
      Profile: 'DutchBanks',
      PaymentInformationId: 'PB-7',
      ExecutionDate: '2026-11-27',
      BatchBooking: true,
      Debtor: { Name: 'Demo Foods', Iban: 'NL39RABO0300065264', Bic: 'RABONL2U', Address: { Country: 'NL' } },
    });
    expect(input.Lines).toEqual([
      {
        EndToEndId: '0b6f2a4e6d1c4c7a9a571f1e3c2d4b5a',
        DocumentNumber: 'INV-2',
        AmountCents: 24250,
        Currency: 'EUR',
        Creditor: {
          Name: 'Acme Supplies BV',
          Iban: 'NL91ABNA0417164300',
          Bic: undefined,
          Address: { Street: 'Kade 1', PostCode: '1011 AA', TownName: 'Amsterdam', Country: 'NL' },
        },
        Remittance: { Unstructured: 'INV-2' },
      },
    ]);
  });

  it('has a message id of at most 35 characters that differs per moment, and end-to-end ids within 35', () => {
    const first = creditTransferBatchOf(batch, company, [line({})], at);
    const later = creditTransferBatchOf(batch, company, [line({})], new Date(at.getTime() + 1000));
    expect(first.MessageId.length).toBeLessThanOrEqual(35);
    expect(first.MessageId).not.toBe(later.MessageId);
    expect(first.Lines[0].EndToEndId.length).toBeLessThanOrEqual(35);
  });

  it('falls back to the generic profile and .03 for an unknown setting, and leaves out an address without a country code', () => {
    const input = creditTransferBatchOf(
      batch,
      { ...company, painVersion: '', sepaProfile: 'Other', country: 'Nederland' },
      [line({ creditorCountry: '' })],
      at,
    );
    expect(input).toMatchObject({ Version: 'pain.001.001.03', Profile: 'Generic' });
    expect(input.Debtor.Address).toBeUndefined();
    expect(input.Lines[0].Creditor.Address).toBeUndefined();
  });
});

describe('the remittance of a line', () => {
  it('is a structured ISO 11649 reference for an RF reference', () => {
    expect(remittanceOf('rf18 5390 0754 7034', 'INV-1')).toEqual({
      Structured: { Kind: 'Iso11649', Reference: 'RF18539007547034' },
    });
  });

  it('is a Dutch payment reference for 16 digits with the right check digit, unstructured with a wrong one', () => {
    const digits = '234567890123456';
    const valid = `${dutchCheckDigit(digits)}${digits}`;
    expect(remittanceOf(valid, 'INV-1')).toEqual({
      Structured: { Kind: 'DutchPaymentReference', Reference: valid },
    });
    const wrong = `${(dutchCheckDigit(digits) + 1) % 10}${digits}`;
    expect(remittanceOf(wrong, 'INV-1')).toEqual({ Unstructured: 'INV-1' });
  });

  it("reads a reference that passes the Dutch and the Finnish check as the one of the account's country", () => {
    expect(remittanceOf('1000009', 'INV-1', 'FI21 1234 5600 0007 85')).toEqual({
      Structured: { Kind: 'FinnishReference', Reference: '1000009' },
    });
    expect(remittanceOf('1000009', 'INV-1', 'NL91ABNA0417164300')).toEqual({
      Structured: { Kind: 'DutchPaymentReference', Reference: '1000009' },
    });
  });

  it('is unstructured with the invoice numbers otherwise, at most 140 characters', () => {
    expect(remittanceOf('Order 77', 'INV-1 CN-2')).toEqual({ Unstructured: 'INV-1 CN-2' });
    expect(remittanceOf('', 'x'.repeat(200))).toEqual({ Unstructured: 'x'.repeat(140) });
  });
});
