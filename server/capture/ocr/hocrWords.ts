import type { PageWord } from '../../../domain/recognition/types';

/**
 * A word with letters or digits flatter than this share of the page's typical word height is no text: tesseract
 * reads a dotted underline or the edge of a shaded box as a word a pixel or two high ("har dee"), which would stand
 * between a heading and the lines under it.
 */
const FlatShare = 0.3;

/**
 * Tesseract reads the German ß as "B" ("LieferantenstraBe", "GroBe"): a capital B between a small letter and the
 * ending e, en or er of a word is an ß. (A capital in the middle of a word otherwise starts a part of a brand name,
 * "eBay", and is followed by more than an ending.)
 */
const SharpS = /(?<=\p{Ll})B(?=(?:e|en|er)(?:$|[^\p{L}]))/gu;

// The hOCR elements read: a line of text (with its baseline and font size) and a word (with its confidence).
const Element =
  /<span class='(ocr_line|ocr_header|ocr_caption|ocr_textfloat|ocrx_word)'[^>]*?title=(["'])([^"']*)\2[^>]*>(?:([^<]*)<\/span>)?/g;

type Line = { bottom: number; left: number; slope: number; offset: number; size: number; descenders: number };
type Ink = {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  confidence: number;
  line: Line;
};

const round = (fraction: number) => Math.round(fraction * 1e5) / 1e5;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The words of tesseract's hOCR output in its order, with boxes as fractions of the image it read (`width` ×
 * `height` pixels) and its confidence (0–100) as 0–1. A word's box spans its line's font height, from the top of
 * the capitals to the bottom of the descenders, as a PDF's text layer gives a word (not only its ink): a number
 * and the label beside it then stand on one line whatever letters they hold, and the page's word heights are those
 * of its type sizes. Words read from a rule or a dotted line (letters far flatter than the page's text) are left out.
 */
export function wordsFromHocr(hocr: string, width: number, height: number): PageWord[] {
  const inks = inkWords(hocr);
  const heights = inks.map((ink) => ink.bottom - ink.top).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  return inks
    .filter((ink) => !(ink.bottom - ink.top < typical * FlatShare && /[\p{L}\d]/u.test(ink.text)))
    .map((ink) => {
      const type = typeHeight(ink);
      const [top, bottom] = [type.top, Math.min(height, type.bottom)];
      return {
        Text: ink.text.replace(SharpS, 'ß'),
        Box: [
          round(ink.left / width),
          round(top / height),
          round((ink.right - ink.left) / width),
          round((bottom - top) / height),
        ],
        Confidence: round(clamp(ink.confidence / 100)),
      };
    });
}

/** From the top of the line's capitals to the bottom of its descenders at the word, and at least the word's ink. */
function typeHeight({ left, right, top, bottom, line }: Ink): { top: number; bottom: number } {
  if (!(line.size > 0)) return { top, bottom };
  const baseline = line.bottom + line.offset + line.slope * ((left + right) / 2 - line.left);
  return {
    top: Math.max(0, Math.min(top, baseline - (line.size - line.descenders))),
    bottom: Math.max(bottom, baseline + line.descenders),
  };
}

function inkWords(hocr: string): Ink[] {
  const words: Ink[] = [];
  let line: Line = { bottom: 0, left: 0, slope: 0, offset: 0, size: 0, descenders: 0 };
  for (const [, kind, , title, content] of hocr.matchAll(Element)) {
    const box = numbers(title, 'bbox');
    if (box.length < 4) continue;
    if (kind !== 'ocrx_word') {
      const [slope = 0, offset = 0] = numbers(title, 'baseline');
      const [size = 0] = numbers(title, 'x_size');
      const [descenders = 0] = numbers(title, 'x_descenders');
      line = { bottom: box[3], left: box[0], slope, offset, size, descenders };
      continue;
    }
    const text = unescapeHtml(content ?? '').trim();
    if (text === '') continue;
    const [confidence = 0] = numbers(title, 'x_wconf');
    words.push({ text, left: box[0], top: box[1], right: box[2], bottom: box[3], confidence, line });
  }
  return words;
}

/** The numbers of one property of an hOCR title ("bbox 10 20 30 40; x_wconf 96"). */
function numbers(title: string, property: string): number[] {
  const part = title.split(';').find((item) => item.trim().startsWith(`${property} `));
  return part ? part.trim().slice(property.length).trim().split(/\s+/).map(Number) : [];
}

const Entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => Entities[name]);
}
