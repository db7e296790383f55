import type { Worker } from 'node:worker_threads';
import { startWorker } from './workerThread';

/** A worker that has not loaded its modules by then is taken as unable to start. */
const StartTimeoutMs = 60_000;

/** A thread was stopped while it held a request that did not cause it: asking again may well succeed. */
export class ThreadLost extends Error {}

/** A thread's own limits instead of its defaults: its heap in MB, and how long one request may take. */
export type ThreadLimits = { heapMb?: number; timeoutMs?: number };

/** A started worker and the requests it holds, each with what its sender attached (`Meta`). */
export type HeldThread<Meta> = { worker: Worker; held: Map<number, Held<Meta>> };

type Held<Meta> = {
  meta: Meta;
  resolve(message: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
};

/** What the worker posts: `ready` once loaded; a reply carries the `id` of its request, `failed` its `failure`. */
type WorkerMessage = { kind: string; id?: number; failure?: unknown };

export type RequestThreadSettings<Meta, Message extends WorkerMessage> = {
  /** The worker's file (workerEntry). */
  entry: URL;
  heapMb: number;
  /** How long one request may take before the thread is stopped as stuck. */
  timeoutMs: number;
  /** The thread's name in messages: "the recognition thread", "the page thread". */
  name: string;
  /** The error a request fails with when the worker answers `failed`. */
  failureError(failure: NonNullable<Message['failure']>): Error;
  /** The error a held request fails with when its thread is lost: `cause` when the request caused it. */
  lostError(meta: Meta, why: string, cause: boolean): Error;
  /** Why it ran out of memory, and why a request ran out of time, as the user is told. */
  outOfMemory(heapMb: number): string;
  outOfTime(seconds: number): string;
  /** A message that is no reply (a question the worker asks while working): handled here, and true. */
  heard?(thread: HeldThread<Meta>, message: Message): boolean;
};

/**
 * A worker thread that takes requests and answers each one, started at the first request and again after it was
 * lost, with its heap capped and each request's time limited. A thread that runs out of memory fails the request it
 * held when it held only one, and a request past its time fails itself (both as `lostError(…, true)`): the cause,
 * told apart from the other requests the thread held, which fail as `lostError(…, false)`. An idle worker does not
 * keep the process alive. `close` stops the thread for good.
 */
export function requestThread<Meta, Message extends WorkerMessage>(
  settings: RequestThreadSettings<Meta, Message>,
) {
  let current: Promise<HeldThread<Meta>> | null = null;
  let live: HeldThread<Meta> | null = null;
  let closed = false;
  let nextId = 1;

  const finished = (thread: HeldThread<Meta>, id: number) => {
    const held = thread.held.get(id);
    if (!held) return undefined;
    clearTimeout(held.timer);
    thread.held.delete(id);
    if (thread.held.size === 0) thread.worker.unref();
    return held;
  };

  // `blame`: the request that caused the loss, 'alone' for the only one held, or nobody.
  const lost = (thread: HeldThread<Meta>, why: string, blame: number | 'alone' | null) => {
    if (live === thread) {
      live = null;
      current = null;
    }
    const ids = [...thread.held.keys()];
    const cause = blame === 'alone' ? (ids.length === 1 ? ids[0] : null) : blame;
    for (const id of ids) {
      const held = finished(thread, id);
      held?.reject(settings.lostError(held.meta, why, id === cause));
    }
  };

  const start = async (): Promise<HeldThread<Meta>> => {
    const worker = await startWorker(
      settings.entry,
      { resourceLimits: { maxOldGenerationSizeMb: settings.heapMb } },
      StartTimeoutMs,
    );
    const thread: HeldThread<Meta> = { worker, held: new Map() };
    worker.on('message', (message: Message) => {
      if (message.kind === 'ready' || settings.heard?.(thread, message) || message.id === undefined) return;
      const held = finished(thread, message.id);
      if (message.kind === 'failed' && message.failure !== undefined)
        held?.reject(settings.failureError(message.failure as NonNullable<Message['failure']>));
      else held?.resolve(message);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      lost(thread, memory ? settings.outOfMemory(settings.heapMb) : error.message, memory ? 'alone' : null);
    });
    worker.on('exit', (code) => lost(thread, `${settings.name} exited with code ${code}`, null));
    live = thread;
    return thread;
  };

  /** The live thread, started when there is none. */
  const running = async (): Promise<HeldThread<Meta>> => {
    if (closed) throw new Error(`${settings.name[0].toUpperCase()}${settings.name.slice(1)} is closed`);
    if (!current) {
      const starting = start();
      current = starting;
      starting.catch(() => {
        if (current === starting) current = null;
      });
    }
    const thread = await current;
    // Lost while this request waited for it to start: a new one is started.
    return live === thread ? thread : running();
  };

  return {
    running,
    /** Whether `thread` still takes requests. */
    isLive: (thread: HeldThread<Meta>) => live === thread,
    /**
     * Sends a request to `on` (the live thread when not given) and resolves with its reply. A thread lost before
     * the request could be sent fails it as `lostError(…, false)`.
     */
    async request<Reply extends Message>(ask: object, meta: Meta, on?: HeldThread<Meta>): Promise<Reply> {
      const thread = on ?? (await running());
      return new Promise<Reply>((resolve, reject) => {
        if (live !== thread) {
          reject(settings.lostError(meta, `${settings.name} was stopped`, false));
          return;
        }
        const id = nextId++;
        const timer = setTimeout(() => {
          lost(thread, settings.outOfTime(Math.ceil(settings.timeoutMs / 1000)), id);
          void thread.worker.terminate();
        }, settings.timeoutMs);
        if (thread.held.size === 0) thread.worker.ref();
        thread.held.set(id, { meta, resolve: resolve as (message: unknown) => void, reject, timer });
        thread.worker.postMessage({ ...ask, id });
      });
    },
    /** Stops the thread for good: the requests it held fail as no fault of theirs. */
    async close() {
      closed = true;
      const thread = await current?.catch(() => null);
      if (!thread) return;
      lost(thread, 'the server is stopping', null);
      await thread.worker.terminate();
    },
  };
}
