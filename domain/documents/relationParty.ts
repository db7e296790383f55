/** Whom a document's relation is: the customer of a sales invoice; the vendor of a purchase invoice or packing slip. */
export type RelationParty = 'Vendor' | 'Customer';

export const relationPartyOf = (documentType: string): RelationParty =>
  documentType === 'SalesInvoice' ? 'Customer' : 'Vendor';
