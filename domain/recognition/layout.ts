import type { Box, PageWord, PageWords } from './types';

/** A word of a laid-out line; `start`/`end` are its character offsets in the line's text. */
export type LineWord = PageWord & { start: number; end: number };

/** The words of one text line on a page, left to right, and their text joined by single spaces. */
export type TextLine = {
  page: number;
  index: number;
  words: LineWord[];
  text: string;
  /** `text` lower case without accents, same length: labels are matched on it. */
  plain: string;
  box: Box;
  /** Typical word height: gaps are measured in it. */
  height: number;
};

/** The labels' words with an m, which OCR reads as "rn" ("Nurnber", "Factuurdaturn", "Arnount"). */
const WordsWithM = ['number', 'nummer', 'datum', 'amount', 'montant', 'summe', 'commande', 'importe'];
const MisreadM = new RegExp(WordsWithM.map((word) => word.replace(/m/g, '(?:m|rn)')).join('|'), 'g');

/**
 * Lower case without accents, one character per character, so offsets stay valid; the old spelling "faktuur"
 * ("Faktuurnummer", still printed in Flanders) as "factuur", so the labels need one spelling. OCR's usual misreadings
 * of the labels' words are read as meant: "lnvoice" or "1nvoice" (the I read as l or 1) as "invoice", "0rder" (the O
 * read as a zero) as "order", "Nurnber" or "Factuurdaturn" (an m read as rn) as "number", "datum": the letter lost is
 * a space at the word's end.
 */
export function plainText(text: string): string {
  return Array.from(
    text,
    (char) =>
      char
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        // The typographic apostrophe ("Date d’échéance", "jusqu’au") is the labels' own.
        .replace(/[\u2019\u2018\u02bc]/, "'")
        .charAt(0) || char,
  )
    .join('')
    .toLowerCase()
    .replace(/faktuur/g, 'factuur')
    .replace(/(^|[^a-z0-9])[l1](nv)/g, '$1i$2')
    .replace(/(^|[^a-z0-9])0(rder)/g, '$1o$2')
    .replace(MisreadM, (word) => word.replace(/rn/g, 'm').padEnd(word.length));
}

/** The box around several boxes. */
export function unionBox(boxes: Box[]): Box {
  // A loop, not Math.min(...boxes): spread over a line of a hundred thousand words overflows the stack.
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y, width, height] of boxes) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
  }
  const round = (value: number) => Math.round(value * 10000) / 10000;
  return [round(left), round(top), round(right - left), round(bottom - top)];
}

const centreY = (box: Box) => box[1] + box[3] / 2;

/**
 * Whether an OCR word is noise: read with little confidence and no letters or digits to speak of (a rule, a
 * stain, a piece of a logo), or far taller than the page's text (a vertical rule read as "|"). Such words would
 * merge lines and stand between labels and values. Words of the text layer have no confidence and always count.
 */
function isNoise(word: PageWord, typicalHeight: number): boolean {
  // A table's vertical rule between two rows of cells, read as "|" however sure OCR is: it would make the heads and
  // the values under them one line ("Code B.I.C | Code I.B.A.N" over "CCBPFRPP | FR76 …").
  if (/^\|+$/.test(word.Text) && word.Box[3] > typicalHeight * 1.8) return true;
  const confidence = word.Confidence ?? 1;
  if (confidence >= 0.6) return false;
  if (confidence < 0.15) return true;
  if (word.Box[3] > typicalHeight * 3) return true;
  return confidence < 0.4 && !/[\p{L}\d]{2}|^[\p{L}\d€$£%]$/u.test(word.Text);
}

/**
 * The thousands of an amount that OCR barely trusts: one to three digits of the text's height, a space before the
 * rest of the amount ("2" of "2 170,95 €", which tesseract may read with confidence 0). Not noise.
 */
function isThousandsGroup(word: PageWord, typicalHeight: number, words: PageWord[]): boolean {
  const [x, , width, height] = word.Box;
  if (!/^\d{1,3}$/.test(word.Text) || height < typicalHeight * 0.7 || height > typicalHeight * 1.5)
    return false;
  return words.some(
    (next) =>
      /^\d{3}[.,]\d{2}(?!\d)/.test(next.Text) &&
      (next.Confidence ?? 1) >= 0.6 &&
      Math.abs(centreY(next.Box) - centreY(word.Box)) <= height * 0.3 &&
      next.Box[0] > x + width &&
      next.Box[0] - (x + width) <= height,
  );
}

/**
 * The most words a line holds: an invoice's longest lines have some sixty. A PDF's text layer may set any number in one
 * row; such a row goes on as another line, so that what is done for each label on a line stays short.
 */
const MaxLineWords = 250;

/** Groups a page's words into lines: words whose vertical centres lie within half a word height of each other. */
export function pageLines(page: PageWords): TextLine[] {
  const heights = page.Words.map((word) => word.Box[3]).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0.01;
  const kept = (word: PageWord) => !isNoise(word, typical) || isThousandsGroup(word, typical, page.Words);
  const words = page.Words.filter((word) => word.Text.trim() !== '' && kept(word)).sort(
    (a, b) => centreY(a.Box) - centreY(b.Box) || a.Box[0] - b.Box[0],
  );
  const groups: PageWord[][] = [];
  // The top and bottom of the words grouped so far into the last line.
  let [top, bottom] = [0, 0];
  for (const word of words) {
    const group = groups.at(-1);
    const tolerance = Math.max(word.Box[3], group?.[0]?.Box[3] ?? 0) * 0.45;
    // The centre of the line's box as far as it goes, rounded as boxes are.
    const centre = centreY(unionBox([[0, top, 0, bottom - top]]));
    const inLine = group !== undefined && Math.abs(centreY(word.Box) - centre) <= tolerance;
    if (inLine && group.length < MaxLineWords) {
      group.push(word);
      [top, bottom] = [Math.min(top, word.Box[1]), Math.max(bottom, word.Box[1] + word.Box[3])];
    } else {
      groups.push([word]);
      [top, bottom] = [word.Box[1], word.Box[1] + word.Box[3]];
    }
  }
  return groups.map((group, index) => toLine(page.Page, index, group));
}

function toLine(page: number, index: number, group: PageWord[]): TextLine {
  const sorted = [...group].sort((a, b) => a.Box[0] - b.Box[0]);
  let text = '';
  const words: LineWord[] = sorted.map((word) => {
    if (text !== '') text += ' ';
    const start = text.length;
    text += word.Text;
    return { ...word, start, end: text.length };
  });
  const heights = sorted.map((word) => word.Box[3]).sort((a, b) => a - b);
  return {
    page,
    index,
    words,
    text,
    plain: plainText(text),
    box: unionBox(sorted.map((word) => word.Box)),
    height: heights[Math.floor(heights.length / 2)] ?? 0.01,
  };
}

/** The lines of every page, page after page. */
export function documentLines(pages: PageWords[]): TextLine[] {
  return pages.flatMap(pageLines);
}

const positions = new WeakMap<TextLine[], { ofLine: Map<TextLine, number>; ofPlace: Map<string, number> }>();

/** A document's lines indexed once: by line and by page and line number. */
function lineIndex(lines: TextLine[]) {
  let index = positions.get(lines);
  if (!index || index.ofLine.size !== lines.length) {
    index = { ofLine: new Map(), ofPlace: new Map() };
    for (const [position, line] of lines.entries()) {
      index.ofLine.set(line, position);
      if (!index.ofPlace.has(`${line.page}:${line.index}`))
        index.ofPlace.set(`${line.page}:${line.index}`, position);
    }
    positions.set(lines, index);
  }
  return index;
}

/** Where a line stands in a document's lines (-1: not there): looked up, not searched for again at every label. */
export function positionOf(lines: TextLine[], line: TextLine): number {
  return lineIndex(lines).ofLine.get(line) ?? -1;
}

/** Where the line of a page with that number stands in a document's lines (-1: not there). */
export function positionAt(lines: TextLine[], page: number, index: number): number {
  return lineIndex(lines).ofPlace.get(`${page}:${index}`) ?? -1;
}

/**
 * The lines from `up` lines before a line to `down` lines after it in a document's lines (the lines come page by page,
 * each page's in order): where to look for the lines of its page up to that many lines up or down. All of them when
 * the line is not one of them.
 */
export function linesAround(lines: TextLine[], line: TextLine, up: number, down: number): TextLine[] {
  return linesAroundPosition(lines, positionOf(lines, line), up, down);
}

/** linesAround for the line of a page with that number (a candidate's `page` and `line`). */
export function linesAroundPlace(lines: TextLine[], page: number, index: number, up: number, down: number) {
  return linesAroundPosition(lines, positionAt(lines, page, index), up, down);
}

function linesAroundPosition(lines: TextLine[], position: number, up: number, down: number): TextLine[] {
  return position < 0 ? lines : lines.slice(Math.max(0, position - up), position + down + 1);
}

/** The line right above `line` on its page, if the page has one. */
export function lineAbove(lines: TextLine[], line: TextLine): TextLine | undefined {
  const above = lines[positionOf(lines, line) - 1];
  return above && above.page === line.page && above.index === line.index - 1 ? above : undefined;
}

/** The line after the one at `position` on its page (lines in reading order, as documentLines gives them), if any. */
export function nextLineOf(lines: TextLine[], position: number): TextLine | undefined {
  const [line, next] = [lines[position], lines[position + 1]];
  return next && next.page === line.page && next.index === line.index + 1 ? next : undefined;
}

/** The plain text of the line at `position` and of the line after it, where a sentence may go on, and that line. */
export function withNextLine(
  lines: TextLine[],
  position: number,
): { next: TextLine | undefined; plain: string } {
  const next = nextLineOf(lines, position);
  return { next, plain: next ? `${lines[position].plain} ${next.plain}` : lines[position].plain };
}

/**
 * The lines just below the line at `position` that a value may wrap onto: the next three of its page (another column's
 * line may come between in reading order) that start within one and a half line heights under it.
 */
export function linesJustBelow(lines: TextLine[], position: number): TextLine[] {
  const line = lines[position];
  return lines
    .slice(position + 1, position + 4)
    .filter(
      (other) => other.page === line.page && other.box[1] - (line.box[1] + line.box[3]) <= line.height * 1.5,
    );
}

/** Whether the gap between two neighbouring words is wide enough to separate columns. */
export function isColumnGap(line: TextLine, left: LineWord, right: LineWord): boolean {
  return right.Box[0] - (left.Box[0] + left.Box[2]) > line.height * 1.6;
}

/** A line's runs of words between column gaps. */
export function columnSegments(line: TextLine): LineWord[][] {
  const segments: LineWord[][] = [];
  for (const [index, word] of line.words.entries()) {
    const previous = line.words[index - 1];
    // Measured in the two words' own height where both are printed larger than the line's typical word ("Theodor
    // Est" in a window beside the sender's small print): their space is wider.
    const height = previous ? Math.max(line.height, Math.min(previous.Box[3], word.Box[3])) : line.height;
    if (!previous || word.Box[0] - (previous.Box[0] + previous.Box[2]) > height * 1.2) segments.push([word]);
    else segments.at(-1)?.push(word);
  }
  return segments;
}
