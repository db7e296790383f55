import { isOverdue } from './overdue';

const invoice = {
  DocumentType: 'PurchaseInvoice' as const,
  InvoiceType: 'Debit' as const,
  DueDate: '2026-03-01',
  IsPaid: false,
  IsPosted: false,
};

describe('isOverdue', () => {
  it('is an unpaid, unposted purchase invoice due before today', () => {
    expect(isOverdue(invoice, '2026-03-02')).toBe(true);
  });

  it('is not due today or later', () => {
    expect(isOverdue(invoice, '2026-03-01')).toBe(false);
    expect(isOverdue(invoice, '2026-02-01')).toBe(false);
  });

  it('is not paid, posted, credit, without a due date, or not payable', () => {
    const today = '2026-04-01';
    expect(isOverdue({ ...invoice, IsPaid: true }, today)).toBe(false);
    expect(isOverdue({ ...invoice, IsPosted: true }, today)).toBe(false);
    expect(isOverdue({ ...invoice, InvoiceType: 'Credit' }, today)).toBe(false);
    expect(isOverdue({ ...invoice, DueDate: null }, today)).toBe(false);
    expect(isOverdue({ ...invoice, DocumentType: 'SalesInvoice' }, today)).toBe(false);
    expect(isOverdue({ ...invoice, DocumentType: 'PackingSlip' }, today)).toBe(false);
  });
});
