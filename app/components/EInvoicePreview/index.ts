export { EInvoicePreview, type EInvoicePreviewProps } from './EInvoicePreview';
export {
  EInvoicePreviewForDocument,
  type EInvoicePreviewForDocumentProps,
} from './EInvoicePreviewForDocument';
export { electronicInvoiceQuery } from './electronicInvoiceQuery';
