import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The file a worker thread starts from. From the sources (the calling module a .ts file) it is `source` beside the
 * caller, which has tsx load the worker (a new thread has none of the parent's loaders); bundled into
 * dist/server/main.mjs, it is the built `built` beside it (scripts/build.mjs).
 */
export function workerEntry(callerUrl: string, source: string, built: string): URL {
  const caller = new URL(callerUrl);
  return new URL(`./${caller.pathname.endsWith('.ts') ? source : built}`, caller);
}

/**
 * Starts a worker thread and resolves once it has posted its first message (it has loaded), unref'd: an idle worker
 * does not keep the process alive. Rejects, and stops the worker, when it fails, exits or has not loaded within
 * `timeoutMs`. The caller adds its own listeners after; only this function's are removed.
 */
export function startWorker(entry: URL, options: WorkerOptions, timeoutMs: number): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, options);
    // Only these listeners are removed: Worker keeps its message port running through listeners of its own.
    const done = () => {
      clearTimeout(timer);
      worker.off('error', fail);
      worker.off('exit', exited);
      worker.off('message', ready);
    };
    const fail = (error: Error) => {
      done();
      void worker.terminate();
      reject(error);
    };
    const exited = (code: number) => fail(new Error(`exited with code ${code} while starting`));
    const ready = () => {
      done();
      worker.unref();
      resolve(worker);
    };
    const timer = setTimeout(() => fail(new Error('did not start in time')), timeoutMs);
    worker.once('error', fail);
    worker.once('exit', exited);
    worker.once('message', ready);
  });
}
