import { ImageReadError } from '../images/renderImage';
import { PdfReadError } from '../pdf/openPdf';
import type { PageRenderOptions, PageSource, RenderedPage } from '../pdf/pageImage';
import { type HeldThread, requestThread, type ThreadLimits, ThreadLost } from '../requestThread';
import { errorOf } from '../threadFailure';
import { workerEntry } from '../workerThread';
import type { AnalysedPage, AnalysedPages } from './openAnalysedPages';
import type { PageEngine, PageFileType } from './pageEngine';
import type { PagesAsk, PagesFailure, PagesWorkerMessage } from './pages-protocol';

/** The heap the page thread may use: one page of a few kilobytes can make pdf.js use hundreds of megabytes. */
export const PageHeapMb = 2048;

/** A request (opening a file, drawing one page) that has not been answered by then is taken as stuck. */
export const PageTimeoutMs = 5 * 60_000;

/** Opens files and draws their pages on a worker thread; `close` stops it for good (its requests fail). */
export type PageThread = PageEngine & { close(): Promise<void> };

/** The error a file's own failure is rebuilt as: what intake and rendering know how to handle. */
function fileReadError(type: PageFileType, why: string): Error {
  return type === 'pdf' ? new PdfReadError('corrupt') : new ImageReadError(new Error(why));
}

function failureError(failure: PagesFailure): Error {
  if ('reason' in failure) return new PdfReadError(failure.reason);
  if (failure.name === 'ImageReadError') return new ImageReadError(new Error(failure.message));
  return errorOf(failure);
}

/** A page as the calling thread uses it: its JPEG a Buffer again (a message carries it as a plain Uint8Array). */
function pageOf<Page extends RenderedPage>(page: Page): Page {
  return { ...page, jpeg: Buffer.from(page.jpeg.buffer, page.jpeg.byteOffset, page.jpeg.byteLength) };
}

type Reply<Kind extends PagesWorkerMessage['kind']> = Extract<PagesWorkerMessage, { kind: Kind }>;

/**
 * A thread that opens files and draws their pages (requestThread). The request that runs it out of memory or time
 * fails as a file that cannot be read (PdfReadError, ImageReadError): a page drawn white, a file refused, rather
 * than a job retried again and again. A page the lost thread held for another file is drawn once more, and a file
 * stays open across a lost thread: its next page opens it again on the new one.
 */
export function pagesThread(options: ThreadLimits = {}): PageThread {
  const threads = requestThread<PageFileType, PagesWorkerMessage>({
    entry: workerEntry(import.meta.url, 'pages-worker.source.mjs', 'pages-worker.mjs'),
    heapMb: options.heapMb ?? PageHeapMb,
    timeoutMs: options.timeoutMs ?? PageTimeoutMs,
    name: 'the page thread',
    failureError,
    lostError: (type, why, cause) =>
      cause ? fileReadError(type, why) : new ThreadLost(`Page thread stopped: ${why}`),
    outOfMemory: (heapMb) => `The file needs more than ${heapMb} MB of memory to draw`,
    outOfTime: (seconds) => `A page took longer than ${seconds} s to draw`,
  });

  /** Opens a file on the thread; `page` draws one of its pages, opening it again on a new thread when it was lost. */
  const openFile = async (
    bytes: Uint8Array,
    type: PageFileType,
    render: PageRenderOptions,
    analysed: boolean,
  ) => {
    const open = async () => {
      const thread = await threads.running();
      const ask: PagesAsk = { kind: 'open', bytes, type, options: render, analysed };
      const opened = await threads.request<Reply<'opened'>>(ask, type, thread);
      return { thread, file: opened.file, pageCount: opened.pageCount };
    };
    let handle: { thread: HeldThread<PageFileType>; file: number; pageCount: number } = await open();
    const draw = async (pageNumber: number) => {
      if (!threads.isLive(handle.thread)) handle = await open();
      const ask: PagesAsk = { kind: 'page', file: handle.file, pageNumber };
      return (await threads.request<Reply<'page'>>(ask, type, handle.thread)).page;
    };
    return {
      pageCount: handle.pageCount,
      // A thread lost to another file's page is no fault of this one: it is drawn once more on the new thread.
      page: (pageNumber: number) =>
        draw(pageNumber).catch((error: unknown) => {
          if (error instanceof ThreadLost) return draw(pageNumber);
          throw error;
        }),
      async close() {
        if (!threads.isLive(handle.thread)) return;
        const ask: PagesAsk = { kind: 'close', file: handle.file };
        await threads.request(ask, type, handle.thread).catch(() => undefined);
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
    close: threads.close,
  };
}

/** The running server's page thread (main.ts): intake's analysis and the render-pages job draw on it. */
export const serverPages = pagesThread();
