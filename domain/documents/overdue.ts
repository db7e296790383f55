import type { DocumentRecord } from './document';

type OverdueFields = Pick<DocumentRecord, 'DocumentType' | 'InvoiceType' | 'DueDate' | 'IsPaid' | 'IsPosted'>;

/**
 * A payable document past its due date: a purchase invoice (debit) due before `today`
 * (yyyy-mm-dd), neither paid nor posted (once posted, the ERP follows its payment).
 */
export function isOverdue(record: OverdueFields, today: string): boolean {
  if (record.DocumentType !== 'PurchaseInvoice' || record.InvoiceType === 'Credit') return false;
  if (!record.DueDate || record.IsPaid || record.IsPosted) return false;
  return record.DueDate.slice(0, 10) < today;
}
