import type { Grey } from './grey';

/** The page is seen in blocks this many pixels square (about 4 mm at the reading size): no letter fills one. */
const Block = 32;
/** A page whose paper reads at least this light in half its blocks is lit evenly enough: it is left as it is. */
const EvenPaper = 230;

type Blocks = { values: ArrayLike<number>; columns: number; rows: number };

/** The lightest pixel of each block: paper shows between the letters everywhere. */
function lightestPerBlock({ pixels, width, height }: Grey): Blocks {
  const columns = Math.ceil(width / Block);
  const rows = Math.ceil(height / Block);
  const values = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / Block) * columns;
    for (let x = 0; x < width; x++) {
      const value = pixels[y * width + x];
      const at = row + Math.floor(x / Block);
      if (value > values[at]) values[at] = value;
    }
  }
  return { values, columns, rows };
}

/** Each block's value reduced with its neighbours'. */
function around({ values, columns, rows }: Blocks, reduce: (values: number[]) => number): Blocks {
  const result = new Float64Array(columns * rows);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < columns; bx++) {
      const near: number[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [bx + dx, by + dy];
          if (nx >= 0 && ny >= 0 && nx < columns && ny < rows) near.push(values[ny * columns + nx]);
        }
      result[by * columns + bx] = reduce(near);
    }
  return { values: result, columns, rows };
}

/** The paper's brightness around each block: the lightest of it and its neighbours, smoothed so it changes gradually. */
function paperLight(lightest: Blocks): Blocks {
  const widest = around(lightest, (values) => Math.max(...values));
  return around(widest, (values) => values.reduce((sum, value) => sum + value, 0) / values.length);
}

function median(values: ArrayLike<number>): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 255;
}

/**
 * A page photographed under uneven light (a lamp to one side, the phone's shadow over a corner, the desk around the
 * sheet) evened out: each pixel divided by the paper's brightness around it, so the paper reads white everywhere and
 * the print dark, in the shadow as in the light; the desk, having no print, reads as paper. Tesseract sets one
 * threshold between ink and paper for the whole page: on such a photo it reads the shadow and the dim side as ink, or
 * the print there as paper. A page whose paper is white (a PDF, a scan) comes back as it is.
 */
export function evenLight(grey: Grey): Grey {
  const lightest = lightestPerBlock(grey);
  if (median(lightest.values) >= EvenPaper) return grey;
  const { values: light, columns, rows } = paperLight(lightest);
  const { pixels, width, height } = grey;
  const evened = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    // Between the blocks' centres, the light is interpolated: no block's edge shows.
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / Block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(columns - 1, Math.max(0, (x + 0.5) / Block - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(columns - 1, x0 + 1);
      const wx = fx - x0;
      const paper =
        light[y0 * columns + x0] * (1 - wx) * (1 - wy) +
        light[y0 * columns + x1] * wx * (1 - wy) +
        light[y1 * columns + x0] * (1 - wx) * wy +
        light[y1 * columns + x1] * wx * wy;
      const index = y * width + x;
      evened[index] = Math.min(255, Math.round((pixels[index] * 255) / Math.max(1, paper)));
    }
  }
  return { pixels: evened, width, height };
}
