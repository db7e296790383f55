import type { RecognitionResult } from '../../../domain/recognition/types';
import { type HeldThread, requestThread, type ThreadLimits, ThreadLost } from '../requestThread';
import { errorOf } from '../threadFailure';
import { workerEntry } from '../workerThread';
import { RecognitionReadError } from './readDocumentWords';
import {
  type RecognitionAnswer,
  type RecognitionFailure,
  type RecognitionJob,
  RecognitionQuestions,
  type RecognitionWorkerMessage,
} from './recognition-protocol';
import type { RecognitionContext, RecognizeInput } from './recognizeFile';

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

/**
 * Reads files as recognizeFile does, on a worker thread. `close` stops the thread for good: a reading it held fails
 * and is read again later (the recognize-document job keeps its document Pending).
 */
export type RecognitionThread = {
  recognize(input: RecognizeInput, context?: RecognitionContext): Promise<RecognitionResult>;
  close(): Promise<void>;
};

const failureError = (failure: RecognitionFailure): Error =>
  failure.name === 'RecognitionReadError' ? new RecognitionReadError(failure.message) : errorOf(failure);

type Asked = Extract<RecognitionWorkerMessage, { kind: 'ask' }>;

/** Answers a question the worker asked while reading, from the reading's context (in this thread: the database). */
async function answer(thread: HeldThread<RecognitionContext>, message: Asked) {
  const context = thread.held.get(message.id)?.meta;
  const ask = context?.[message.question] as ((...args: unknown[]) => Promise<unknown>) | undefined;
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
  thread.worker.postMessage(reply);
}

/**
 * A thread that reads files (requestThread). The reading that runs it out of memory or time fails as unreadable
 * (RecognitionReadError), so that file is not read again and again; the other readings it held are read again later.
 */
export function recognitionThread(options: ThreadLimits = {}): RecognitionThread {
  const threads = requestThread<RecognitionContext, RecognitionWorkerMessage>({
    entry: workerEntry(import.meta.url, 'recognition-worker.source.mjs', 'recognition-worker.mjs'),
    heapMb: options.heapMb ?? RecognitionHeapMb,
    timeoutMs: options.timeoutMs ?? RecognitionTimeoutMs,
    name: 'the recognition thread',
    failureError,
    lostError: (_context, why, cause) =>
      cause ? new RecognitionReadError(why) : new ThreadLost(`Recognition stopped: ${why}`),
    outOfMemory: (heapMb) => `The file needs more than ${heapMb} MB of memory to read`,
    outOfTime: (seconds) => `The file took longer than ${seconds} s to read`,
    heard(thread, message) {
      if (message.kind !== 'ask') return false;
      void answer(thread, message);
      return true;
    },
  });

  return {
    async recognize(input, context = {}) {
      const job: Omit<RecognitionJob, 'id'> = {
        kind: 'recognize',
        input,
        context: {
          dateBounds: context.dateBounds,
          ownCompany: context.ownCompany,
          documentType: context.documentType,
          asks: RecognitionQuestions.filter((question) => context[question] !== undefined),
        },
      };
      const done = await threads.request<Extract<RecognitionWorkerMessage, { kind: 'done' }>>(job, context);
      return done.result;
    },
    close: threads.close,
  };
}

/** The server's recognition thread (the recognize-document job's engine). */
export const serverRecognition = recognitionThread();
