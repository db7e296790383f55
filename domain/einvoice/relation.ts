import type { ElectronicInvoice } from './types';

/**
 * The relation an e-invoice is booked on: its supplier when the company bought (a purchase invoice, and the
 * invoice a packing slip came with), its customer when the company sold (a sales invoice).
 */
export function invoiceRelationOf(invoice: ElectronicInvoice, documentType: string) {
  return documentType === 'SalesInvoice' ? invoice.Customer : invoice.Supplier;
}
