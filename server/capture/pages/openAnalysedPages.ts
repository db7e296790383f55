import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ImageReadError, openImagePages } from '../images/renderImage';
import { classifyPdfError, openPdf, PdfReadError } from '../pdf/openPdf';
import { jpegFromRgba, type PageRenderOptions, type RenderedPage } from '../pdf/pageImage';
import { renderPage } from '../pdf/renderPdf';
import { analysePixels, analyseRenderedPage, type PageAnalysis } from './analysePage';

/** A rendered page and what analysis found on it. */
export type AnalysedPage = RenderedPage & PageAnalysis;

/** The pages of one file, rendered and analysed one at a time (page numbers from 1). */
export type AnalysedPages = {
  pageCount: number;
  analyse(pageNumber: number): Promise<AnalysedPage>;
  close(): Promise<void>;
};

// Enough text to find labels, numbers and the buyer; a page's full text is not kept.
const MaxText = 4000;

async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    return text.replace(/[ \t]+/g, ' ').slice(0, MaxText);
  } finally {
    page.cleanup();
  }
}

async function openPdfAnalysis(bytes: Uint8Array, options: PageRenderOptions): Promise<AnalysedPages> {
  const pdf = await openPdf(bytes);
  if (pdf.numPages < 1) {
    await pdf.loadingTask.destroy();
    throw new PdfReadError('corrupt');
  }
  return {
    pageCount: pdf.numPages,
    async analyse(pageNumber) {
      try {
        const text = await pageText(pdf, pageNumber).catch(() => '');
        const raw = await renderPage(pdf, pageNumber, options);
        const [rendered, analysis] = await Promise.all([
          jpegFromRgba(raw.pixels, raw.width, raw.height, options.quality),
          analysePixels(raw, text),
        ]);
        return { ...rendered, ...analysis };
      } catch (error) {
        throw classifyPdfError(error);
      }
    },
    close: () => pdf.loadingTask.destroy(),
  };
}

/**
 * Opens a PDF or an image for page-by-page rendering and analysis. Throws PdfReadError or
 * ImageReadError when the file cannot be read.
 */
export async function openAnalysedPages(
  bytes: Uint8Array,
  type: 'pdf' | 'image',
  options: PageRenderOptions,
): Promise<AnalysedPages> {
  if (type === 'pdf') return openPdfAnalysis(bytes, options);
  const pages = await openImagePages(bytes, options);
  return {
    pageCount: pages.pageCount,
    async analyse(pageNumber) {
      const rendered = await pages.render(pageNumber);
      const analysis = await analyseRenderedPage(rendered).catch((error: unknown) => {
        throw new ImageReadError(error);
      });
      return { ...rendered, ...analysis };
    },
    close: () => pages.close(),
  };
}
