import type { DocumentToPay } from '../../api/paymentBatches';
import {
  nextFriday,
  nextSort,
  nextWorkingDay,
  selectionCompany,
  selectionTotals,
  unselectableReason,
} from './documentsToPay';
import { documentToPay } from './testRows';

describe('the default days', () => {
  it('proposes paying before the first Friday after today (a week on when today is a Friday)', () => {
    expect(nextFriday('2026-11-23')).toBe('2026-11-27'); // Monday
    expect(nextFriday('2026-11-26')).toBe('2026-11-27'); // Thursday
    expect(nextFriday('2026-11-27')).toBe('2026-12-04'); // Friday
    expect(nextFriday('2026-11-29')).toBe('2026-12-04'); // Sunday
  });

  it('executes a new batch on the next working day, skipping the weekend', () => {
    expect(nextWorkingDay('2026-11-25')).toBe('2026-11-26');
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
  });
});

describe('sorting the documents to pay', () => {
  it('sorts a date column descending first and a text column ascending first', () => {
    const current = { Sort: 'DocumentNumber', Desc: false };
    expect(nextSort(current, 'DocumentDueDate')).toEqual({ Sort: 'DocumentDueDate', Desc: true });
    expect(nextSort(current, 'RelationName')).toEqual({ Sort: 'RelationName', Desc: false });
  });

  it('turns the order around on a second click', () => {
    expect(nextSort({ Sort: 'DocumentDate', Desc: true }, 'DocumentDate')).toEqual({
      Sort: 'DocumentDate',
      Desc: false,
    });
  });
});

describe('the selection', () => {
  const rows: DocumentToPay[] = [
    documentToPay({ DocumentId: 'd1', AmountToPay: 1000.1 }),
    documentToPay({ DocumentId: 'd2', AmountToPay: 250.25 }),
    documentToPay({ DocumentId: 'd3', AmountToPay: -100, IsCreditNote: true }),
    documentToPay({ DocumentId: 'd4', AmountToPay: 40, Currency: 'USD', CompanyId: 'c2' }),
  ];

  it('totals what will be paid per currency, a credit note counting negative', () => {
    expect(selectionTotals(rows, new Set(['d1', 'd2', 'd3']))).toEqual([
      { Currency: 'EUR', Count: 3, Amount: 1150.35 },
    ]);
    expect(selectionTotals(rows, new Set(['d1', 'd4']))).toEqual([
      { Currency: 'EUR', Count: 1, Amount: 1000.1 },
      { Currency: 'USD', Count: 1, Amount: 40 },
    ]);
    expect(selectionTotals(rows, new Set())).toEqual([]);
  });

  it('knows the one company of a selection, and none when it spans two', () => {
    expect(selectionCompany(rows, new Set(['d1', 'd2']))).toBe('c1');
    expect(selectionCompany(rows, new Set(['d1', 'd4']))).toBeNull();
    expect(selectionCompany(rows, new Set())).toBeNull();
  });

  it('keeps documents in an open batch and without a usable IBAN out of the selection', () => {
    expect(unselectableReason(documentToPay({}))).toBeNull();
    expect(unselectableReason(documentToPay({ IbanCheck: 'Unconfirmed' }))).toBeNull();
    expect(unselectableReason(documentToPay({ OpenBatchId: 'b1', OpenBatchNumber: 7 }))).toBe(
      'Payment_Already_In_Batch',
    );
    expect(unselectableReason(documentToPay({ IbanCheck: 'Missing' }))).toBe(
      'Payment_Iban_Check_Missing_Info',
    );
    expect(unselectableReason(documentToPay({ IbanCheck: 'Invalid' }))).toBe(
      'Payment_Iban_Check_Invalid_Info',
    );
  });
});
