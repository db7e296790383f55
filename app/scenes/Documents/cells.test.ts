import type { DocumentRecord } from '../../../domain/documents';
import { cellText, formatDocumentDate } from './cells';

const record = {
  DocumentDate: '2024-03-07',
  ImportDate: '2024-03-08T09:15:00.000Z',
  DueDate: null,
  GrossAmount: 1234.5,
  NetAmount: -20,
  LedgerEntryNumber: 4711,
  InvoiceType: 'Credit',
  CurrentUserName: 'Anna Verifier',
  ApprovedByName: '',
  RelationName: 'Acme BV',
} as DocumentRecord;

describe('overview cells', () => {
  it('shows dates day first in nl-NL and month first in en-US', () => {
    expect(cellText(record, 'DocumentDate', 'nl-NL')).toBe('07-03-2024');
    expect(cellText(record, 'DocumentDate', 'en-US')).toBe('03/07/2024');
    expect(cellText(record, 'ImportDate', 'nl-NL')).toBe('08-03-2024');
    expect(cellText(record, 'DueDate', 'nl-NL')).toBe('');
  });

  it('formats amounts with the locale separators', () => {
    expect(cellText(record, 'GrossAmount', 'nl-NL')).toBe('1.234,50');
    expect(cellText(record, 'GrossAmount', 'en-US')).toBe('1,234.50');
    expect(cellText(record, 'NetAmount', 'en-US')).toBe('-20.00');
  });

  it('shows user names for user columns and a translation key for the invoice type', () => {
    expect(cellText(record, 'CurrentUserId', 'nl-NL')).toBe('Anna Verifier');
    expect(cellText(record, 'InvoiceType', 'nl-NL')).toBe('Invoice_Type_Credit');
    expect(cellText(record, 'LedgerEntryNumber', 'nl-NL')).toBe('4711');
    expect(cellText(record, 'RelationName', 'nl-NL')).toBe('Acme BV');
  });

  it('treats a moment at 22:00 UTC as the next day', () => {
    expect(formatDocumentDate('2024-03-07T23:00:00.000Z', 'nl-NL')).toBe('08-03-2024');
  });
});
