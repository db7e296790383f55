// The messages between the page thread (pages-thread.ts, in the server's thread) and its worker (pages-worker.ts):
// apart from both, since loading the worker's module anywhere but in a worker thread fails.
import type { PageRenderOptions, RenderedPage } from '../pdf/pageImage';
import type { ThreadFailure } from '../threadFailure';
import type { AnalysedPage } from './openAnalysedPages';
import type { PageFileType } from './pageEngine';

/** What the server asks: open a file (for rendering, or rendering with analysis), draw one of its pages, close it. */
export type PagesAsk =
  | {
      kind: 'open';
      bytes: Uint8Array;
      type: PageFileType;
      options: PageRenderOptions;
      analysed: boolean;
    }
  | { kind: 'page'; file: number; pageNumber: number }
  | { kind: 'close'; file: number };

/** A request as sent, with the id its reply carries. */
export type PagesRequest = PagesAsk & { id: number };

/** Why a request failed: a file that cannot be read (rebuilt as PdfReadError or ImageReadError), or anything else. */
export type PagesFailure =
  | { name: 'PdfReadError'; reason: 'password' | 'corrupt' }
  | { name: 'ImageReadError'; message: string }
  | ThreadFailure;

/** What the worker posts: `ready` once loaded, then one reply per request. */
export type PagesWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'opened'; id: number; file: number; pageCount: number }
  | { kind: 'page'; id: number; page: RenderedPage | AnalysedPage }
  | { kind: 'closed'; id: number }
  | { kind: 'failed'; id: number; failure: PagesFailure };
