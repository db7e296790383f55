import sharp from 'sharp';
import {
  DefaultPageRenderOptions,
  type PageRenderOptions,
  type PageSource,
  type RenderedPage,
} from '../pdf/pageImage';

/** An image that cannot be decoded (damaged, truncated or not what its first bytes claim). */
export class ImageReadError extends Error {
  constructor(cause: unknown) {
    super('image is corrupt', { cause });
  }
}

async function renderFrame(
  bytes: Uint8Array,
  page: number,
  options: PageRenderOptions,
): Promise<RenderedPage> {
  const { data, info } = await sharp(bytes, { page, pages: 1 })
    // EXIF orientation first, so phone photos stand upright.
    .rotate()
    .resize(options.longestSide, options.longestSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: options.quality })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

/**
 * Renders an image as JPEG pages: every page of a multi-page TIFF, the first frame of anything else
 * (an animated GIF is one picture, not several pages). Throws ImageReadError when it cannot be decoded.
 */
export async function renderImagePages(
  bytes: Uint8Array,
  options: PageRenderOptions = DefaultPageRenderOptions,
): Promise<RenderedPage[]> {
  try {
    const pageCount = await imagePageCount(bytes);
    const pages: RenderedPage[] = [];
    for (let page = 0; page < pageCount; page++) pages.push(await renderFrame(bytes, page, options));
    return pages;
  } catch (error) {
    throw new ImageReadError(error);
  }
}

async function imagePageCount(bytes: Uint8Array): Promise<number> {
  const metadata = await sharp(bytes).metadata();
  return metadata.format === 'tiff' ? (metadata.pages ?? 1) : 1;
}

/** The page count, after decoding the first frame: a truncated file has a valid header but no picture. */
async function readableImagePages(bytes: Uint8Array): Promise<number> {
  const pageCount = await imagePageCount(bytes);
  await sharp(bytes, { pages: 1 }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  return pageCount;
}

/**
 * Opens an image for page-by-page rendering: its page count from the header, each page rendered on
 * demand. Throws ImageReadError when the image cannot be decoded.
 */
export async function openImagePages(bytes: Uint8Array, options: PageRenderOptions): Promise<PageSource> {
  const pageCount = await readableImagePages(bytes).catch((error: unknown) => {
    throw new ImageReadError(error);
  });
  return {
    pageCount,
    render: (pageNumber) =>
      renderFrame(bytes, pageNumber - 1, options).catch((error: unknown) => {
        throw new ImageReadError(error);
      }),
    close: async () => undefined,
  };
}
