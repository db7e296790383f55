export { classifyPdfError, openPdf, PdfReadError } from './openPdf';
export {
  blankPage,
  DefaultPageRenderOptions,
  jpegFromRgba,
  type PageRenderOptions,
  type PageSource,
  type RenderedPage,
} from './pageImage';
export { openPdfPages } from './pdfPages';
export { type RenderedPdf, renderPdfPages } from './renderPdf';
