import type { Worker } from 'node:worker_threads';
import { startWorker, workerEntry } from '../workerThread';
import { runSchematronFiles, type SchematronResults } from './schematron-batch';
import type { SchematronJob, SchematronJobResult, SchematronWorkerMessage } from './schematron-worker';

export type { SchematronResults } from './schematron-batch';

/** A worker that has not loaded SaxonJS by then is taken as unable to start. */
const StartTimeoutMs = 60_000;

type Task = {
  job: SchematronJob;
  /** The work the batch is reckoned at (documents times the part's rules). */
  load: number;
  resolve(results: SchematronResults): void;
  reject(error: Error): void;
};

/** One worker thread of the Schematron pool, with the batches it has not answered yet. */
export type SchematronThread = {
  worker: Worker;
  tasks: Map<number, Task>;
  /** The work of its unanswered batches: the pool sends the next batch to the thread with the least. */
  load: number;
  /** Being stopped or lost: it takes no new batch. */
  stopping: boolean;
  /** Called once it has no unanswered batch. */
  idle: (() => void)[];
};

let nextJob = 1;

function toResults(results: SchematronJobResult[]): SchematronResults {
  return results.map((result) => ('error' in result ? new Error(result.error) : result.findings));
}

function taken(thread: SchematronThread, task: Task): void {
  thread.tasks.delete(task.job.id);
  thread.load -= task.load;
  if (thread.tasks.size > 0) return;
  // An idle worker does not keep the process alive, so a caller that never closes the pool still exits.
  thread.worker.unref();
  for (const resolve of thread.idle.splice(0)) resolve();
}

function settle(thread: SchematronThread, message: SchematronWorkerMessage): void {
  if ('ready' in message) return;
  const task = thread.tasks.get(message.id);
  if (!task) return;
  taken(thread, task);
  if ('failure' in message) task.reject(new Error(message.failure));
  else task.resolve(toResults(message.results));
}

/** The worker ended: its unanswered batches run in this thread instead, and `lost` hears of it unless it was stopped. */
function ended(thread: SchematronThread, reason: string, lost: (thread: SchematronThread) => void): void {
  for (const task of [...thread.tasks.values()]) {
    taken(thread, task);
    runSchematronFiles(task.job.xmls, [task.job.file]).then(task.resolve, task.reject);
  }
  if (thread.stopping) return;
  thread.stopping = true;
  process.emitWarning(`EN 16931 Schematron worker stopped (${reason}); its invoices are validated in-thread`);
  lost(thread);
}

/** Starts a worker thread; resolves once it has loaded, rejects when it cannot. */
export async function startSchematronThread(
  lost: (thread: SchematronThread) => void,
): Promise<SchematronThread> {
  const entry = workerEntry(
    import.meta.url,
    'schematron-worker.source.mjs',
    'einvoice-schematron-worker.mjs',
  );
  const worker = await startWorker(entry, {}, StartTimeoutMs);
  const thread: SchematronThread = { worker, tasks: new Map(), load: 0, stopping: false, idle: [] };
  worker.on('message', (message: SchematronWorkerMessage) => settle(thread, message));
  worker.on('error', (error) => ended(thread, error.message, lost));
  worker.on('exit', (code) => ended(thread, `exit code ${code}`, lost));
  return thread;
}

/** Sends a batch of documents for one compiled part of the stylesheet to the thread; resolves with its results in order. */
export function sendBatch(
  thread: SchematronThread,
  batch: Omit<SchematronJob, 'id'>,
  load: number,
): Promise<SchematronResults> {
  return new Promise((resolve, reject) => {
    const job: SchematronJob = { id: nextJob++, ...batch };
    if (thread.tasks.size === 0) thread.worker.ref();
    thread.tasks.set(job.id, { job, load, resolve, reject });
    thread.load += load;
    thread.worker.postMessage(job);
  });
}

/** Ends the thread once it has answered the batches it was sent. */
export async function stopSchematronThread(thread: SchematronThread): Promise<void> {
  thread.stopping = true;
  if (thread.tasks.size > 0) await new Promise<void>((resolve) => thread.idle.push(resolve));
  await thread.worker.terminate();
}
