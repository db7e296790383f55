import type { OverviewDocumentType } from '../domain/documents/enums';

/** The words the command line takes for a document type (`--type purchase|sales|packing-slip`). */
export const DocumentTypeWords: Record<string, OverviewDocumentType> = {
  purchase: 'PurchaseInvoice',
  sales: 'SalesInvoice',
  'packing-slip': 'PackingSlip',
};
