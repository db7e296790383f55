import { performance } from 'node:perf_hooks';
import { type ImportDeps, importFiles } from './importFiles';
import { textPdf } from './sampleFiles';
import type { ImportContext, ImportTarget } from './storeImport';

/** One timed import for the bench: milliseconds for store + render + rows, and what was created. */
export type ImportBenchmark = { milliseconds: number; pageCount: number; documentId: string };

/**
 * Imports a generated text PDF of `pageCount` pages (default 10) through importFiles and times it
 * (the PDF is built before the clock starts). For `npm run bench -- documents`.
 */
export async function importBenchmarkPdf(
  deps: ImportDeps,
  context: ImportContext,
  target: ImportTarget,
  pageCount = 10,
): Promise<ImportBenchmark> {
  const bytes = await textPdf(pageCount);
  const started = performance.now();
  const result = await importFiles(deps, context, {
    ...target,
    files: [{ fileName: 'benchmark.pdf', bytes }],
  });
  const milliseconds = performance.now() - started;
  const [document] = result.Documents;
  if (!document) throw new Error(`benchmark import failed: ${result.Errors[0]?.Message}`);
  return { milliseconds, pageCount, documentId: document.Id };
}
