import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { corpusPath } from '../../../tests/corpora/path';
import { gifImage, twoPageTiff } from '../../services/import/sampleFiles';
import { ImageReadError, renderImagePages } from './renderImage';

const corpus = corpusPath('invoice-pdfs/invoice2data/compare');
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('renderImagePages', () => {
  it('turns a PNG scan into one JPEG page no larger than 1700 px', async () => {
    const png = fs.readFileSync(path.join(corpus, 'oyo.png'));
    const source = await sharp(png).metadata();
    const [page, ...rest] = await renderImagePages(png);
    expect(rest).toHaveLength(0);
    expect(isJpeg(page.jpeg)).toBe(true);
    expect(Math.max(page.width, page.height)).toBe(Math.min(1700, Math.max(source.width, source.height)));
  });

  it('keeps a small image at its own size', async () => {
    const [page] = await renderImagePages(await gifImage());
    expect([page.width, page.height]).toEqual([400, 300]);
    expect(isJpeg(page.jpeg)).toBe(true);
  });

  it('renders every page of a multi-page TIFF', async () => {
    const pages = await renderImagePages(await twoPageTiff());
    expect(pages).toHaveLength(2);
    const means = await Promise.all(
      pages.map(async (page) => (await sharp(page.jpeg).stats()).channels[0].mean),
    );
    expect(means[0]).toBeGreaterThan(means[1]);
  });

  it('refuses a damaged image', async () => {
    const png = fs.readFileSync(path.join(corpus, 'oyo.png'));
    await expect(renderImagePages(png.subarray(0, 2000))).rejects.toBeInstanceOf(ImageReadError);
    await expect(renderImagePages(new TextEncoder().encode('GIF89a not really'))).rejects.toBeInstanceOf(
      ImageReadError,
    );
  });
});
