import { runEn16931SchematronBatch, type SchematronFindings } from './schematron-batch';
import type { SchematronSyntax } from './schematron-cache';
import { runEn16931SchematronPooled } from './schematron-pool';

export { runEn16931SchematronBatch, type SchematronFindings };

type Pending = {
  xml: string;
  resolve: (findings: SchematronFindings) => void;
  reject: (error: Error) => void;
};

const queues = new Map<SchematronSyntax, Pending[]>();

async function flush(syntax: SchematronSyntax): Promise<void> {
  const pending = queues.get(syntax) ?? [];
  queues.delete(syntax);
  try {
    const results = await runEn16931SchematronPooled(
      pending.map((entry) => entry.xml),
      syntax,
    );
    pending.forEach((entry, index) => {
      const result = results[index];
      if (result instanceof Error) entry.reject(result);
      else entry.resolve(result);
    });
  } catch (error) {
    for (const entry of pending) entry.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * Runs the EN 16931 Schematron over one document. Calls made in the same turn of the event loop (a job
 * worker or the CLI validating several invoices at once) are handed to the worker pool together: one batch,
 * with one transform, per worker thread.
 */
export function runEn16931Schematron(xml: string, syntax: SchematronSyntax): Promise<SchematronFindings> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(syntax);
    if (!queue) {
      queue = [];
      queues.set(syntax, queue);
      setImmediate(() => void flush(syntax));
    }
    queue.push({ xml, resolve, reject });
  });
}
