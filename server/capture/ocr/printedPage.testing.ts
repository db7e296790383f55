import { createCanvas } from '@napi-rs/canvas';
import { Ink } from './grey';

/**
 * A grey page image (one byte a pixel) of lines of print, dark on white, as a page arrives at OCR: for the tests of
 * the image steps before it. Line `n` reads `lines[n % lines.length]`, `fontPixels` high, at `left`, every `pitch`
 * pixels from `top`.
 */
export function printedPage(options: {
  width: number;
  height: number;
  lines: string[];
  count: number;
  fontPixels: number;
  left: number;
  top: number;
  pitch: number;
}): { pixels: Uint8Array; width: number; height: number } {
  const { width, height, lines } = options;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#111';
  context.font = `${options.fontPixels}px sans-serif`;
  for (let line = 0; line < options.count; line++)
    context.fillText(lines[line % lines.length], options.left, options.top + line * options.pitch);
  const rgba = context.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index++) pixels[index] = rgba[index * 4];
  return { pixels, width, height };
}

/** The share of ink among the pixels of a region (x, y, width, height) of a grey page. */
export function inkShare(page: { pixels: Uint8Array; width: number }, [left, top, w, h]: number[]): number {
  let ink = 0;
  for (let y = top; y < top + h; y++)
    for (let x = left; x < left + w; x++) if (page.pixels[y * page.width + x] < Ink) ink++;
  return ink / (w * h);
}
