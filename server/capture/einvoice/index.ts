export { decodeXmlBytes } from './decode';
export { type EmbeddedInvoiceXml, extractEmbeddedInvoiceXml, INVOICE_XML_FILE_NAMES } from './extract';
export { listPdfEmbeddedFiles, type PdfEmbeddedFile } from './pdf-files';
export { type EInvoiceFileResult, type EInvoiceSourceKind, readEInvoiceFile } from './read';
