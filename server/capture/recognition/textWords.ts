import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box, PageWord, PageWords } from '../../../domain/recognition/types';

type TextItem = { str: string; transform: number[]; width: number; height: number };

const round = (value: number) => Math.round(value * 10000) / 10000;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The ligatures of TeX's T1 (Cork) encoding, which a PDF typeset with it may give as control characters when its
 * fonts map no Unicode ("Ho\u001bmann"): ff, fi, fl, ffi, ffl.
 */
const CorkLigatures: Record<string, string> = {
  '\u001b': 'ff',
  '\u001c': 'fi',
  '\u001d': 'fl',
  '\u001e': 'ffi',
  '\u001f': 'ffl',
};
const corkLigatures = (text: string) => Array.from(text, (char) => CorkLigatures[char] ?? char).join('');

/**
 * Splits one pdf.js text run into words with boxes. pdf.js gives a run's start, font size and advance width; the
 * characters share the width in proportion to their count (close enough to place a word on the page).
 */
function wordsOfItem(item: TextItem, viewportTransform: number[], pageWidth: number, pageHeight: number) {
  const words: PageWord[] = [];
  if (!item.str.trim()) return words;
  const tx = Util.transform(viewportTransform, item.transform);
  const fontHeight = Math.hypot(tx[2], tx[3]) || 1;
  const scaleX = Math.hypot(tx[0], tx[1]) / (Math.hypot(item.transform[0], item.transform[1]) || 1);
  // The run's direction on the upright page (text may be rotated).
  const length = Math.hypot(tx[0], tx[1]) || 1;
  const dx = tx[0] / length;
  const dy = tx[1] / length;
  const advance = item.width * (Number.isFinite(scaleX) && scaleX > 0 ? scaleX : 1);
  const perChar = advance / Math.max(1, item.str.length);
  const pattern = /\S+/g;
  for (let match = pattern.exec(item.str); match; match = pattern.exec(item.str)) {
    const startX = tx[4] + dx * perChar * match.index;
    const startY = tx[5] + dy * perChar * match.index;
    const endX = startX + dx * perChar * match[0].length;
    const endY = startY + dy * perChar * match[0].length;
    // The baseline runs from start to end; the glyphs rise about one font height above it.
    const xs = [startX, endX, startX + dy * fontHeight * 0.8, endX + dy * fontHeight * 0.8];
    const ys = [
      startY + fontHeight * 0.2,
      endY + fontHeight * 0.2,
      startY - fontHeight * 0.8,
      endY - fontHeight * 0.8,
    ];
    const left = clamp(Math.min(...xs) / pageWidth);
    const top = clamp(Math.min(...ys) / pageHeight);
    const box: Box = [
      round(left),
      round(top),
      round(clamp(Math.max(...xs) / pageWidth) - left),
      round(clamp(Math.max(...ys) / pageHeight) - top),
    ];
    words.push({ Text: match[0], Box: box });
  }
  return words;
}

/**
 * Joins a word to the one before it when its run starts where that one ends, on the same line: a PDF may set each
 * part of a word as a run of its own (TeX's math mode sets "5.948,06" as "5", ".", "948", ",", "06"; kerning splits
 * others), which a reader sees as one word. A space between words leaves a gap of a quarter of the font size or more;
 * the runs of one word touch (a tenth of the font size at most, either way).
 */
export function joinTouchingWords(words: PageWord[]): PageWord[] {
  const joined: PageWord[] = [];
  for (const word of words) {
    const last = joined.at(-1);
    const [left, top, , height] = word.Box;
    if (last) {
      const [lastLeft, lastTop, lastWidth, lastHeight] = last.Box;
      const size = Math.min(height, lastHeight);
      const touches = Math.abs(left - (lastLeft + lastWidth)) <= size * 0.1;
      const sameLine = Math.abs(top - lastTop) <= size * 0.25 && Math.abs(height - lastHeight) <= size * 0.25;
      if (touches && sameLine && size > 0) {
        const right = Math.max(lastLeft + lastWidth, left + word.Box[2]);
        const bottom = Math.max(lastTop + lastHeight, top + height);
        const newTop = Math.min(lastTop, top);
        joined[joined.length - 1] = {
          Text: last.Text + word.Text,
          Box: [lastLeft, round(newTop), round(right - lastLeft), round(bottom - newTop)],
        };
        continue;
      }
    }
    joined.push(word);
  }
  return joined;
}

/** The words of one PDF page's text layer with their boxes (fractions of the upright page, origin top left). */
export async function textLayerWords(pdf: PDFDocumentProxy, pageNumber: number): Promise<PageWords> {
  const page = await pdf.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const words: PageWord[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const run = { ...item, str: corkLigatures(item.str) };
      // One by one, not push(...): a run may hold more words than a call takes arguments.
      for (const word of wordsOfItem(run, viewport.transform, viewport.width, viewport.height))
        words.push(word);
    }
    return {
      Page: pageNumber,
      Width: Math.round(viewport.width),
      Height: Math.round(viewport.height),
      Words: joinTouchingWords(words),
    };
  } finally {
    page.cleanup();
  }
}
