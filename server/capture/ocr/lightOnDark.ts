import { type Grey, Ink } from './grey';

/** The page is seen in blocks this many pixels square (about 2 mm at the reading size). */
const Block = 16;
/** A block whose middle value is darker than this is filled: a tint or a colour covers most of it, not paper. */
const FilledBelow = 176;
/** A band is at least this many blocks wide (about 11 mm) and high (about 4 mm): a rule or a stroke is not. */
const MinColumns = 6;
const MinRows = 2;
/** Its blocks fill at least this share of the rectangle round them: a band or a box, not a letter or a picture. */
const MinFill = 0.75;
/** A pixel this close to the band's value is the band's colour. */
const Tolerance = 48;
/** The print on a band covers less of it than this; a QR code or a barcode, half of it, is no band of text. */
const MaxPrintShare = 0.4;
/** Ink over this share of a band's height (or width) is a gap between its cells, not print. */
const CrossingShare = 0.9;

type Rectangle = { left: number; top: number; right: number; bottom: number };

/** The middle value of each block, from a histogram per block. */
function blockMedians({ pixels, width, height }: Grey): {
  values: Uint8Array;
  columns: number;
  rows: number;
} {
  const columns = Math.ceil(width / Block);
  const rows = Math.ceil(height / Block);
  const values = new Uint8Array(columns * rows);
  const histograms = new Uint32Array(columns * 256);
  for (let row = 0; row < rows; row++) {
    histograms.fill(0);
    const bottom = Math.min(height, (row + 1) * Block);
    for (let y = row * Block; y < bottom; y++)
      for (let x = 0; x < width; x++) histograms[Math.floor(x / Block) * 256 + pixels[y * width + x]]++;
    for (let column = 0; column < columns; column++) {
      const count = (Math.min(width, (column + 1) * Block) - column * Block) * (bottom - row * Block);
      let seen = 0;
      let value = 0;
      while (value < 255 && seen + histograms[column * 256 + value] <= count / 2) {
        seen += histograms[column * 256 + value];
        value++;
      }
      values[row * columns + column] = value;
    }
  }
  return { values, columns, rows };
}

/** The groups of filled blocks that touch (side by side or one above the other), each as its blocks' indexes. */
function filledGroups(filled: boolean[], columns: number): number[][] {
  const seen = new Uint8Array(filled.length);
  const groups: number[][] = [];
  for (let start = 0; start < filled.length; start++) {
    if (!filled[start] || seen[start]) continue;
    const group = [start];
    seen[start] = 1;
    for (let next = 0; next < group.length; next++) {
      const at = group[next];
      const x = at % columns;
      const near = [at - columns, at + columns, x > 0 ? at - 1 : -1, x < columns - 1 ? at + 1 : -1];
      for (const other of near)
        if (other >= 0 && other < filled.length && filled[other] && !seen[other]) {
          seen[other] = 1;
          group.push(other);
        }
    }
    groups.push(group);
  }
  return groups;
}

/** The share of a row (`across` false: a column) of the rectangle whose pixels have the band's colour. */
function bandShare(grey: Grey, box: Rectangle, line: number, across: boolean, band: number): number {
  const [from, to] = across ? [box.left, box.right] : [box.top, box.bottom];
  if (to <= from) return 0;
  let count = 0;
  for (let along = from; along < to; along++) {
    const value = across ? grey.pixels[line * grey.width + along] : grey.pixels[along * grey.width + line];
    if (Math.abs(value - band) <= Tolerance) count++;
  }
  return count / (to - from);
}

/**
 * A rectangle of whole blocks fitted to the band's edges, which seldom fall on a block's: each edge moved in while
 * the row or column it lies on is mostly paper, and out while the one beyond is mostly the band's colour.
 */
function fitted(grey: Grey, box: Rectangle, band: number): Rectangle {
  const fit = { ...box };
  const isBand = (line: number, across: boolean) => bandShare(grey, fit, line, across, band) >= 0.5;
  // Each edge with its step outwards and how far it may go; the bottom and right edges lie just past the band.
  const edges = [
    { edge: 'top', out: -1, across: true, limit: 0 },
    { edge: 'bottom', out: 1, across: true, limit: grey.height },
    { edge: 'left', out: -1, across: false, limit: 0 },
    { edge: 'right', out: 1, across: false, limit: grey.width },
  ] as const;
  for (const { edge, out, across, limit } of edges) {
    const inside = () => (out < 0 ? fit[edge] : fit[edge] - 1);
    const size = () => (across ? fit.bottom - fit.top : fit.right - fit.left);
    for (let moved = 0; moved < Block && size() > Block && !isBand(inside(), across); moved++)
      fit[edge] -= out;
    for (let moved = 0; moved < Block && fit[edge] !== limit && isBand(inside() + out, across); moved++)
      fit[edge] += out;
  }
  return fit;
}

/**
 * Print on a coloured band or box made dark on light, as the rest of the page: the white column headings on a
 * table's dark header row, "Total to pay" in white in an orange box, a grey label on a tinted strip. Tesseract sets
 * one threshold between ink and paper for the whole page; there the band falls on the ink's side, and light print
 * on it reads as paper or not at all. Each band (a filled rectangle at least 11 mm by 4 mm, its print covering less
 * than 40 % of it) becomes paper and its print ink: light print inverted, dark print on a tint stretched. A page
 * without such a band comes back as it is.
 */
export function lightOnDark(grey: Grey): Grey {
  const { values, columns, rows } = blockMedians(grey);
  const filled = Array.from(values, (value) => value < FilledBelow);
  let result: Uint8Array | null = null;
  for (const group of filledGroups(filled, columns)) {
    if (group.length < MinColumns * MinRows) continue;
    const xs = group.map((at) => at % columns);
    const ys = group.map((at) => Math.floor(at / columns));
    const [left, right] = [Math.min(...xs), Math.max(...xs) + 1];
    const [top, bottom] = [Math.min(...ys), Math.max(...ys) + 1];
    if (right - left < MinColumns || bottom - top < MinRows) continue;
    if (group.length < MinFill * (right - left) * (bottom - top)) continue;
    // Half the page or more filled is a dark photo or a scan's background, not a band.
    if (group.length > (columns * rows) / 2) continue;
    const medians = group.map((at) => values[at]).sort((a, b) => a - b);
    const band = medians[Math.floor(medians.length / 2)];
    const box = fitted(
      grey,
      {
        left: left * Block,
        top: top * Block,
        right: Math.min(grey.width, right * Block),
        bottom: Math.min(grey.height, bottom * Block),
      },
      band,
    );
    const print = printOn(grey, box, band);
    if (!print) continue;
    result ??= Uint8Array.from(grey.pixels);
    markBand(grey, result, box, band, print === 'light');
  }
  return result ? { ...grey, pixels: result } : grey;
}

/** Whether the print on a band is lighter or darker than it; null when it covers too much of it to be print. */
function printOn(grey: Grey, box: Rectangle, band: number): 'light' | 'dark' | null {
  let lighter = 0;
  let darker = 0;
  for (let y = box.top; y < box.bottom; y++)
    for (let x = box.left; x < box.right; x++) {
      const value = grey.pixels[y * grey.width + x];
      if (value > band + Tolerance) lighter++;
      else if (value < band - Tolerance) darker++;
    }
  const area = (box.right - box.left) * (box.bottom - box.top);
  if (area === 0 || (lighter + darker) / area > MaxPrintShare) return null;
  return lighter > darker ? 'light' : 'dark';
}

/** Writes the band's pixels into `out` as paper and its print as ink: light print inverted, dark print stretched. */
function markBand(grey: Grey, out: Uint8Array, box: Rectangle, band: number, inverted: boolean): void {
  for (let y = box.top; y < box.bottom; y++)
    for (let x = box.left; x < box.right; x++) {
      const index = y * grey.width + x;
      const value = grey.pixels[index];
      const mapped = inverted
        ? (255 * (255 - value)) / Math.max(1, 255 - band)
        : (255 * value) / Math.max(1, band);
      out[index] = Math.max(0, Math.min(255, Math.round(mapped)));
    }
  whitenCrossings(out, grey.width, box);
}

/**
 * The gaps between a header row's cells (a white column between two dark ones), once ink, run from the band's top to
 * its bottom, as no letter does: OCR would read them as "|" stuck to the headings. They, and any line right across the
 * band, become paper.
 */
function whitenCrossings(pixels: Uint8Array, width: number, box: Rectangle): void {
  const [columns, rows] = [box.right - box.left, box.bottom - box.top];
  const isInk = (x: number, y: number) => pixels[y * width + x] < Ink;
  const crossingColumns: number[] = [];
  for (let x = box.left; x < box.right; x++) {
    let ink = 0;
    for (let y = box.top; y < box.bottom; y++) if (isInk(x, y)) ink++;
    if (ink >= CrossingShare * rows) crossingColumns.push(x);
  }
  const crossingRows: number[] = [];
  for (let y = box.top; y < box.bottom; y++) {
    let ink = 0;
    for (let x = box.left; x < box.right; x++) if (isInk(x, y)) ink++;
    if (ink >= CrossingShare * columns) crossingRows.push(y);
  }
  for (const x of crossingColumns) for (let y = box.top; y < box.bottom; y++) pixels[y * width + x] = 255;
  for (const y of crossingRows) pixels.fill(255, y * width + box.left, y * width + box.right);
}
