export { classifyPdfError, openPdf, PdfReadError } from './openPdf';
export {
  DefaultPageRenderOptions,
  jpegFromRgba,
  type PageRenderOptions,
  type RenderedPage,
} from './pageImage';
export { type RenderedPdf, renderPdfPages } from './renderPdf';
