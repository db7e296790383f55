// The recognition worker thread (recognition-thread.ts): reads the invoice files it is sent with recognizeFile, in
// this thread, so a long reading (OCR of a scan, a crowded page) never holds up the server's own thread. What the
// reading asks of the master data is asked of the server's thread, which holds the database. Built as
// dist/server/recognition-worker.mjs; from the sources it is started through recognition-worker.source.mjs.
import { parentPort } from 'node:worker_threads';
import { failureOf } from '../threadFailure';
import {
  type RecognitionAnswer,
  type RecognitionJob,
  type RecognitionQuestion,
  RecognitionQuestions,
  type RecognitionWorkerMessage,
} from './recognition-protocol';
import { type RecognitionContext, recognizeFile } from './recognizeFile';

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
  for (const question of RecognitionQuestions) {
    if (!asks.includes(question)) continue;
    Object.assign(context, { [question]: (...args: unknown[]) => ask(job.id, question, args) });
  }
  return context;
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
