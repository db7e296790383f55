// A worker thread of the Schematron pool (schematron-pool.ts): runs the EN 16931 Schematron over the batches it
// is sent, in this thread, with its own copy of the compiled stylesheets. Built as
// dist/server/einvoice-schematron-worker.mjs; from the sources it is started through schematron-worker.source.mjs.
import { parentPort } from 'node:worker_threads';
import { runSchematronFiles, type SchematronFindings } from './schematron-batch';

/** A batch of documents for one compiled part of the stylesheet (its SEF file); `id` pairs it with its reply. */
export type SchematronJob = { id: number; file: string; xmls: string[] };

/** Per document, in order: its findings, or why the rules could not run on it. */
export type SchematronJobResult = { findings: SchematronFindings } | { error: string };

/** What a worker posts: `ready` once loaded, then one reply per job (`failure` when the whole batch failed). */
export type SchematronWorkerMessage =
  | { ready: true }
  | { id: number; results: SchematronJobResult[] }
  | { id: number; failure: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function run(port: NonNullable<typeof parentPort>, job: SchematronJob): Promise<void> {
  let reply: SchematronWorkerMessage;
  try {
    const results = await runSchematronFiles(job.xmls, [job.file]);
    reply = {
      id: job.id,
      results: results.map((result) =>
        result instanceof Error ? { error: result.message } : { findings: result },
      ),
    };
  } catch (error) {
    reply = { id: job.id, failure: messageOf(error) };
  }
  port.postMessage(reply);
}

const port = parentPort;
if (!port) throw new Error('schematron-worker runs as a worker thread of the Schematron pool');
port.on('message', (job: SchematronJob) => void run(port, job));
port.postMessage({ ready: true } satisfies SchematronWorkerMessage);
