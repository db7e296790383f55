import type { EmailPart } from '../../../domain/intake/emailInvoice';
import { formatMoment, formatSize, partTarget } from './emailInvoiceView';

const part = (overrides: Partial<EmailPart>): EmailPart => ({
  Index: 0,
  FileName: 'factuur.pdf',
  ContentType: 'application/pdf',
  Size: 1000,
  Outcome: 'Source',
  SourceId: null,
  SourceNumber: null,
  DocumentId: null,
  ...overrides,
});

describe('where a mail part leads', () => {
  it("opens an e-invoice's document in the detail of its document type", () => {
    const einvoice = part({ Outcome: 'ElectronicDocument', DocumentId: 'd1', SourceId: 's1' });
    expect(partTarget(einvoice, 'PurchaseInvoice')).toBe('/purchase-invoice/d1');
    expect(partTarget(einvoice, 'PackingSlip')).toBe('/packing-slip/d1');
  });

  it('opens a source in the source overview', () => {
    expect(partTarget(part({ SourceId: 's 1', SourceNumber: 7 }), 'SalesInvoice')).toBe(
      '/source-overview/s%201',
    );
  });

  it('leads nowhere for a part that became nothing', () => {
    expect(partTarget(part({ Outcome: 'IgnoredSignature' }), 'PurchaseInvoice')).toBeNull();
  });
});

describe('sizes', () => {
  it.each([
    [512, 'en-US', '512 B'],
    [2048, 'en-US', '2 kB'],
    [1536 * 1024, 'en-US', '1.5 MB'],
    [1536 * 1024, 'nl-NL', '1,5 MB'],
  ])('shows %i bytes in %s as %s', (bytes, locale, shown) => {
    expect(formatSize(bytes, locale)).toBe(shown);
  });
});

it('shows a moment as a short date and time, and nothing for none', () => {
  expect(formatMoment('2026-05-01T10:00:00.000Z', 'nl-NL')).toMatch(/^0?1-0?5-(20)?26/);
  expect(formatMoment(null, 'nl-NL')).toBe('');
  expect(formatMoment('not a date', 'nl-NL')).toBe('');
});
