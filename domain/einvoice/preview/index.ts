export * from './constants';
export { type PaginatedInvoice, paginateInvoicePreview, SectionNotes } from './paginate';
export { lineWeight, textRows } from './rows';
export * from './types';
