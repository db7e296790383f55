import { readBarcodes } from './zxing';

/** Pixels of a page: 4 channels (RGBA) per pixel. */
export type RgbaImage = { pixels: Uint8Array | Uint8ClampedArray; width: number; height: number };

/**
 * The texts of the barcodes and QR codes on a page, in reading order (empty when none). Reads at most
 * a few symbols: a page carries a separator code or an invoice code, not a sheet of labels.
 */
export async function readPageBarcodes(image: RgbaImage): Promise<string[]> {
  const data = new Uint8ClampedArray(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
  const results = await readBarcodes(
    { data, width: image.width, height: image.height, colorSpace: 'srgb' } as ImageData,
    { maxNumberOfSymbols: 4, tryHarder: true },
  );
  return results.filter((result) => result.isValid && result.text !== '').map((result) => result.text);
}
