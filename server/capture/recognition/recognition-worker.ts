// The recognition worker thread (recognition-thread.ts): reads the invoice files it is sent with recognizeFile, in
// this thread, so a long reading (OCR of a scan, a crowded page) never holds up the server's own thread. What the
// reading asks of the master data is asked of the server's thread, which holds the database. Built as
// dist/server/recognition-worker.mjs; from the sources it is started through recognition-worker.source.mjs.
import { parentPort } from 'node:worker_threads';
import type { RecognitionResult } from '../../../domain/recognition/types';
import { type RecognitionContext, type RecognizeInput, recognizeFile } from './recognizeFile';

/** The questions a reading may ask of the master data (RecognitionContext's functions). */
export type RecognitionQuestion = 'findRelation' | 'lessonsFor' | 'knownPurchaseOrders';

const Questions: readonly RecognitionQuestion[] = ['findRelation', 'lessonsFor', 'knownPurchaseOrders'];

/** A file to read; `asks` names the questions the sender's context can answer. */
export type RecognitionJob = {
  kind: 'recognize';
  id: number;
  input: RecognizeInput;
  context: Pick<RecognitionContext, 'dateBounds' | 'ownCompany'> & { asks: RecognitionQuestion[] };
};

/** The answer to a question the worker asked while reading job `id`. */
export type RecognitionAnswer =
  | { kind: 'answer'; id: number; call: number; value: unknown }
  | { kind: 'answer'; id: number; call: number; error: string };

/** Why a reading failed: the error's class name (RecognitionReadError is rebuilt as such) and message. */
export type RecognitionFailure = { name: string; message: string };

/** What the worker posts: `ready` once loaded, questions while reading, then one reply per job. */
export type RecognitionWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'ask'; id: number; call: number; question: RecognitionQuestion; args: unknown[] }
  | { kind: 'done'; id: number; result: RecognitionResult }
  | { kind: 'failed'; id: number; failure: RecognitionFailure };

type Waiting = { resolve(value: unknown): void; reject(error: Error): void };

const port = parentPort;
if (!port) throw new Error('recognition-worker runs as a worker thread (recognition-thread.ts)');
const channel = port;
const waiting = new Map<number, Waiting>();
let nextCall = 1;

function ask(id: number, question: RecognitionQuestion, args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const call = nextCall++;
    waiting.set(call, { resolve, reject });
    channel.postMessage({ kind: 'ask', id, call, question, args } satisfies RecognitionWorkerMessage);
  });
}

/** The job's context: its dates and company as sent, its questions asked of the server's thread. */
function contextOf(job: RecognitionJob): RecognitionContext {
  const { asks, ...given } = job.context;
  const context: RecognitionContext = { ...given };
  for (const question of Questions) {
    if (!asks.includes(question)) continue;
    Object.assign(context, { [question]: (...args: unknown[]) => ask(job.id, question, args) });
  }
  return context;
}

function failureOf(error: unknown): RecognitionFailure {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

async function run(job: RecognitionJob): Promise<void> {
  let reply: RecognitionWorkerMessage;
  try {
    reply = { kind: 'done', id: job.id, result: await recognizeFile(job.input, contextOf(job)) };
  } catch (error) {
    reply = { kind: 'failed', id: job.id, failure: failureOf(error) };
  }
  channel.postMessage(reply);
}

function answered(answer: RecognitionAnswer): void {
  const call = waiting.get(answer.call);
  if (!call) return;
  waiting.delete(answer.call);
  if ('error' in answer) call.reject(new Error(answer.error));
  else call.resolve(answer.value);
}

channel.on('message', (message: RecognitionJob | RecognitionAnswer) => {
  if (message.kind === 'recognize') void run(message);
  else answered(message);
});
channel.postMessage({ kind: 'ready' } satisfies RecognitionWorkerMessage);
