import {
  changedHeaderFields,
  creditTransferFileName,
  hasRemark,
  isOpenBatchStatus,
  mayApprove,
  mayApproveAs,
  mayCancel,
  mayChangeLines,
  mayComplete,
  mayCreateFile,
  mayMarkLinePaid,
  mayRemoveLine,
  maySave,
  type PaymentBatchHeader,
  PaymentBatchLineStatuses,
  PaymentBatchStatuses,
  paymentIbanMessage,
  validatePaymentBatch,
} from './batch';

const header: PaymentBatchHeader = {
  TransactionDate: '2026-11-27',
  Iban: 'NL91ABNA0417164300',
  Bic: 'ABNANL2A',
  BatchBooking: true,
};

describe('payment batch statuses (spec 002 §4)', () => {
  it('are Unknown 0, Concept 1, Approved 2, Completed 3, Cancelled 4, and lines Unknown, Concept, Paid, Removed', () => {
    expect(PaymentBatchStatuses).toEqual(['Unknown', 'Concept', 'Approved', 'Completed', 'Cancelled']);
    expect(PaymentBatchStatuses.indexOf('Cancelled')).toBe(4);
    expect(PaymentBatchLineStatuses).toEqual(['Unknown', 'Concept', 'Paid', 'Removed']);
  });

  it('only a Concept batch may be approved', () => {
    expect(PaymentBatchStatuses.filter(mayApprove)).toEqual(['Concept']);
  });

  it('the file only for an Approved or Completed batch', () => {
    expect(PaymentBatchStatuses.filter(mayCreateFile)).toEqual(['Approved', 'Completed']);
  });

  it('saving only when the requested status equals the stored one', () => {
    expect(maySave('Concept', 'Concept')).toBe(true);
    expect(maySave('Concept', 'Approved')).toBe(false);
    expect(maySave('Approved', 'Concept')).toBe(false);
  });

  it('a batch is open (its documents in no other) while Concept or Approved', () => {
    expect(PaymentBatchStatuses.filter(isOpenBatchStatus)).toEqual(['Concept', 'Approved']);
  });

  it('lines change only in a Concept batch; only an Approved batch is completed', () => {
    expect(PaymentBatchStatuses.filter(mayChangeLines)).toEqual(['Concept']);
    expect(PaymentBatchStatuses.filter(mayComplete)).toEqual(['Approved']);
  });

  it('cancels a Concept or Approved batch only: a Completed batch was paid and Cancelled is final', () => {
    expect(PaymentBatchStatuses.filter(mayCancel)).toEqual(['Concept', 'Approved']);
    expect(mayCancel('Completed')).toBe(false);
    expect(mayCancel('Cancelled')).toBe(false);
    expect(mayCancel('Unknown')).toBe(false);
  });

  it('cancels exactly the batches that keep their documents out of other batches', () => {
    for (const status of PaymentBatchStatuses) expect(mayCancel(status)).toBe(isOpenBatchStatus(status));
  });

  it('a Concept line is removed from a Concept batch, never a paid or removed one', () => {
    expect(mayRemoveLine('Concept', 'Concept')).toBe(true);
    expect(mayRemoveLine('Concept', 'Paid')).toBe(false);
    expect(mayRemoveLine('Concept', 'Removed')).toBe(false);
    expect(mayRemoveLine('Approved', 'Concept')).toBe(false);
  });

  it('a Concept line is marked paid in an Approved batch only', () => {
    expect(PaymentBatchStatuses.filter((status) => mayMarkLinePaid(status, 'Concept'))).toEqual(['Approved']);
    expect(mayMarkLinePaid('Approved', 'Removed')).toBe(false);
    expect(mayMarkLinePaid('Approved', 'Paid')).toBe(false);
  });
});

describe('four eyes', () => {
  it('the creator never approves; anyone else may', () => {
    expect(mayApproveAs('u1', 'u1')).toBe(false);
    expect(mayApproveAs('u1', 'u2')).toBe(true);
    expect(mayApproveAs(null, 'u2')).toBe(true);
  });
});

describe('batch validation (spec 002 §5)', () => {
  it('a complete batch with valid accounts passes', () => {
    expect(validatePaymentBatch(header, [{ Iban: 'DE89 3704 0044 0532 0130 00' }])).toEqual({});
  });

  it('IBAN, BIC and transaction date are Required', () => {
    expect(validatePaymentBatch({ ...header, Iban: ' ', Bic: '', TransactionDate: null }, [])).toEqual({
      Iban: 'Required',
      Bic: 'Required',
      TransactionDate: 'Required',
    });
  });

  it('an IBAN with a wrong checksum is Iban_Invalid, a malformed BIC Bic_Invalid', () => {
    expect(validatePaymentBatch({ ...header, Iban: 'NL91ABNA0417164301', Bic: 'ABN1' }, [])).toEqual({
      Iban: 'Iban_Invalid',
      Bic: 'Bic_Invalid',
    });
  });

  it("each line's IBAN is required and valid", () => {
    expect(
      validatePaymentBatch(header, [{ Iban: 'NL91ABNA0417164300' }, { Iban: '' }, { Iban: 'XX00' }]),
    ).toEqual({
      'Lines[1].Iban': 'Required',
      'Lines[2].Iban': 'Iban_Invalid',
    });
  });

  it('a domestic account number is no IBAN to pay to', () => {
    expect(paymentIbanMessage('417164300')).toBe('Iban_Invalid');
  });
});

describe('saving a header', () => {
  it('lists the fields that change', () => {
    expect(changedHeaderFields(header, { TransactionDate: '2026-11-30', Iban: header.Iban })).toEqual([
      'TransactionDate',
    ]);
  });

  it('is nothing when every field is as stored (Payment_Batch_No_Changes)', () => {
    expect(changedHeaderFields(header, { ...header })).toEqual([]);
    expect(changedHeaderFields(header, {})).toEqual([]);
  });
});

describe('removing a line', () => {
  it('needs a remark (Payment_Batch_Line_Remark_Mandatory): blanks are none', () => {
    expect(hasRemark('paid by hand')).toBe(true);
    expect(hasRemark('  ')).toBe(false);
    expect(hasRemark(undefined)).toBe(false);
  });
});

describe('the credit-transfer file name', () => {
  it('is SCT_<Number>_<yyyyMMddHHmmss>.xml in UTC', () => {
    expect(creditTransferFileName(12, new Date(Date.UTC(2026, 0, 5, 7, 8, 9)))).toBe(
      'SCT_12_20260105070809.xml',
    );
  });
});
