import { loadCorpusInvoices } from '../server/capture/einvoice-validation/corpus';
import { closeEInvoiceValidation, validateEInvoiceXml } from '../server/capture/einvoice-validation/index';
import { schematronThreadCount } from '../server/capture/einvoice-validation/schematron-pool';

/** Invoices handed to the validator at once, as `ledgerline einvoice FILE…` does. */
const Together = 16;
const MinimumSeconds = 5;

export type EInvoiceValidationFigures = {
  /** Corpus invoices validated (XSD + EN 16931 rules) per second, 16 handed over at once. */
  EInvoicesValidatedPerSecond: number;
  /** The same, one invoice at a time (each waits for the previous one). */
  OneAtATimePerSecond: number;
  /** Invoices in the corpus (XML files and PDFs with embedded XML). */
  Files: number;
  /** Seconds measured for EInvoicesValidatedPerSecond (whole passes over the corpus, after a warm-up pass). */
  Seconds: number;
  Valid: number;
  /** Worker threads the EN 16931 Schematron ran on (0: in the main thread, LEDGERLINE_SCHEMATRON_THREADS=0). */
  SchematronThreads: number;
};

async function passes(run: () => Promise<void>): Promise<{ count: number; seconds: number }> {
  let count = 0;
  const started = performance.now();
  do {
    await run();
    count += 1;
  } while (performance.now() - started < MinimumSeconds * 1000);
  return { count, seconds: (performance.now() - started) / 1000 };
}

/**
 * E-invoices validated per second in one long-running process: every corpus invoice (PDFs unpacked
 * beforehand) through `validateEInvoiceXml`, after a warm-up pass that starts the Schematron workers and loads
 * the schemas and stylesheets.
 */
export async function einvoiceValidationFigures(): Promise<EInvoiceValidationFigures> {
  const invoices = await loadCorpusInvoices();
  const xmls = invoices.map((invoice) => invoice.xml);
  let valid = 0;
  const together = async () => {
    valid = 0;
    for (let start = 0; start < xmls.length; start += Together) {
      const results = await Promise.all(
        xmls.slice(start, start + Together).map((xml) => validateEInvoiceXml(xml)),
      );
      valid += results.filter((result) => result.Valid).length;
    }
  };
  const oneAtATime = async () => {
    for (const xml of xmls) await validateEInvoiceXml(xml);
  };
  let batched: { count: number; seconds: number };
  let single: { count: number; seconds: number };
  try {
    await together();
    batched = await passes(together);
    single = await passes(oneAtATime);
  } finally {
    await closeEInvoiceValidation();
  }
  const perSecond = (run: { count: number; seconds: number }) =>
    Math.round(((run.count * xmls.length) / run.seconds) * 10) / 10;
  return {
    EInvoicesValidatedPerSecond: perSecond(batched),
    OneAtATimePerSecond: perSecond(single),
    Files: xmls.length,
    Seconds: Math.round(batched.seconds * 10) / 10,
    Valid: valid,
    SchematronThreads: schematronThreadCount(),
  };
}
