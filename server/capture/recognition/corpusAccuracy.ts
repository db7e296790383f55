import { readFileSync } from 'node:fs';
import type { RecognitionLesson, RecognizedFieldName } from '../../../domain/recognition/types';
import { type FieldAccuracy, type InvoiceOutcome, outcomeOf, tally } from './accuracy';
import { type CorpusInvoice, recognitionCorpus } from './corpus';
import { recognizeFile } from './recognizeFile';

export type CorpusAccuracy = {
  tuned: FieldAccuracy;
  heldOut: FieldAccuracy;
  invoices: InvoiceOutcome[];
  pages: number;
  seconds: number;
};

/** Reads a corpus invoice as printed (its e-invoice ignored), from the PDF or, for OCR, from its PNG when it has one. */
async function readOne(item: CorpusInvoice, mode: 'auto' | 'ocr', lessons: RecognitionLesson[] = []) {
  const file = mode === 'ocr' && item.image ? item.image : item.file;
  const started = performance.now();
  const result = await recognizeFile(
    { bytes: readFileSync(file), fileName: file, mode, einvoice: false },
    lessons.length > 0
      ? {
          findRelation: async () => ({ Id: item.issuer, Code: item.issuer, Name: '', MatchedBy: 'Name' }),
          lessonsFor: async () => lessons,
        }
      : {},
  );
  return { result, seconds: (performance.now() - started) / 1000 };
}

/** Per-field accuracy of recognition on the corpus (tuned and held-out apart), in text or OCR mode. */
export async function corpusAccuracy(
  mode: 'auto' | 'ocr' = 'auto',
  filter: (item: CorpusInvoice) => boolean = () => true,
): Promise<CorpusAccuracy> {
  const corpus = (await recognitionCorpus()).filter(filter);
  const invoices: InvoiceOutcome[] = [];
  for (const item of corpus) {
    const { result, seconds } = await readOne(item, mode);
    const fields = outcomeOf(item.truth, result.Fields);
    invoices.push({ name: item.name, heldOut: item.heldOut, pages: result.PageCount, seconds, fields });
  }
  const results = (heldOut: boolean) =>
    invoices.filter((i) => i.heldOut === heldOut).flatMap((i) => i.fields);
  return {
    tuned: tally(results(false)),
    heldOut: tally(results(true)),
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
      before.push(...outcomeOf(item.truth, plain.Fields));
      // With a relation found, the name comes from the master data: the name as read counts instead.
      after.push(...outcomeOf(item.truth, { ...learned.Fields, RelationName: plain.Fields.RelationName }));
      pairs += 1;
    }
  }
  return { documents: pairs, before: tally(before), after: tally(after) };
}
