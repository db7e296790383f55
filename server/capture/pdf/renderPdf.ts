import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { INVOICE_XML_FILE_NAMES } from '../einvoice/index';
import { classifyPdfError, openPdf, PdfReadError } from './openPdf';
import {
  DefaultPageRenderOptions,
  jpegFromRgba,
  type PageRenderOptions,
  type RenderedPage,
} from './pageImage';

/** A PDF read for import: its pages as JPEG and whether it carries an e-invoice XML (Factur-X, ZUGFeRD). */
export type RenderedPdf = { pageCount: number; pages: RenderedPage[]; hasInvoiceXml: boolean };

// pdfjs types its canvas factory as Object; under Node it hands out @napi-rs/canvas canvases.
type CanvasAndContext = { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
type CanvasFactory = {
  create(width: number, height: number): CanvasAndContext;
  destroy(canvasAndContext: CanvasAndContext): void;
};

/** Renders one page of an open PDF to RGBA pixels (longest side `options.longestSide`). */
export async function renderPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  options: PageRenderOptions,
): Promise<{ pixels: Uint8ClampedArray; width: number; height: number }> {
  const page = await pdf.getPage(pageNumber);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: options.longestSide / Math.max(base.width, base.height) });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    // pdfjs's own canvas factory: a canvas made directly with @napi-rs/canvas crashes the process here.
    const factory = pdf.canvasFactory as CanvasFactory;
    const drawing = factory.create(width, height);
    try {
      await page.render({ canvasContext: drawing.context, canvas: drawing.canvas, viewport }).promise;
      return { pixels: drawing.context.getImageData(0, 0, width, height).data, width, height };
    } finally {
      factory.destroy(drawing);
    }
  } finally {
    page.cleanup();
  }
}

async function hasEmbeddedInvoiceXml(pdf: PDFDocumentProxy): Promise<boolean> {
  const attachments = await pdf.getAttachments();
  return [...(attachments?.values() ?? [])].some((file) =>
    INVOICE_XML_FILE_NAMES.includes(file.filename.toLowerCase()),
  );
}

/**
 * Renders every page of a PDF as JPEG (longest side `options.longestSide`). The JPEG of one page is
 * encoded while the next page renders. Throws PdfReadError for password-protected or damaged files.
 */
export async function renderPdfPages(
  bytes: Uint8Array,
  options: PageRenderOptions = DefaultPageRenderOptions,
): Promise<RenderedPdf> {
  const pdf = await openPdf(bytes);
  try {
    const pages: RenderedPage[] = [];
    let encoding: Promise<RenderedPage> | null = null;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const raw = await renderPage(pdf, pageNumber, options);
      // At most one encode in flight, so a long PDF never holds many raw pages in memory.
      if (encoding) pages.push(await encoding);
      encoding = jpegFromRgba(raw.pixels, raw.width, raw.height, options.quality);
      // Marked handled: if the next page fails first, this rejection must not go unobserved.
      encoding.catch(() => undefined);
    }
    if (encoding) pages.push(await encoding);
    if (pages.length === 0) throw new PdfReadError('corrupt');
    return { pageCount: pages.length, pages, hasInvoiceXml: await hasEmbeddedInvoiceXml(pdf) };
  } catch (error) {
    throw classifyPdfError(error);
  } finally {
    // pdfjs 6 releases a document through the task that loaded it.
    await pdf.loadingTask.destroy();
  }
}
