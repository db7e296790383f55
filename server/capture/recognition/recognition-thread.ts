import type { Worker } from 'node:worker_threads';
import type { RecognitionResult } from '../../../domain/recognition/types';
import { startWorker, workerEntry } from '../workerThread';
import { RecognitionReadError } from './readDocumentWords';
import {
  type RecognitionAnswer,
  type RecognitionJob,
  RecognitionQuestions,
  type RecognitionWorkerMessage,
} from './recognition-protocol';
import type { RecognitionContext, RecognizeInput } from './recognizeFile';

/** A worker that has not loaded the recognition modules by then is taken as unable to start. */
const StartTimeoutMs = 60_000;

/**
 * The heap a reading may use. A file of a few kilobytes can make pdf.js use hundreds of megabytes (a page of 200 000
 * words); past this the thread is stopped, not the server.
 */
export const RecognitionHeapMb = 2048;

/**
 * A reading that has not finished by then is taken as stuck and its thread stopped: under the queue's own limit
 * for the job (30 minutes), so the job's worker is free again before the queue gives the job out anew.
 */
export const RecognitionTimeoutMs = 25 * 60_000;

export type RecognitionThreadOptions = { heapMb?: number; timeoutMs?: number };

/**
 * Reads files as recognizeFile does, on a worker thread. `close` stops the thread at once: a reading it held fails
 * and is read again later (the recognize-document job keeps its document Pending).
 */
export type RecognitionThread = {
  recognize(input: RecognizeInput, context?: RecognitionContext): Promise<RecognitionResult>;
  close(): Promise<void>;
};

type Reading = {
  context: RecognitionContext;
  resolve(result: RecognitionResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
};

/** A started thread and the readings it holds. */
type Started = { worker: Worker; readings: Map<number, Reading> };

function errorOf(failure: { name: string; message: string }): Error {
  if (failure.name === 'RecognitionReadError') return new RecognitionReadError(failure.message);
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

/** Answers a question the worker asked while reading, from the reading's context (in this thread: the database). */
async function answer(started: Started, message: Extract<RecognitionWorkerMessage, { kind: 'ask' }>) {
  const reading = started.readings.get(message.id);
  const ask = reading?.context[message.question] as ((...args: unknown[]) => Promise<unknown>) | undefined;
  let reply: RecognitionAnswer;
  try {
    if (!ask) throw new Error(`no answer to ${message.question}`);
    reply = { kind: 'answer', id: message.id, call: message.call, value: await ask(...message.args) };
  } catch (error) {
    reply = {
      kind: 'answer',
      id: message.id,
      call: message.call,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  started.worker.postMessage(reply);
}

function finished(started: Started, id: number): Reading | undefined {
  const reading = started.readings.get(id);
  if (!reading) return undefined;
  clearTimeout(reading.timer);
  started.readings.delete(id);
  // An idle worker does not keep the process alive, so a caller that never closes the thread still exits.
  if (started.readings.size === 0) started.worker.unref();
  return reading;
}

function heard(started: Started, message: RecognitionWorkerMessage): void {
  if (message.kind === 'ready') return;
  if (message.kind === 'ask') {
    void answer(started, message);
    return;
  }
  const reading = finished(started, message.id);
  if (message.kind === 'done') reading?.resolve(message.result);
  else reading?.reject(errorOf(message.failure));
}

/**
 * A thread that reads files on a worker thread, started at the first reading and again after it was lost. A
 * thread that runs out of memory or is stopped as stuck fails the readings it held; when it held one, that file
 * is the cause, and it fails as unreadable (RecognitionReadError) so it is not read again and again.
 */
export function recognitionThread(options: RecognitionThreadOptions = {}): RecognitionThread {
  const heapMb = options.heapMb ?? RecognitionHeapMb;
  const timeoutMs = options.timeoutMs ?? RecognitionTimeoutMs;
  let current: Promise<Started> | null = null;
  let live: Started | null = null;
  let nextId = 1;

  // The thread that takes readings: a lost one is no longer it.
  const lost = (started: Started, why: string, byTheFile: boolean) => {
    if (live === started) {
      live = null;
      current = null;
    }
    const readings = [...started.readings.keys()].map((id) => finished(started, id));
    const alone = byTheFile && readings.length === 1;
    for (const reading of readings)
      reading?.reject(alone ? new RecognitionReadError(why) : new Error(`Recognition stopped: ${why}`));
  };

  const start = async (): Promise<Started> => {
    const entry = workerEntry(import.meta.url, 'recognition-worker.source.mjs', 'recognition-worker.mjs');
    const worker = await startWorker(
      entry,
      { resourceLimits: { maxOldGenerationSizeMb: heapMb } },
      StartTimeoutMs,
    );
    const started: Started = { worker, readings: new Map() };
    worker.on('message', (message: RecognitionWorkerMessage) => heard(started, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      lost(
        started,
        memory ? `The file needs more than ${heapMb} MB of memory to read` : error.message,
        memory,
      );
    });
    worker.on('exit', (code) => lost(started, `the recognition thread exited with code ${code}`, false));
    live = started;
    return started;
  };

  const running = () => {
    if (!current) {
      const starting = start();
      current = starting;
      starting.catch(() => {
        if (current === starting) current = null;
      });
    }
    return current;
  };

  return {
    async recognize(input, context = {}) {
      let started = await running();
      // Lost while this reading waited for it to start: a new one is started.
      if (live !== started) started = await running();
      const id = nextId++;
      return new Promise<RecognitionResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          lost(started, `The file took longer than ${Math.ceil(timeoutMs / 1000)} s to read`, true);
          void started.worker.terminate();
        }, timeoutMs);
        if (started.readings.size === 0) started.worker.ref();
        started.readings.set(id, { context, resolve, reject, timer });
        const job: RecognitionJob = {
          kind: 'recognize',
          id,
          input,
          context: {
            dateBounds: context.dateBounds,
            ownCompany: context.ownCompany,
            asks: RecognitionQuestions.filter((question) => context[question] !== undefined),
          },
        };
        started.worker.postMessage(job);
      });
    },
    async close() {
      const started = await current?.catch(() => null);
      if (!started) return;
      lost(started, 'the server is stopping', false);
      await started.worker.terminate();
    },
  };
}

/** The server's recognition thread (the recognize-document job's engine). */
export const serverRecognition = recognitionThread();
