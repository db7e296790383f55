import sharp from 'sharp';
import { type RgbaImage, readPageBarcodes } from '../barcodes/readBarcodes';
import type { RenderedPage } from '../pdf/pageImage';

/** What one page shows: whether it is blank, the barcodes on it and its text layer (PDF only). */
export type PageAnalysis = { isBlank: boolean; barcodes: string[]; text: string };

// Judged on a small greyscale copy: scanner specks average out, a line of text still shows.
const SampleWidth = 400;
const DarkBelow = 170;
// Share of dark pixels under which a page counts as blank (about 150 pixels of the sample).
const BlankShare = 0.001;
// Scanners leave dark edges: a margin on every side is not looked at.
const Margin = 0.04;

/** Whether RGBA pixels show an (almost) empty page. */
export async function isBlankImage(image: RgbaImage): Promise<boolean> {
  const input = Buffer.from(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
  const { data, info } = await sharp(input, {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: Math.min(SampleWidth, image.width) })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor(info.width * Margin);
  const top = Math.floor(info.height * Margin);
  let dark = 0;
  let counted = 0;
  for (let y = top; y < info.height - top; y++)
    for (let x = left; x < info.width - left; x++) {
      counted += 1;
      if (data[y * info.width * info.channels + x * info.channels] < DarkBelow) dark += 1;
    }
  return counted === 0 || dark / counted < BlankShare;
}

/**
 * Analyses a page from its pixels and text: a page with text or ink is not blank; barcodes are read
 * only on pages that are not blank.
 */
export async function analysePixels(image: RgbaImage, text: string): Promise<PageAnalysis> {
  const isBlank = text.trim() === '' && (await isBlankImage(image));
  const barcodes = isBlank ? [] : await readPageBarcodes(image);
  return { isBlank, barcodes, text };
}

/** Analyses a rendered page JPEG (images and scans, which have no text layer). */
export async function analyseRenderedPage(page: RenderedPage, text = ''): Promise<PageAnalysis> {
  const { data, info } = await sharp(page.jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return analysePixels({ pixels: data, width: info.width, height: info.height }, text);
}
