import { openImagePages } from '../images/renderImage';
import type { PageRenderOptions, PageSource } from '../pdf/pageImage';
import { openPdfPages } from '../pdf/pdfPages';
import { type AnalysedPages, openAnalysedPages } from './openAnalysedPages';

/** A file whose pages can be drawn: a PDF or an image (TIFF, PNG, JPEG, …). */
export type PageFileType = 'pdf' | 'image';

/**
 * What opens a file's pages for rendering (the render-pages job) and for rendering with analysis (intake's
 * classification and splitting). Both throw PdfReadError or ImageReadError for a file that cannot be read.
 */
export type PageEngine = {
  openPages(bytes: Uint8Array, type: PageFileType, options: PageRenderOptions): Promise<PageSource>;
  openAnalysedPages(
    bytes: Uint8Array,
    type: PageFileType,
    options: PageRenderOptions,
  ): Promise<AnalysedPages>;
};

/**
 * The pages drawn in the calling thread: the engine of the page thread's worker, of tests and of the bench. The
 * running server draws on the page thread (pages-thread.ts), so a crowded page never holds up its requests.
 */
export const pagesInThisThread: PageEngine = {
  openPages: (bytes, type, options) =>
    type === 'pdf' ? openPdfPages(bytes, options) : openImagePages(bytes, options),
  openAnalysedPages,
};
