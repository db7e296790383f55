import { removeRules } from './removeRules';

/** A white image with ink where `draw` says, and its pixels as rows of '#' (ink), '.' (white) and '+' (grey). */
function image(width: number, height: number, draw: (x: number, y: number) => number | null) {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = draw(x, y);
      if (value !== null) pixels[y * width + x] = value;
    }
  return pixels;
}
const rows = (pixels: Uint8Array, width: number) =>
  Array.from({ length: pixels.length / width }, (_, y) =>
    Array.from(pixels.subarray(y * width, (y + 1) * width), (value) =>
      value < 140 ? '#' : value < 255 ? '+' : '.',
    ).join(''),
  );

describe('removeRules', () => {
  it('whitens a table rule across the page and its grey edge, and keeps the figure standing on it', () => {
    // A rule on row 6 (grey edge on rows 5 and 7) under a figure: a stroke of ink on rows 2 to 6 in column 10.
    const pixels = image(30, 9, (x, y) => {
      if (x === 10 && y >= 2 && y <= 6) return 0;
      if (y === 6) return 20;
      if (y === 5 || y === 7) return 200;
      return null;
    });
    expect(rows(removeRules(pixels, 30, 9, 20), 30)).toEqual([
      '..............................',
      '..............................',
      '..........#...................',
      '..........#...................',
      '..........#...................',
      '..........#...................',
      '..............................',
      '..............................',
      '..............................',
    ]);
  });

  it('whitens the border of a box, down the page as across it', () => {
    const pixels = image(30, 30, (x, y) => (x === 3 || (y === 2 && x >= 3) ? 0 : null));
    const result = rows(removeRules(pixels, 30, 30, 20), 30);
    expect(result.every((row) => row === '.'.repeat(30))).toBe(true);
  });

  it('keeps letters and short strokes: runs of ink shorter than a rule', () => {
    const pixels = image(30, 9, (x, y) => ((y === 4 && x < 19) || (x === 25 && y < 8) ? 0 : null));
    expect(removeRules(pixels, 30, 9, 20)).toEqual(pixels);
  });
});
