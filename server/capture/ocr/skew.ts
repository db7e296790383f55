import { Ink } from './grey';

/** Scans are fed at most this far askew; a page turned further is not a skewed scan. */
const MaxDegrees = 3;
const CoarseStep = 0.1;
const FineStep = 0.02;
/** Every second pixel across (each row down, which the angle's precision needs): enough ink, half the work. */
const Sample = 2;
/** Below this a page is straight enough: its text lines drift less than two pixels over a page's width. */
export const MinSkewDegrees = 0.15;
/** The best angle must align the ink's rows this much better than leaving the page as it is. */
const MinGain = 1.02;

/**
 * How far a scanned page's text lines slope, in degrees: positive when they descend to the right (the sheet was fed
 * turned clockwise), 0 when the page is straight or no angle within ±3° lines its ink up clearly better. Found by
 * the projection profile: sheared by the right angle, the ink of each text line falls into few rows, so the sum of
 * the squared row counts is largest there.
 */
export function estimateSkew(pixels: Uint8Array, width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x += Sample)
      if (pixels[y * width + x] < Ink) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 500) return 0;
  const reach = Math.ceil(width * Math.tan((MaxDegrees * Math.PI) / 180)) + 1;
  const rows = new Float64Array(height + 2 * reach + 1);
  const score = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let index = 0; index < xs.length; index++)
      rows[Math.round(ys[index] - xs[index] * slope) + reach] += 1;
    let sum = 0;
    for (const count of rows) sum += count * count;
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let top = -1;
    for (let degrees = from; degrees <= to + step / 2; degrees += step) {
      const value = score(degrees);
      if (value > top) [angle, top] = [degrees, value];
    }
    return { angle, top };
  };
  const coarse = best(-MaxDegrees, MaxDegrees, CoarseStep);
  const fine = best(coarse.angle - CoarseStep, coarse.angle + CoarseStep, FineStep);
  if (fine.top < score(0) * MinGain) return 0;
  return Math.round(fine.angle * 100) / 100;
}
