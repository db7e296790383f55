import type { QuarterTurn } from '../../../domain/recognition/pageTurn';
import { type Grey, Ink } from './grey';

/**
 * Strips this many pixels wide (or tall) are profiled apart: a text line of a scan fed 2° askew drifts by 7 pixels
 * across one, still less than the gap between lines, while across the whole page it would blur every line into the
 * next.
 */
const Strip = 200;
/**
 * A page's lines must stand across it this much more clearly than along it before it counts as sideways. Measured
 * on the corpus, upright pages come to at most 1.4 (a page that is one ruled table of narrow columns), pages scanned
 * sideways to 2.6 and more.
 */
const SidewaysMargin = 2;
/** Runs of ink rows shorter or taller than this (at the reading size, about 215 dpi) are no line of text. */
const MinLineRows = 10;
const MaxLineRows = 90;
/** Ink below the lines' cores must outweigh the ink above them this much before a page counts as upside down. */
const UpsideDownMargin = 1.3;
/** Too little ink to tell: the page is left as it is. */
const MinInkPixels = 2000;

/**
 * How clearly the ink stands in lines along one axis: per strip across the other axis, the sum of the squared ink
 * counts of its rows (or columns), against what the same ink spread evenly would give. Text lines concentrate a
 * strip's ink in the rows of the lines and leave the rows between them empty.
 */
function lineContrast({ pixels, width, height }: Grey, across: 'rows' | 'columns'): number {
  const [length, breadth] = across === 'rows' ? [height, width] : [width, height];
  let actual = 0;
  let even = 0;
  const counts = new Float64Array(length);
  for (let start = 0; start < breadth; start += Strip) {
    const end = Math.min(breadth, start + Strip);
    counts.fill(0);
    let total = 0;
    for (let along = 0; along < length; along++) {
      let count = 0;
      for (let at = start; at < end; at++) {
        const index = across === 'rows' ? along * width + at : at * width + along;
        if (pixels[index] < Ink) count++;
      }
      counts[along] = count;
      total += count;
    }
    for (const count of counts) actual += count * count;
    even += (total * total) / length;
  }
  return even === 0 ? 1 : actual / even;
}

/** Whether the page's text lines run from top to bottom: the page was scanned a quarter turn off. */
export function isSideways(image: Grey): boolean {
  if (inkOf(image) < MinInkPixels) return false;
  return lineContrast(image, 'columns') > lineContrast(image, 'rows') * SidewaysMargin;
}

function inkOf({ pixels }: Grey): number {
  let ink = 0;
  for (let index = 0; index < pixels.length; index += 7) if (pixels[index] < Ink) ink++;
  return ink * 7;
}

/**
 * Whether a page whose lines run across it stands on its head, told by the shape of Latin print: a line's letters
 * share a core (the height of an x), and more of them rise above it (capitals, digits, b d f h k l t) than hang
 * below it (g j p q y). Per strip, every run of ink rows the height of a line of text is split into its core (the
 * rows with at least half its fullest row's ink) and what stands above and below; upside down, more stands below.
 */
export function isUpsideDown(image: Grey): boolean {
  const { above, below } = inkBesideCores(image);
  if (above + below < MinInkPixels / 4) return false;
  return below > above * UpsideDownMargin;
}

/** The ink above and below the cores of a page's lines of text (see isUpsideDown). */
export function inkBesideCores(image: Grey): { above: number; below: number } {
  const { pixels, width, height } = image;
  let above = 0;
  let below = 0;
  const counts = new Float64Array(height);
  for (let start = 0; start < width; start += Strip) {
    const end = Math.min(width, start + Strip);
    for (let y = 0; y < height; y++) {
      let count = 0;
      for (let x = start; x < end; x++) if (pixels[y * width + x] < Ink) count++;
      counts[y] = count;
    }
    let y = 0;
    while (y < height) {
      if (counts[y] === 0) {
        y++;
        continue;
      }
      const top = y;
      while (y < height && counts[y] > 0) y++;
      const rows = y - top;
      if (rows < MinLineRows || rows > MaxLineRows) continue;
      let fullest = 0;
      for (let row = top; row < y; row++) fullest = Math.max(fullest, counts[row]);
      let coreTop = top;
      while (counts[coreTop] < fullest / 2) coreTop++;
      let coreBottom = y - 1;
      while (counts[coreBottom] < fullest / 2) coreBottom--;
      for (let row = top; row < coreTop; row++) above += counts[row];
      for (let row = coreBottom + 1; row < y; row++) below += counts[row];
    }
  }
  return { above, below };
}

/** A grey image turned a quarter clockwise: the new width is the old height. */
export function turnedQuarter({ pixels, width, height }: Grey): Grey {
  const turned = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) turned[x * height + (height - 1 - y)] = pixels[y * width + x];
  return { pixels: turned, width: height, height: width };
}

/** A grey image turned half round. */
export function turnedHalf({ pixels, width, height }: Grey): Grey {
  return { pixels: Uint8Array.from(pixels).reverse(), width, height };
}

export type { QuarterTurn };
