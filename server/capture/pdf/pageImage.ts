import sharp from 'sharp';

/** One rendered page: a JPEG with its pixel size. */
export type RenderedPage = { jpeg: Buffer; width: number; height: number };

/** The pages of one file, rendered one at a time on demand (page numbers from 1); close() frees the file. */
export type PageSource = {
  pageCount: number;
  render(pageNumber: number): Promise<RenderedPage>;
  close(): Promise<void>;
};

/** How pages are rendered: the longest side in pixels and the JPEG quality. */
export type PageRenderOptions = { longestSide: number; quality: number };

/** Readable on screen and in the zoomed viewer, while a text page stays around 250 kB. */
export const DefaultPageRenderOptions: PageRenderOptions = { longestSide: 1700, quality: 80 };

/** Encodes RGBA pixels as a JPEG page on a white background (transparent areas turn white). */
export async function jpegFromRgba(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  quality: number,
): Promise<RenderedPage> {
  const input = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const jpeg = await sharp(input, { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: false })
    .toBuffer();
  return { jpeg, width, height };
}

/** A white A4 page, shown for a page that cannot be rendered, so the document is never left incomplete. */
export async function blankPage(options: PageRenderOptions): Promise<RenderedPage> {
  const height = options.longestSide;
  const width = Math.round((height * 210) / 297);
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .jpeg({ quality: options.quality })
    .toBuffer();
  return { jpeg, width, height };
}
