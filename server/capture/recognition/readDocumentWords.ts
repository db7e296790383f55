import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageWords } from '../../../domain/recognition/types';
import { ImageReadError, openImagePages } from '../images/renderImage';
import { classifyPdfError, openPdf, PdfReadError } from '../pdf/openPdf';
import { jpegFromRgba, type PageRenderOptions } from '../pdf/pageImage';
import { renderPage } from '../pdf/renderPdf';
import { textLayerWords } from './textWords';

/** The file cannot be read: no PDF or image, damaged, or protected by a password. */
export class RecognitionReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecognitionReadError';
  }
}

// The OCR module is loaded only when a page needs it: tesseract is heavy.
async function ocrImages(images: Array<{ page: number; jpeg: Buffer }>): Promise<PageWords[]> {
  if (images.length === 0) return [];
  const { ocrImages: read, OcrUnavailableError } = await import('../ocr/ocrPages');
  try {
    return await read(images);
  } catch (error) {
    if (error instanceof OcrUnavailableError)
      throw new RecognitionReadError(`OCR is not available: ${error.message}`, { cause: error });
    throw error;
  }
}

/**
 * PDF pages are rendered for OCR at the OCR module's reading size (2500 pixels, about 215 dpi for A4), not enlarged
 * to it from the 1700 pixels of the page images: small print (a footer with the IBAN and the VAT number, the lone
 * "1" of "1 061,66") is read from sharp letters. Measured on generated invoices it read several amounts and IBANs
 * more, for about a tenth of a second a page.
 */
export const OcrRenderOptions: PageRenderOptions = { longestSide: 2500, quality: 90 };
/** Images are only shrunk when they are larger than OCR reads them: their own detail is kept. */
const OcrImageOptions: PageRenderOptions = { longestSide: 2500, quality: 90 };

// A page with fewer words than this in its text layer is a scan (or a picture of text): it is read by OCR.
const MinTextWords = 5;

/** The words of a document and which of its pages were read by OCR. */
export type DocumentWords = { pages: PageWords[]; ocrPages: number[] };

export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** A document's words with its PDF still open (null for images), for reading more of it; close() frees it. */
export type OpenDocumentWords = DocumentWords & { pdf: PDFDocumentProxy | null; close(): Promise<void> };

async function pdfWords(bytes: Uint8Array, mode: 'auto' | 'ocr'): Promise<OpenDocumentWords> {
  const pdf = await openPdf(bytes).catch((error: unknown) => {
    throw new RecognitionReadError(error instanceof Error ? error.message : 'PDF is corrupt', {
      cause: error,
    });
  });
  const close = () => pdf.loadingTask.destroy();
  try {
    if (pdf.numPages < 1) throw new RecognitionReadError('PDF has no pages');
    const pages: PageWords[] = [];
    const scans: Array<{ page: number; jpeg: Buffer }> = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      const words = mode === 'ocr' ? null : await textLayerWords(pdf, page).catch(() => null);
      if (words && words.Words.length >= MinTextWords) {
        pages.push(words);
        continue;
      }
      const raw = await renderPage(pdf, page, OcrRenderOptions);
      const { jpeg } = await jpegFromRgba(raw.pixels, raw.width, raw.height, OcrRenderOptions.quality);
      scans.push({ page, jpeg });
    }
    const read = await ocrImages(scans);
    return {
      pages: [...pages, ...read].sort((a, b) => a.Page - b.Page),
      ocrPages: scans.map((scan) => scan.page),
      pdf,
      close,
    };
  } catch (error) {
    await close();
    if (error instanceof RecognitionReadError) throw error;
    const classified = classifyPdfError(error);
    throw new RecognitionReadError(classified.message, { cause: error });
  }
}

async function imageWords(bytes: Uint8Array): Promise<DocumentWords> {
  try {
    const pages = await openImagePages(bytes, OcrImageOptions);
    try {
      const scans: Array<{ page: number; jpeg: Buffer }> = [];
      for (let page = 1; page <= pages.pageCount; page++)
        scans.push({ page, jpeg: (await pages.render(page)).jpeg });
      return { pages: await ocrImages(scans), ocrPages: scans.map((scan) => scan.page) };
    } finally {
      await pages.close();
    }
  } catch (error) {
    if (error instanceof ImageReadError || error instanceof PdfReadError)
      throw new RecognitionReadError('The file is no readable PDF or image', { cause: error });
    throw error;
  }
}

/**
 * The words of a document with their boxes and which pages OCR read (see readDocumentWords), with its PDF kept
 * open for reading more of it (rendering a page again costs half as much once its fonts are loaded). The caller
 * closes it.
 */
export async function openDocumentWords(bytes: Uint8Array, mode: 'auto' | 'ocr'): Promise<OpenDocumentWords> {
  if (isPdf(bytes)) return pdfWords(bytes, mode);
  return { ...(await imageWords(bytes)), pdf: null, close: async () => undefined };
}

/** The words of a document with their boxes and which pages OCR read (see readDocumentWords). */
export async function readWordsOf(bytes: Uint8Array, mode: 'auto' | 'ocr'): Promise<DocumentWords> {
  const { pages, ocrPages, close } = await openDocumentWords(bytes, mode);
  await close();
  return { pages, ocrPages };
}

/**
 * The words of every page of a PDF or image, with boxes as fractions of the page: from the PDF's text layer, or by
 * OCR for images, for pages without text and for every page in mode 'ocr'. Throws RecognitionReadError when the
 * file cannot be read.
 */
export async function readDocumentWords(
  bytes: Uint8Array,
  _fileName: string,
  mode: 'auto' | 'ocr' = 'auto',
): Promise<PageWords[]> {
  return (await readWordsOf(bytes, mode)).pages;
}
