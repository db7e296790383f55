import type { PageWord } from '../../../domain/recognition/types';
import { Ink } from './grey';
import { wordsFromHocr } from './hocrWords';

/** A grey image as tesseract reads it: one byte a pixel, row after row. */
export type GreyImage = { pixels: Uint8Array; width: number; height: number };

/** Reads a grey image (a binary PGM) and returns tesseract's hOCR. */
export type ReadImage = (pgm: Buffer) => Promise<string>;

type Box = PageWord['Box'];

/**
 * Words read with less confidence than this are doubtful. Recognition takes a word below 0.15 for noise (and below
 * 0.4 when it has hardly a letter), yet tesseract now and then gives a clearly printed amount ("4,222.52", "TVA")
 * or the lone first figure of "1 061,66" a confidence of 0 when reading the whole page.
 */
const Doubtful = 0.4;
/** A second reading counts when it is at least this sure. */
const Sure = 0.6;
/** At most this many words are read again per page: a page full of doubt (a photo, a stain) is not worth it. */
const MaxRereads = 30;
/**
 * How far beside a doubtful word the pieces read again reach, in line heights, one after the other until one reads
 * sure: the word nearly alone (beside "€" tesseract may doubt "4,222.52" again), then with a neighbour or two, so
 * that a lone figure reads as a figure of its amount ("1 061,66" as "1061,66").
 */
const Beside = [0.5, 4];
/** Ink a space's width before a figure, in line heights: where the lost first group of "1 053,70" would stand. */
const LostReach = 1.5;

/** A second reading: the words it replaces (the word read again among them) and the words read in their place. */
type Reread = { word: PageWord; replaced: PageWord[]; words: PageWord[] };

/** A binary PGM of a part of the image. */
export function cropPgm(image: GreyImage, left: number, top: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height);
  for (let row = 0; row < height; row++) {
    const start = (top + row) * image.width + left;
    data.set(image.pixels.subarray(start, start + width), row * width);
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii'), data]);
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]));
const centreY = (box: Box) => box[1] + box[3] / 2;

/**
 * Reads parts of a page again where the first reading is in doubt, each in a piece of the image around a word (its
 * line, a word or a few wide): out of the page's context tesseract reads them with their true confidence. Read
 * again are the doubtful words, and the figures with unread ink just before them (tesseract drops a lone "1",
 * reading "1 053,70" as "053,70"). When the second reading of what stands on the word is sure, it replaces the word
 * and the neighbours it covers ("1" and "061,66" by "1061,66"); the other words stay as they were. `words` have
 * boxes as fractions of `image`.
 */
export async function rereadDoubtful(
  words: PageWord[],
  image: GreyImage,
  read: ReadImage,
): Promise<PageWord[]> {
  const doubtful = words.filter((word) => (word.Confidence ?? 1) < Doubtful && /[\p{L}\d]/u.test(word.Text));
  const clipped = words.filter(
    (word) => !doubtful.includes(word) && lostInkBefore(word, words, image) !== null,
  );
  const jobs = [
    ...doubtful.map((word) => () => rereadWord(word, words, image, read)),
    ...clipped.map((word) => () => rereadClipped(word, words, image, read)),
  ].slice(0, MaxRereads);
  if (jobs.length === 0) return words;
  const rereads = await Promise.all(jobs.map((job) => job()));
  const gone = new Set<PageWord>();
  const inserted = new Map<PageWord, PageWord[]>();
  for (const reread of rereads) {
    // A word that an earlier second reading replaced is read already.
    if (!reread || reread.replaced.some((word) => gone.has(word))) continue;
    for (const word of reread.replaced) gone.add(word);
    inserted.set(reread.word, reread.words);
  }
  return words.flatMap((word) => inserted.get(word) ?? (gone.has(word) ? [] : [word]));
}

async function rereadWord(
  word: PageWord,
  words: PageWord[],
  image: GreyImage,
  read: ReadImage,
): Promise<Reread | null> {
  const lineHeight = word.Box[3] * image.height;
  for (const beside of Beside) {
    const reach = Math.round(lineHeight * beside);
    const reread = await rereadAround(word, words, image, read, reach, reach);
    if (reread) return reread;
  }
  return null;
}

/** A figure with its lost first group before it: read again from that ink on, it must read longer and the same. */
async function rereadClipped(
  word: PageWord,
  words: PageWord[],
  image: GreyImage,
  read: ReadImage,
): Promise<Reread | null> {
  const ink = lostInkBefore(word, words, image);
  if (ink === null) return null;
  const pad = Math.round((word.Box[3] * image.height) / 2);
  const before = Math.round(word.Box[0] * image.width) - ink + pad;
  const reread = await rereadAround(word, words, image, read, before, pad);
  const compact = (text: string) => text.replace(/\s/g, '');
  const text = compact(reread?.words.map((again) => again.Text).join('') ?? '');
  const own = compact(word.Text);
  // Only figures came before: "1" of "1 053,70", not a sign or a letter read into the amount.
  const lost = text.endsWith(own) ? text.slice(0, text.length - own.length) : '';
  return reread && /^\d[\d.,']*$/.test(lost) ? reread : null;
}

/**
 * Where unread ink starts before a word beginning with a figure (in pixels from the image's left), within a space's
 * width on its line: ink that no word of the first reading covers. Null when there is none.
 */
function lostInkBefore(word: PageWord, words: PageWord[], image: GreyImage): number | null {
  if (!/^\d/.test(word.Text)) return null;
  const [x, y, , h] = word.Box;
  const lineHeight = h * image.height;
  const right = Math.round(x * image.width) - Math.max(2, Math.round(lineHeight * 0.1));
  const left = Math.max(0, Math.round(x * image.width - lineHeight * LostReach));
  // The middle of the line only: not the descenders of the line above nor the capitals of the line below.
  const top = Math.round((y + h * 0.25) * image.height);
  const bottom = Math.round((y + h * 0.75) * image.height);
  if (right <= left || bottom <= top) return null;
  const covered = words
    .filter((other) => other !== word)
    .map((other) => [
      Math.round(other.Box[0] * image.width) - 1,
      Math.round((other.Box[0] + other.Box[2]) * image.width) + 1,
      Math.round(other.Box[1] * image.height),
      Math.round((other.Box[1] + other.Box[3]) * image.height),
    ])
    .filter(([l, r, t, b]) => r > left && l < right && b > top && t < bottom);
  let first: number | null = null;
  let count = 0;
  for (let column = left; column < right; column++)
    for (let row = top; row < bottom; row++) {
      if (image.pixels[row * image.width + column] >= Ink) continue;
      if (covered.some(([l, r, t, b]) => column >= l && column < r && row >= t && row < b)) continue;
      count += 1;
      first ??= column;
    }
  // A figure's stroke, not a speck: ink at least as much as a line's height.
  return count >= lineHeight ? first : null;
}

async function rereadAround(
  word: PageWord,
  words: PageWord[],
  image: GreyImage,
  read: ReadImage,
  before: number,
  after: number,
): Promise<Reread | null> {
  const [x, y, w, h] = word.Box;
  const padY = Math.round((h * image.height) / 2);
  // The boxes were whole pixels of this image before they became fractions.
  const left = Math.max(0, Math.round(x * image.width) - before);
  const top = Math.max(0, Math.round(y * image.height) - padY);
  const right = Math.min(image.width, Math.round((x + w) * image.width) + after);
  const bottom = Math.min(image.height, Math.round((y + h) * image.height) + padY);
  const [cropWidth, cropHeight] = [right - left, bottom - top];
  if (cropWidth < 2 || cropHeight < 2) return null;
  const hocr = await read(cropPgm(image, left, top, cropWidth, cropHeight));
  const found = wordsFromHocr(hocr, cropWidth, cropHeight).map((again) => ({
    ...again,
    Box: [
      (left + again.Box[0] * cropWidth) / image.width,
      (top + again.Box[1] * cropHeight) / image.height,
      (again.Box[2] * cropWidth) / image.width,
      (again.Box[3] * cropHeight) / image.height,
    ].map((value) => Math.round(value * 1e5) / 1e5) as Box,
  }));
  // What now stands on the word, on its line.
  const onWord = found.filter(
    (again) => overlap(again.Box, word.Box) > 0 && Math.abs(centreY(again.Box) - centreY(word.Box)) < h / 2,
  );
  if (onWord.length === 0 || onWord.some((again) => (again.Confidence ?? 0) < Sure)) return null;
  // A figure stays a figure: a doubtful "2" read again as "Zu" is a guess.
  if (/\d/.test(word.Text) && !onWord.some((again) => /\d/.test(again.Text))) return null;
  // A word cut by the piece's edge is not read whole.
  const [edgeLeft, edgeRight] = [left / image.width, right / image.width];
  const cut = (box: Box) =>
    (left > 0 && box[0] <= edgeLeft + 1 / image.width) ||
    (right < image.width && box[0] + box[2] >= edgeRight - 1 / image.width);
  if (onWord.some((again) => cut(again.Box))) return null;
  // The first reading's words that the second covers (half of them or more), the word itself among them.
  const replaced = words.filter(
    (other) =>
      other === word ||
      (Math.abs(centreY(other.Box) - centreY(word.Box)) < h / 2 &&
        onWord.some((again) => overlap(again.Box, other.Box) >= other.Box[2] / 2)),
  );
  return { word, replaced, words: onWord };
}
