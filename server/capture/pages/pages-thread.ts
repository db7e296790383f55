import type { Worker } from 'node:worker_threads';
import { ImageReadError } from '../images/renderImage';
import { PdfReadError } from '../pdf/openPdf';
import type { PageRenderOptions, PageSource, RenderedPage } from '../pdf/pageImage';
import { startWorker, workerEntry } from '../workerThread';
import type { AnalysedPage, AnalysedPages } from './openAnalysedPages';
import type { PageEngine, PageFileType } from './pageEngine';
import type { PagesAsk, PagesFailure, PagesRequest, PagesWorkerMessage } from './pages-protocol';

/** A worker that has not loaded pdf.js and the image modules by then is taken as unable to start. */
const StartTimeoutMs = 60_000;

/** The heap the page thread may use: one page of a few kilobytes can make pdf.js use hundreds of megabytes. */
export const PageHeapMb = 2048;

/** A request (opening a file, drawing one page) that has not been answered by then is taken as stuck. */
export const PageTimeoutMs = 5 * 60_000;

export type PageThreadOptions = { heapMb?: number; timeoutMs?: number };

/** Opens files and draws their pages on a worker thread; `close` stops it for good (its requests fail). */
export type PageThread = PageEngine & { close(): Promise<void> };

/** The thread was stopped while it held this request, which did not cause it: asking again may well succeed. */
export class PageThreadLost extends Error {}

type Pending = {
  type: PageFileType;
  resolve(message: PagesWorkerMessage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
};
type Started = { worker: Worker; pending: Map<number, Pending> };

/** The error a file's own failure is rebuilt as: what intake and rendering know how to handle. */
function fileReadError(type: PageFileType, why: string): Error {
  return type === 'pdf' ? new PdfReadError('corrupt') : new ImageReadError(new Error(why));
}

function errorOf(failure: PagesFailure): Error {
  if ('reason' in failure) return new PdfReadError(failure.reason);
  if (failure.name === 'ImageReadError') return new ImageReadError(new Error(failure.message));
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

/** A page as the calling thread uses it: its JPEG a Buffer again (a message carries it as a plain Uint8Array). */
function pageOf<Page extends RenderedPage>(page: Page): Page {
  return { ...page, jpeg: Buffer.from(page.jpeg.buffer, page.jpeg.byteOffset, page.jpeg.byteLength) };
}

function finished(started: Started, id: number): Pending | undefined {
  const pending = started.pending.get(id);
  if (!pending) return undefined;
  clearTimeout(pending.timer);
  started.pending.delete(id);
  // An idle worker does not keep the process alive, so a caller that never closes the thread still exits.
  if (started.pending.size === 0) started.worker.unref();
  return pending;
}

/**
 * A thread that opens files and draws their pages, started at the first request and again after it was lost. A
 * thread that runs out of memory or is stopped as stuck fails the requests it held. The one that caused it (the
 * only one it held, or the one that timed out) fails as a file that cannot be read (PdfReadError, ImageReadError):
 * a page drawn blank, a file refused, rather than a job retried again and again. A file stays open across a lost
 * thread: its next page opens it again on the new one.
 */
export function pagesThread(options: PageThreadOptions = {}): PageThread {
  const heapMb = options.heapMb ?? PageHeapMb;
  const timeoutMs = options.timeoutMs ?? PageTimeoutMs;
  let current: Promise<Started> | null = null;
  let live: Started | null = null;
  let nextId = 1;
  let closed = false;

  // `blame`: the request that caused the loss, 'alone' for the only one held (when memory ran out), or nobody.
  const lost = (started: Started, why: string, blame: number | 'alone' | null) => {
    if (live === started) {
      live = null;
      current = null;
    }
    const ids = [...started.pending.keys()];
    const cause = blame === 'alone' ? (ids.length === 1 ? ids[0] : null) : blame;
    for (const id of ids) {
      const pending = finished(started, id);
      pending?.reject(
        id === cause ? fileReadError(pending.type, why) : new PageThreadLost(`Page thread stopped: ${why}`),
      );
    }
  };

  const start = async (): Promise<Started> => {
    const entry = workerEntry(import.meta.url, 'pages-worker.source.mjs', 'pages-worker.mjs');
    const worker = await startWorker(
      entry,
      { resourceLimits: { maxOldGenerationSizeMb: heapMb } },
      StartTimeoutMs,
    );
    const started: Started = { worker, pending: new Map() };
    worker.on('message', (message: PagesWorkerMessage) => {
      if (message.kind === 'ready') return;
      const pending = finished(started, message.id);
      if (message.kind === 'failed') pending?.reject(errorOf(message.failure));
      else pending?.resolve(message);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      lost(
        started,
        memory ? `The file needs more than ${heapMb} MB of memory to draw` : error.message,
        memory ? 'alone' : null,
      );
    });
    worker.on('exit', (code) => lost(started, `the page thread exited with code ${code}`, null));
    live = started;
    return started;
  };

  const running = async (): Promise<Started> => {
    if (closed) throw new Error('The page thread is closed');
    if (!current) {
      const starting = start();
      current = starting;
      starting.catch(() => {
        if (current === starting) current = null;
      });
    }
    const started = await current;
    // Lost while this request waited for it to start: a new one is started.
    return live === started ? started : running();
  };

  const send = (started: Started, request: PagesAsk, type: PageFileType) =>
    new Promise<PagesWorkerMessage>((resolve, reject) => {
      if (live !== started) {
        reject(new PageThreadLost('Page thread stopped'));
        return;
      }
      const id = nextId++;
      const timer = setTimeout(() => {
        lost(started, `A page took longer than ${Math.ceil(timeoutMs / 1000)} s to draw`, id);
        void started.worker.terminate();
      }, timeoutMs);
      if (started.pending.size === 0) started.worker.ref();
      started.pending.set(id, { type, resolve, reject, timer });
      started.worker.postMessage({ ...request, id } satisfies PagesRequest);
    });

  /** Opens a file on the thread; `page` draws one of its pages, opening it again on a new thread when it was lost. */
  const openFile = async (
    bytes: Uint8Array,
    type: PageFileType,
    render: PageRenderOptions,
    analysed: boolean,
  ) => {
    const open = async () => {
      const started = await running();
      const opened = await send(started, { kind: 'open', bytes, type, options: render, analysed }, type);
      if (opened.kind !== 'opened') throw new Error(`page thread answered ${opened.kind} to open`);
      return { started, file: opened.file, pageCount: opened.pageCount };
    };
    let handle = await open();
    const draw = async (pageNumber: number) => {
      if (handle.started !== live) handle = await open();
      const drawn = await send(handle.started, { kind: 'page', file: handle.file, pageNumber }, type);
      if (drawn.kind !== 'page') throw new Error(`page thread answered ${drawn.kind} to page`);
      return drawn.page;
    };
    return {
      pageCount: handle.pageCount,
      // A thread lost to another file's page is no fault of this one: it is drawn once more on the new thread.
      page: (pageNumber: number) =>
        draw(pageNumber).catch((error: unknown) => {
          if (error instanceof PageThreadLost) return draw(pageNumber);
          throw error;
        }),
      async close() {
        if (handle.started === live)
          await send(handle.started, { kind: 'close', file: handle.file }, type).catch(() => undefined);
      },
    };
  };

  return {
    async openPages(bytes, type, render): Promise<PageSource> {
      const file = await openFile(bytes, type, render, false);
      return {
        pageCount: file.pageCount,
        render: async (pageNumber) => pageOf(await file.page(pageNumber)),
        close: file.close,
      };
    },
    async openAnalysedPages(bytes, type, render): Promise<AnalysedPages> {
      const file = await openFile(bytes, type, render, true);
      return {
        pageCount: file.pageCount,
        analyse: async (pageNumber) => pageOf((await file.page(pageNumber)) as AnalysedPage),
        close: file.close,
      };
    },
    async close() {
      closed = true;
      const started = await current?.catch(() => null);
      if (!started) return;
      lost(started, 'the server is stopping', null);
      await started.worker.terminate();
    },
  };
}

/** The running server's page thread (main.ts): intake's analysis and the render-pages job draw on it. */
export const serverPages = pagesThread();
