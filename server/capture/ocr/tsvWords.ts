import type { PageWord } from '../../../domain/recognition/types';

/** Tesseract's TSV level of a word row (1 page, 2 block, 3 paragraph, 4 line, 5 word). */
const WordLevel = '5';

const round = (fraction: number) => Math.round(fraction * 1e5) / 1e5;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The words of tesseract's TSV output in its reading order (block, paragraph, line, word), with boxes as fractions
 * of the image tesseract read (`width` × `height` pixels) and tesseract's confidence (0–100) as 0–1.
 */
export function wordsFromTsv(tsv: string, width: number, height: number): PageWord[] {
  const words: PageWord[] = [];
  for (const row of tsv.split('\n')) {
    const columns = row.split('\t');
    if (columns[0] !== WordLevel || columns.length < 12) continue;
    const text = columns.slice(11).join('\t').trim();
    if (text === '') continue;
    const [left, top, wordWidth, wordHeight, confidence] = columns.slice(6, 11).map(Number);
    words.push({
      Text: text,
      Box: [round(left / width), round(top / height), round(wordWidth / width), round(wordHeight / height)],
      Confidence: round(clamp(confidence / 100)),
    });
  }
  return words;
}
