import os from 'node:os';
import type { FieldAccuracy } from '../../server/capture/recognition/accuracy';
import {
  corpusAccuracy,
  knownOrdersImprovement,
  learningImprovement,
  salesInvoiceAccuracy,
} from '../../server/capture/recognition/corpusAccuracy';
import { houseStyleLearning } from '../../server/capture/recognition/houseStyles';
import { lineAccuracy } from '../../server/capture/recognition/lineAccuracy';
import { crowdedPageFigures } from '../crowdedPage';
import { einvoiceValidationFigures } from '../einvoiceValidation';
import { serverThreadHeldFigures } from '../serverThreadHeld';
import type { BenchSuite } from '../suite';

const TextSecondsPerPageTarget = 0.3;
const OcrSecondsPerPageTarget = 3;

const share = ({ right, total }: { right: number; total: number }) =>
  `${Math.round((right / Math.max(1, total)) * 100)}% (${right}/${total})`;

const percentages = (accuracy: FieldAccuracy) =>
  Object.fromEntries(
    Object.entries(accuracy).map(([field, value]) => [
      field,
      `${Math.round(value.accuracy * 100)}% (${value.right}/${value.total})`,
    ]),
  );

async function accuracyIn(mode: 'auto' | 'ocr', target: number) {
  const measured = await corpusAccuracy(mode);
  // From the text layer, the speed is the text layer's: scans without one are read by OCR in any mode.
  const timed = mode === 'ocr' ? measured.invoices : measured.invoices.filter((invoice) => !invoice.ocr);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const secondsPerPage =
    sum(timed.map((invoice) => invoice.seconds)) / Math.max(1, sum(timed.map((i) => i.pages)));
  return {
    documents: measured.invoices.length,
    heldOutDocuments: measured.invoices.filter((invoice) => invoice.set === 'held-out').length,
    pages: measured.pages,
    ...(mode === 'ocr'
      ? {}
      : { pagesReadByOcr: measured.pages - sum(timed.map((invoice) => invoice.pages)) }),
    tunedDocuments: measured.invoices.filter((invoice) => invoice.set === 'tuning').length,
    tuned: percentages(measured.tuned),
    heldOut: percentages(measured.heldOut),
    // With the held-out part of the later additions split by hash (corpus.ts HashSplitSets): every file never tuned to.
    everyHeldOutDocuments: measured.invoices.filter((invoice) => invoice.heldOut).length,
    everyHeldOut: percentages(measured.everyHeldOut),
    // Later additions (corpus.ts: their first, untuned reading is written there), each apart.
    added: Object.fromEntries(
      Object.entries(measured.added).map(([set, accuracy]) => [set, percentages(accuracy)]),
    ),
    // Truth values the page does not print are not counted (server/capture/recognition/printedTruth.ts).
    notPrinted: measured.notPrinted,
    secondsPerPage: Math.round(secondsPerPage * 1000) / 1000,
    targetSecondsPerPage: target,
    withinTarget: secondsPerPage <= target,
  };
}

/**
 * Issue 13 recognition figures on the corpus (tests/corpora: invoice2data PDFs with expected JSON, the printed side
 * of the Factur-X/ZUGFeRD PDFs with their XML as truth): per-field accuracy from the text layer and by OCR (every
 * page rendered and read by tesseract; the PNG renderings where the corpus has them), for the tuned and the
 * held-out files apart; seconds per page (targets 0.3 s text, 3 s OCR on 2 cores); and what lessons add: each
 * invoice read without and with the lessons of a sibling invoice of the same issuer, and the same for generated
 * vendors with a house style of their own (houseStyles.ts); the customer of the same invoices read as the seller's
 * sales invoices; the invoice lines read from the print of the PDFs that carry an e-invoice (lineAccuracy.ts); what a page far more crowded than an invoice costs (crowdedPage.ts), and how long reading it as a
 * PDF, and drawing it for intake, hold the server's own thread (serverThreadHeld.ts).
 */
const suite: BenchSuite = {
  name: 'recognition',
  default: false,
  async run() {
    const text = await accuracyIn('auto', TextSecondsPerPageTarget);
    const learning = await learningImprovement();
    const houseStyles = houseStyleLearning(40);
    const orders = await knownOrdersImprovement();
    const sales = await salesInvoiceAccuracy();
    const lines = await lineAccuracy();
    const ocr = await accuracyIn('ocr', OcrSecondsPerPageTarget);
    const { closeOcr } = await import('../../server/capture/ocr/ocrPages');
    await closeOcr();
    return {
      cpus: os.cpus().length,
      text,
      ocr,
      learning: {
        documents: learning.documents,
        before: percentages(learning.before),
        after: percentages(learning.after),
        // Vendors whose print the general rules cannot know: what one corrected invoice teaches for the next.
        houseStyles: {
          vendors: 40,
          before: percentages(houseStyles.before),
          after: percentages(houseStyles.after),
        },
      },
      // The order number without and with the buying company's purchase orders known, per corpus set.
      knownPurchaseOrders: Object.fromEntries(
        Object.entries(orders).map(([set, { before, after }]) => [
          set,
          { before: percentages(before), after: percentages(after) },
        ]),
      ),
      // The same invoices read as the seller's own sales invoices: the customer is the relation, no IBAN is given.
      salesInvoices: {
        documents: sales.documents,
        heldOutDocuments: sales.heldOutDocuments,
        tuned: percentages(sales.tuned),
        heldOut: percentages(sales.heldOut),
        ibansGiven: sales.ibansGiven,
      },
      // The invoice lines read from the print of the PDFs that carry an e-invoice, against the e-invoice's lines.
      invoiceLines: {
        documents: lines.documents,
        found: share(lines.found),
        ...Object.fromEntries(Object.entries(lines.attributes).map(([name, count]) => [name, share(count)])),
        unmatched: lines.unmatched,
      },
      eInvoiceValidation: await einvoiceValidationFigures(),
      crowdedPage: crowdedPageFigures(),
      // What such a page costs the server's own thread when it arrives as a PDF: recognition reads on a thread of its own.
      serverThreadHeld: await serverThreadHeldFigures(),
    };
  },
};

export default suite;
