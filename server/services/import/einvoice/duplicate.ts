import { ImportFileError } from '../importError';

/** The same XML (same SHA-256 within the customer) was imported before. */
export class DuplicateEInvoiceError extends ImportFileError {
  constructor() {
    super('Import_Duplicate_EInvoice');
  }
}
