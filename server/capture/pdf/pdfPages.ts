import { classifyPdfError, openPdf, PdfReadError } from './openPdf';
import { jpegFromRgba, type PageRenderOptions, type PageSource } from './pageImage';
import { renderPage } from './renderPdf';

/**
 * Opens a PDF for page-by-page rendering; its page count is known at once, without rendering.
 * Throws PdfReadError for password-protected or damaged files and for a PDF without pages.
 */
export async function openPdfPages(bytes: Uint8Array, options: PageRenderOptions): Promise<PageSource> {
  const pdf = await openPdf(bytes);
  if (pdf.numPages < 1) {
    await pdf.loadingTask.destroy();
    throw new PdfReadError('corrupt');
  }
  return {
    pageCount: pdf.numPages,
    async render(pageNumber) {
      try {
        const raw = await renderPage(pdf, pageNumber, options);
        return await jpegFromRgba(raw.pixels, raw.width, raw.height, options.quality);
      } catch (error) {
        throw classifyPdfError(error);
      }
    },
    close: () => pdf.loadingTask.destroy(),
  };
}
