import {
  type DuplicateCandidate,
  duplicateReason,
  findDuplicates,
  normalisedDocumentNumber,
} from './duplicates';

const invoice = (overrides: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  Id: 'a',
  RelationId: 'vendor-1',
  Number: 'F-2024-001',
  Date: '2024-03-10',
  GrossAmount: 121,
  FileHash: 'hash-a',
  ...overrides,
});

describe('normalised document numbers', () => {
  it('ignores spaces, dashes, dots, leading zeros and case', () => {
    expect(normalisedDocumentNumber(' f-000.123 ')).toBe('F123');
    expect(normalisedDocumentNumber('F 123')).toBe(normalisedDocumentNumber('f-0123'));
    expect(normalisedDocumentNumber('0000')).toBe('');
    expect(normalisedDocumentNumber('INV-2024-0077')).toBe(normalisedDocumentNumber('inv 2024.77'));
    expect(normalisedDocumentNumber('F000123')).toBe('F123');
  });
});

describe('duplicate suspects', () => {
  it('are the same file, whatever else differs', () => {
    const other = invoice({ Id: 'b', RelationId: null, Number: 'X', GrossAmount: 5 });
    expect(duplicateReason(invoice(), other)).toBe('SameFile');
  });

  it('are the same relation with the same number written differently', () => {
    const other = invoice({ Id: 'b', FileHash: 'hash-b', Number: 'f 2024.001', GrossAmount: 99 });
    expect(duplicateReason(invoice(), other)).toBe('SameNumber');
  });

  it('are the same relation and gross amount dated within seven days', () => {
    const near = invoice({ Id: 'b', FileHash: 'hash-b', Number: 'other', Date: '2024-03-17' });
    const far = invoice({ Id: 'c', FileHash: 'hash-c', Number: 'other', Date: '2024-03-18' });
    expect(duplicateReason(invoice(), near)).toBe('SameAmountNearDate');
    expect(duplicateReason(invoice(), far)).toBeNull();
  });

  it('are never the document itself, another relation, or an amount that differs by a cent', () => {
    expect(duplicateReason(invoice(), invoice())).toBeNull();
    const otherVendor = invoice({ Id: 'b', FileHash: null, RelationId: 'vendor-2' });
    expect(duplicateReason(invoice(), otherVendor)).toBeNull();
    const cent = invoice({ Id: 'b', FileHash: null, Number: 'other', GrossAmount: 121.01 });
    expect(duplicateReason(invoice(), cent)).toBeNull();
  });

  it('need a relation and a number to match by number, and a date to match by amount', () => {
    const unknownVendor = invoice({ RelationId: null, FileHash: null });
    expect(duplicateReason(unknownVendor, invoice({ Id: 'b', RelationId: null, FileHash: null }))).toBeNull();
    const noNumber = invoice({ Number: '', FileHash: null, Date: null });
    expect(duplicateReason(noNumber, invoice({ Id: 'b', Number: '', FileHash: null }))).toBeNull();
  });

  it('are listed with their reasons', () => {
    const found = findDuplicates(invoice(), [
      invoice({ Id: 'b' }),
      invoice({ Id: 'c', FileHash: null, RelationId: 'vendor-2' }),
      invoice({ Id: 'd', FileHash: null }),
    ]);
    expect(found.map((item) => [item.candidate.Id, item.reason])).toEqual([
      ['b', 'SameFile'],
      ['d', 'SameNumber'],
    ]);
  });
});
