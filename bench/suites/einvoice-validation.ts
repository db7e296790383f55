import { loadCorpusInvoices } from '../../server/capture/einvoice-validation/corpus';
import { validateEInvoiceXml } from '../../server/capture/einvoice-validation/index';
import type { BenchSuite } from '../suite';

/** XSD + EN 16931 Schematron validation over every XML and PDF-embedded invoice in the corpus. */
const einvoiceValidation: BenchSuite = {
  name: 'einvoice-validation',
  default: false,
  async run() {
    const invoices = await loadCorpusInvoices();
    // The first call loads (or on a fresh machine compiles) the stylesheets and schemas.
    const coldStarted = performance.now();
    await validateEInvoiceXml(invoices[0].xml);
    const firstValidationMs = Math.round(performance.now() - coldStarted);
    let valid = 0;
    const started = performance.now();
    for (const invoice of invoices) {
      if ((await validateEInvoiceXml(invoice.xml)).Valid) valid += 1;
    }
    const elapsed = performance.now() - started;
    return {
      invoicesValidatedPerSecond: Number(((invoices.length / elapsed) * 1000).toFixed(2)),
      msPerInvoice: Math.round(elapsed / invoices.length),
      firstValidationMs,
      invoices: invoices.length,
      valid,
    };
  },
};

export default einvoiceValidation;
