export { EInvoiceReadError, type EInvoiceReadErrorCode } from './errors';
export { parseEInvoice } from './parse';
export { PaymentMeansCode, paymentMeansName, toPaymentMeansCode } from './paymentMeansCodes';
export * from './types';
export type { EInvoiceValidation, EInvoiceValidationIssue } from './validation-types';
export { MAX_XML_BYTES } from './xml';
