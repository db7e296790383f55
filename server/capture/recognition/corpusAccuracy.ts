import { readFileSync } from 'node:fs';
import type { RecognitionLesson, RecognizedFieldName } from '../../../domain/recognition/types';
import { type FieldAccuracy, type InvoiceOutcome, outcomeOf, tally } from './accuracy';
import { type CorpusInvoice, isHeldOut, recognitionCorpus } from './corpus';
import { printedTruth } from './printedTruth';
import { readWordsOf } from './readDocumentWords';
import { type RecognitionContext, recognizeFile } from './recognizeFile';

export type CorpusAccuracy = {
  /** The files of the first corpus recognition was tuned on. */
  tuned: FieldAccuracy;
  /** The files held out of the first corpus by their hash: never tuned to. */
  heldOut: FieldAccuracy;
  /** Every held-out file: the first corpus's and those of the later additions split by hash (corpus.ts HashSplitSets). */
  everyHeldOut: FieldAccuracy;
  /** Each later addition (corpus.ts AddedSets) apart. */
  added: Record<string, FieldAccuracy>;
  /** Per field, how many truth values were left out because the document does not print them (printedTruth). */
  notPrinted: {
    tuned: Partial<Record<RecognizedFieldName, number>>;
    heldOut: Partial<Record<RecognizedFieldName, number>>;
  };
  invoices: InvoiceOutcome[];
  pages: number;
  seconds: number;
};

/** Reads a corpus invoice as printed (its e-invoice ignored), from the PDF or, for OCR, from its PNG when it has one. */
async function readOne(
  item: CorpusInvoice,
  mode: 'auto' | 'ocr',
  lessons: RecognitionLesson[] = [],
  orders: Pick<RecognitionContext, 'knownPurchaseOrders'> = {},
) {
  const file = mode === 'ocr' && item.image ? item.image : item.file;
  const started = performance.now();
  const result = await recognizeFile(
    { bytes: readFileSync(file), fileName: file, mode, einvoice: false },
    {
      ownCompany: item.buyer ?? undefined,
      ...orders,
      ...(lessons.length > 0
        ? {
            findRelation: async () => ({
              Id: item.issuer,
              Code: item.issuer,
              Name: '',
              MatchedBy: 'Name' as const,
            }),
            lessonsFor: async () => lessons,
          }
        : {}),
    },
  );
  return { result, seconds: (performance.now() - started) / 1000 };
}

type Truth = CorpusInvoice['truth'];
const wordsRead = new Map<string, Promise<Awaited<ReturnType<typeof readWordsOf>>['pages']>>();

/** The words of a corpus PDF from its text layer ('auto') or by OCR of every page, read once per run. */
function wordsOf(item: CorpusInvoice, mode: 'auto' | 'ocr') {
  const key = `${mode}:${item.name}`;
  let pages = wordsRead.get(key);
  if (!pages) {
    pages = readWordsOf(readFileSync(item.file), mode).then((read) => read.pages);
    wordsRead.set(key, pages);
  }
  return pages;
}

/**
 * The truth a reading is held to: its misses are checked against the page, and a value the page shows neither in
 * its text layer nor to OCR is left out (see printedTruth) — a miss there is not recognition's. What was read right
 * always counts.
 */
async function truthToHold(
  item: CorpusInvoice,
  read: Parameters<typeof outcomeOf>[1],
): Promise<{ truth: Truth; notPrinted: RecognizedFieldName[] }> {
  const missed = Object.fromEntries(
    outcomeOf(item.truth, read)
      .filter((outcome) => !outcome.right)
      .map((outcome) => [outcome.field, outcome.want]),
  ) as Truth;
  if (Object.keys(missed).length === 0) return { truth: item.truth, notPrinted: [] };
  let { notPrinted } = printedTruth(missed, await wordsOf(item, 'auto'));
  if (notPrinted.length > 0) {
    const unseen = Object.fromEntries(notPrinted.map((field) => [field, missed[field]])) as Truth;
    ({ notPrinted } = printedTruth(unseen, await wordsOf(item, 'ocr')));
  }
  const truth = Object.fromEntries(
    Object.entries(item.truth).filter(([field]) => !notPrinted.includes(field as RecognizedFieldName)),
  ) as Truth;
  return { truth, notPrinted };
}

function countFields(fields: RecognizedFieldName[]): Partial<Record<RecognizedFieldName, number>> {
  const counts: Partial<Record<RecognizedFieldName, number>> = {};
  for (const field of fields) counts[field] = (counts[field] ?? 0) + 1;
  return counts;
}

/** Per-field accuracy of recognition on the corpus (tuned and held-out apart), in text or OCR mode. */
export async function corpusAccuracy(
  mode: 'auto' | 'ocr' = 'auto',
  filter: (item: CorpusInvoice) => boolean = () => true,
): Promise<CorpusAccuracy> {
  const corpus = (await recognitionCorpus()).filter(filter);
  const invoices: InvoiceOutcome[] = [];
  const notPrinted = { tuned: [] as RecognizedFieldName[], heldOut: [] as RecognizedFieldName[] };
  for (const item of corpus) {
    const { result, seconds } = await readOne(item, mode);
    const held = await truthToHold(item, result.Fields);
    notPrinted[item.heldOut ? 'heldOut' : 'tuned'].push(...held.notPrinted);
    const fields = outcomeOf(held.truth, result.Fields);
    invoices.push({
      name: item.name,
      heldOut: item.heldOut,
      set: item.set,
      pages: result.PageCount,
      seconds,
      ocr: result.ReadBy === 'Ocr',
      fields,
    });
  }
  const results = (keep: (invoice: InvoiceOutcome) => boolean) =>
    tally(invoices.filter(keep).flatMap((i) => i.fields));
  const addedSets = [...new Set(invoices.map((i) => i.set))].filter(
    (set) => set !== 'tuning' && set !== 'held-out',
  );
  return {
    tuned: results((i) => i.set === 'tuning'),
    heldOut: results((i) => i.set === 'held-out'),
    everyHeldOut: results((i) => i.heldOut),
    added: Object.fromEntries(addedSets.map((set) => [set, results((i) => i.set === set)])),
    notPrinted: { tuned: countFields(notPrinted.tuned), heldOut: countFields(notPrinted.heldOut) },
    invoices,
    pages: invoices.reduce((sum, i) => sum + i.pages, 0),
    seconds: invoices.reduce((sum, i) => sum + i.seconds, 0),
  };
}

/**
 * What lessons add: for every pair of corpus invoices of the same issuer, the second is read without lessons and
 * again with the lessons its sibling's truth teaches (as a verifier's corrections would); per field, how many were
 * right before and after.
 */
export async function learningImprovement() {
  const corpus = await recognitionCorpus();
  const byIssuer = new Map<string, CorpusInvoice[]>();
  for (const item of corpus) byIssuer.set(item.issuer, [...(byIssuer.get(item.issuer) ?? []), item]);
  const { lessonsFromCorrections } = await import('../../../domain/recognition/learn');
  const { readDocumentWords } = await import('./readDocumentWords');
  const before: Array<{ field: RecognizedFieldName; right: boolean }> = [];
  const after: Array<{ field: RecognizedFieldName; right: boolean }> = [];
  let pairs = 0;
  for (const group of byIssuer.values()) {
    if (group.length < 2) continue;
    for (const [index, item] of group.entries()) {
      const teacher = group[(index + 1) % group.length];
      const teacherPages = await readDocumentWords(readFileSync(teacher.file), teacher.file, 'auto');
      const teacherReading = (await readOne(teacher, 'auto')).result;
      const lessons = lessonsFromCorrections(teacherPages, teacher.truth, teacherReading.Fields);
      const plain = (await readOne(item, 'auto')).result;
      const learned = (await readOne(item, 'auto', lessons)).result;
      // Learning is measured on what the page prints: a value it does not show, no lesson can find.
      const learnedFields = { ...learned.Fields, RelationName: plain.Fields.RelationName };
      const printed = await truthToHold(item, plain.Fields);
      before.push(...outcomeOf(printed.truth, plain.Fields));
      // With a relation found, the name comes from the master data: the name as read counts instead.
      after.push(...outcomeOf(printed.truth, learnedFields));
      pairs += 1;
    }
  }
  return { documents: pairs, before: tally(before), after: tally(after) };
}

/**
 * What the company's purchase orders add to the order number: every corpus invoice with an order number is read
 * without and with the orders of the company it was sent to known (the order numbers of all corpus invoices to that
 * buyer, so the others are decoys); per set, how many order numbers were right before and after.
 */
export async function knownOrdersImprovement() {
  const corpus = (await recognitionCorpus()).filter((item) => item.truth.PurchaseOrderNumber !== undefined);
  const buyerOf = (item: CorpusInvoice) => item.buyer?.Name ?? '';
  const results: Record<string, { before: FieldAccuracy; after: FieldAccuracy }> = {};
  for (const set of [...new Set(corpus.map((item) => item.set))]) {
    const before: InvoiceOutcome['fields'] = [];
    const after: InvoiceOutcome['fields'] = [];
    for (const item of corpus.filter((each) => each.set === set)) {
      const orders = new Set(
        corpus
          .filter((other) => buyerOf(other) === buyerOf(item))
          .map((other) => String(other.truth.PurchaseOrderNumber).toLowerCase()),
      );
      const knownPurchaseOrders = async (codes: string[]) =>
        codes.filter((code) => orders.has(code.toLowerCase()));
      const truth = { PurchaseOrderNumber: item.truth.PurchaseOrderNumber } as CorpusInvoice['truth'];
      before.push(...outcomeOf(truth, (await readOne(item, 'auto')).result.Fields));
      after.push(
        ...outcomeOf(truth, (await readOne(item, 'auto', [], { knownPurchaseOrders })).result.Fields),
      );
    }
    results[set] = { before: tally(before), after: tally(after) };
  }
  return results;
}

const textOf = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/**
 * Sales invoices: every corpus invoice whose customer is known, read as the seller's own sales invoice (the seller
 * is the company, so its name, VAT number, registration and account are its own): is the customer found as the
 * relation, by name and VAT number, with its account only where a direct debit draws on it, and is no other IBAN
 * given (`ibansGiven`: the one printed is the seller's)? Split by the hash of the
 * path as the first corpus is (isHeldOut): the held-out part was never looked at while tuning.
 */
export async function salesInvoiceAccuracy() {
  const corpus = (await recognitionCorpus()).filter((item) => item.buyer?.Name);
  const outcomes: { tuned: InvoiceOutcome['fields']; heldOut: InvoiceOutcome['fields'] } = {
    tuned: [],
    heldOut: [],
  };
  let ibansGiven = 0;
  for (const item of corpus) {
    const seller = item.truth;
    const result = await recognizeFile(
      { bytes: readFileSync(item.file), fileName: item.file, mode: 'auto', einvoice: false },
      {
        documentType: 'SalesInvoice',
        ownCompany: {
          Name: textOf(seller.RelationName),
          VatNumber: textOf(seller.RelationVatNumber),
          ChamberOfCommerce: textOf(seller.RelationChamberOfCommerce),
          Ibans: seller.IbanNumber ? [String(seller.IbanNumber)] : [],
        },
      },
    );
    const truth: CorpusInvoice['truth'] = { RelationName: item.buyer?.Name };
    if (item.buyer?.VatNumber) truth.RelationVatNumber = item.buyer.VatNumber;
    // The customer's account only where a direct debit draws on it.
    // (The corpus's truth names the buyer's account IbanNumber.)
    const debited = (item.buyer as { IbanNumber?: string } | null)?.IbanNumber;
    if (debited) truth.IbanNumber = debited;
    outcomes[isHeldOut(item.name) ? 'heldOut' : 'tuned'].push(...outcomeOf(truth, result.Fields));
    if (result.Fields.IbanNumber && !debited) ibansGiven += 1;
  }
  return {
    documents: corpus.length,
    heldOutDocuments: corpus.filter((item) => isHeldOut(item.name)).length,
    tuned: tally(outcomes.tuned),
    heldOut: tally(outcomes.heldOut),
    ibansGiven,
  };
}
