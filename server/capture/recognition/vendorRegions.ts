import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import type { PageWord, PageWords } from '../../../domain/recognition/types';
import {
  type PageRegion,
  placeRegionWords,
  VendorRegions,
  wordsMissingFromText,
} from '../../../domain/recognition/vendorRegions';
import type { OcrImage } from '../ocr/ocrPages';
import { removeRules } from '../ocr/removeRules';
import { renderPage } from '../pdf/renderPdf';
import { OcrRenderOptions } from './readDocumentWords';

/** Grey values darker than this are ink. */
const Ink = 140;
/**
 * Grey values lighter than this are the shading of a table's header row or a tinted band, when a region is read
 * with its shading as paper (ReadOptions).
 */
const Shading = 190;

/**
 * How the regions are read. `shadingAsPaper`: a picture shaded in bands (a bank's RIB), cut out of its page, can
 * leave tesseract's one threshold for the whole image between the shading and the paper, so that the rows on and
 * between the bands go unread; with the shading whitened they are read, though a plain picture's print may then read
 * a little worse. So it is a second reading, not the first.
 */
export type ReadOptions = { shadingAsPaper?: boolean };
/** Runs of ink this long are rules and borders, no letters (as for OCR, at the same reading size). */
const RuleLength = 80;
/** Text-layer words are placed from their font metrics, not their glyphs: their ink may reach this far beyond. */
const BoxMargin = 0.004;
/**
 * A region is read when this share of its pixels is ink the text layer does not explain: a short line of small
 * print is well above it, a stray dot or the remains of a rule below.
 */
const MinUnexplainedInk = 0.0005;

type RegionImage = { page: number; region: PageRegion; image: OcrImage };

/** Grey pixels of the rows `top`…`top + rows` of an RGBA rendering; transparent pixels are white paper. */
function greyRows(pixels: Uint8ClampedArray, width: number, top: number, rows: number): Uint8Array {
  const grey = new Uint8Array(width * rows);
  const offset = top * width * 4;
  for (let i = 0; i < grey.length; i++) {
    const at = offset + i * 4;
    const alpha = pixels[at + 3] / 255;
    const value = (pixels[at] * 0.299 + pixels[at + 1] * 0.587 + pixels[at + 2] * 0.114) * alpha;
    grey[i] = Math.round(value + 255 * (1 - alpha));
  }
  return grey;
}

/** Margin kept around the unexplained ink when it is cut out for OCR, in pixels: tesseract wants some paper. */
const CropMargin = 16;

/** Pixels of a band, one grey byte each, and where the band lies on the rendered page. */
type Band = { grey: Uint8Array; width: number; rows: number; top: number; pageHeight: number };

/**
 * The print of a band that the text layer does not explain (a letterhead drawn as a picture, a footer in
 * outlines): the band with the text layer's words and the rules whitened, cut to that ink, as a grey JPEG with its
 * place in the band's pixels; null when there is too little of it to read.
 */
async function unexplainedInk(band: Band, words: PageWord[], { shadingAsPaper }: ReadOptions) {
  const { width, rows } = band;
  const ink = removeRules(band.grey, width, rows, RuleLength);
  for (const { Box } of words) {
    const x0 = Math.max(0, Math.floor((Box[0] - BoxMargin) * width));
    const x1 = Math.min(width, Math.ceil((Box[0] + Box[2] + BoxMargin) * width));
    const y0 = Math.max(0, Math.floor((Box[1] - BoxMargin) * band.pageHeight) - band.top);
    const y1 = Math.min(rows, Math.ceil((Box[1] + Box[3] + BoxMargin) * band.pageHeight) - band.top);
    for (let y = y0; y < y1; y++) if (x1 > x0) ink.fill(255, y * width + x0, y * width + x1);
  }
  let count = 0;
  let [left, top, right, bottom] = [width, rows, -1, -1];
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < width; x++)
      if (ink[y * width + x] < Ink) {
        count++;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  if (count < width * rows * MinUnexplainedInk) return null;
  if (shadingAsPaper) for (let i = 0; i < ink.length; i++) if (ink[i] > Shading) ink[i] = 255;
  const crop = {
    left: Math.max(0, left - CropMargin),
    top: Math.max(0, top - CropMargin),
    width: Math.min(width, right + CropMargin + 1) - Math.max(0, left - CropMargin),
    height: Math.min(rows, bottom + CropMargin + 1) - Math.max(0, top - CropMargin),
  };
  const jpeg = await sharp(Buffer.from(ink.buffer, ink.byteOffset, ink.byteLength), {
    raw: { width, height: rows, channels: 1 },
  })
    .extract(crop)
    .jpeg({ quality: OcrRenderOptions.quality })
    .toBuffer();
  return { jpeg, crop };
}

/** The regions of one text-layer page (letterhead, footer, …) that show more than its text layer, as images to read. */
async function regionImages(
  pdf: PDFDocumentProxy,
  page: PageWords,
  regions: readonly PageRegion[],
  options: ReadOptions,
): Promise<RegionImage[]> {
  const rendered = await renderPage(pdf, page.Page, OcrRenderOptions);
  const { width, height } = rendered;
  const images: RegionImage[] = [];
  for (const region of regions) {
    const top = Math.round(region.top * height);
    const rows = Math.min(height - top, Math.round(region.height * height));
    if (rows < 1) continue;
    const grey = greyRows(rendered.pixels, width, top, rows);
    const found = await unexplainedInk({ grey, width, rows, top, pageHeight: height }, page.Words, options);
    if (!found) continue;
    const { crop, jpeg } = found;
    images.push({
      page: page.Page,
      region: {
        left: crop.left / width,
        top: (top + crop.top) / height,
        width: crop.width / width,
        height: crop.height / height,
      },
      image: { page: page.Page, jpeg, pageShare: (crop.width * crop.height) / (width * height) },
    });
  }
  return images;
}

/**
 * OCR of the letterhead and footer of text-layer pages of an open PDF (each page rendered once at the OCR reading size),
 * or of other regions given: the words there that the text layer lacks (vendor data drawn as graphics), with boxes as
 * fractions of their page.
 * Regions whose print is all in the text layer are not read. Without OCR installed it finds nothing: the text
 * reading stands.
 */
export async function readVendorRegions(
  pdf: PDFDocumentProxy,
  pages: PageWords[],
  regionsToRead: readonly PageRegion[] = VendorRegions,
  options: ReadOptions = {},
): Promise<PageWords[]> {
  const regions: RegionImage[] = [];
  for (const page of pages) regions.push(...(await regionImages(pdf, page, regionsToRead, options)));
  if (regions.length === 0) return [];
  const { ocrAvailable, ocrImages, OcrUnavailableError } = await import('../ocr/ocrPages');
  if (!ocrAvailable()) return [];
  const read = await ocrImages(regions.map((region) => region.image)).catch((error: unknown) => {
    if (error instanceof OcrUnavailableError) return null;
    throw error;
  });
  if (!read) return [];
  return pages.map((page) => {
    const words = regions.flatMap((region, index) =>
      region.page === page.Page ? placeRegionWords(read[index].Words, region.region) : [],
    );
    return { ...page, Words: wordsMissingFromText(page.Words, words) };
  });
}
