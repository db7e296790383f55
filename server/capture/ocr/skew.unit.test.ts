import sharp from 'sharp';
import { prepareImage } from './prepareImage';
import { estimateSkew } from './skew';

/**
 * A page of text-like ink: lines 8 pixels high every 30 pixels, each a row of "words" 20 to 90 pixels long, the
 * lines sloping by `degrees` (descending to the right when positive), as a sheet fed askew is scanned.
 */
function textPage(width: number, height: number, degrees: number): Uint8Array {
  const pixels = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let y = 0; y < height; y++)
    for (let x = 60; x < width - 60; x++) {
      const straight = y - x * slope;
      const line = Math.floor(straight / 30);
      if (line < 2 || straight - line * 30 >= 8 || line * 30 > height - 90) continue;
      // Words and the gaps between them, different on each line.
      const word = Math.floor((x + line * 37) / 55);
      if ((x + line * 37) % 55 < 20 + ((word * 13 + line * 7) % 35)) pixels[y * width + x] = 20;
    }
  return pixels;
}

describe('estimateSkew', () => {
  it.each([1.5, -0.8, 2.4, -2.9])('finds lines sloping %s° (within 0.05°)', (degrees) => {
    const skew = estimateSkew(textPage(900, 1200, degrees), 900, 1200);
    expect(Math.abs(skew - degrees)).toBeLessThanOrEqual(0.05);
  });

  it('takes a straight page as straight, and a blank one too', () => {
    expect(estimateSkew(textPage(900, 1200, 0), 900, 1200)).toBe(0);
    expect(estimateSkew(new Uint8Array(900 * 1200).fill(255), 900, 1200)).toBe(0);
  });
});

describe('prepareImage', () => {
  const png = (pixels: Uint8Array) =>
    sharp(pixels, { raw: { width: 1200, height: 1700, channels: 1 } })
      .png()
      .toBuffer();
  const ink = (pixels: Uint8Array) => pixels.filter((value) => value < 128).length;

  it('turns a scan fed askew straight before OCR reads it, its ink whole', async () => {
    const straight = await prepareImage(await png(textPage(1200, 1700, 0)));
    const prepared = await prepareImage(await png(textPage(1200, 1700, 1.6)));
    expect(Math.abs(estimateSkew(prepared.pixels, prepared.readWidth, prepared.readHeight))).toBeLessThan(
      0.15,
    );
    expect([prepared.width, prepared.height, prepared.readWidth]).toEqual([1200, 1700, straight.readWidth]);
    expect(Math.abs(ink(prepared.pixels) / ink(straight.pixels) - 1)).toBeLessThan(0.1);
  });
});
