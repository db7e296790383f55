import { einvoiceValidationFigures } from '../einvoiceValidation';
import type { BenchSuite } from '../suite';

/** XSD + EN 16931 Schematron validation over every XML and PDF-embedded invoice in the corpus. */
const einvoiceValidation: BenchSuite = {
  name: 'einvoice-validation',
  default: false,
  run: einvoiceValidationFigures,
};

export default einvoiceValidation;
