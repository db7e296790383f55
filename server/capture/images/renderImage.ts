import sharp from 'sharp';
import { DefaultPageRenderOptions, type PageRenderOptions, type RenderedPage } from '../pdf/pageImage';

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
    const metadata = await sharp(bytes).metadata();
    const pageCount = metadata.format === 'tiff' ? (metadata.pages ?? 1) : 1;
    const pages: RenderedPage[] = [];
    for (let page = 0; page < pageCount; page++) pages.push(await renderFrame(bytes, page, options));
    return pages;
  } catch (error) {
    throw new ImageReadError(error);
  }
}
