/** Why an electronic invoice could not be read. */
export type EInvoiceReadErrorCode =
  | 'EInvoice_Unsafe_Xml'
  | 'EInvoice_Too_Large'
  | 'EInvoice_Not_Xml'
  | 'EInvoice_Unknown_Format'
  | 'EInvoice_Not_Pdf'
  | 'EInvoice_No_Xml_In_Pdf';

/** Thrown when a file is not a readable electronic invoice; `code` says why. */
export class EInvoiceReadError extends Error {
  readonly code: EInvoiceReadErrorCode;

  constructor(code: EInvoiceReadErrorCode, message: string) {
    super(message);
    this.name = 'EInvoiceReadError';
    this.code = code;
  }
}
