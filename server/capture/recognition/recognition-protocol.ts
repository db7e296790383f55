// The messages between the recognition thread (recognition-thread.ts, in the server's thread) and its worker
// (recognition-worker.ts): apart from both, since loading the worker's module anywhere but in a worker thread fails.
import type { RecognitionResult } from '../../../domain/recognition/types';
import type { ThreadFailure } from '../threadFailure';
import type { RecognitionContext, RecognizeInput } from './recognizeFile';

/** The questions a reading may ask of the master data (RecognitionContext's functions). */
export type RecognitionQuestion = 'findRelation' | 'lessonsFor' | 'knownPurchaseOrders';

/** Every question, in no particular order. */
export const RecognitionQuestions: readonly RecognitionQuestion[] = [
  'findRelation',
  'lessonsFor',
  'knownPurchaseOrders',
];

/** A file to read; `asks` names the questions the sender's context can answer. */
export type RecognitionJob = {
  kind: 'recognize';
  id: number;
  input: RecognizeInput;
  context: Pick<RecognitionContext, 'dateBounds' | 'ownCompany' | 'documentType'> & {
    asks: RecognitionQuestion[];
  };
};

/** The answer to a question the worker asked while reading job `id`. */
export type RecognitionAnswer =
  | { kind: 'answer'; id: number; call: number; value: unknown }
  | { kind: 'answer'; id: number; call: number; error: string };

/** Why a reading failed: the error's class name (RecognitionReadError is rebuilt as such) and message. */
export type RecognitionFailure = ThreadFailure;

/** What the worker posts: `ready` once loaded, questions while reading, then one reply per job. */
export type RecognitionWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'ask'; id: number; call: number; question: RecognitionQuestion; args: unknown[] }
  | { kind: 'done'; id: number; result: RecognitionResult }
  | { kind: 'failed'; id: number; failure: RecognitionFailure };
