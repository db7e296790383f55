import { BuyerWords, type LabelPattern } from './labels';
import { isColumnGap, type LineWord, type TextLine, unionBox } from './layout';
import type { Box, RecognizedFieldName } from './types';
import { type ReadValue, readValue, type ValueKind } from './values';

/** A possible value of a field: where it is printed, beside which label, and how likely it is the one (0–1). */
export type Candidate = {
  field: RecognizedFieldName;
  value: string | number;
  score: number;
  page: number;
  box: Box;
  label?: string;
  format: string;
  /** Printed near words of the buyer ("klantnummer", "your VAT number"). */
  buyer: boolean;
  line: number;
  /** Read where a lesson of the vendor said (with the lesson's hits). */
  learned?: number;
};

/** A label found on a line: the words it covers. */
export type LabelHit = { line: TextLine; first: number; last: number; text: string; weight: number };

const OtherDocument =
  /(?<![a-z])(?:associee|d'origine|originale?|initiale?|related|original|referenced|ursprungliche|bezogene|oorspronkelijke)(?![a-z])/;

/** Where a label pattern occurs on the lines. */
export function findLabels(lines: TextLine[], patterns: LabelPattern[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of lines)
    for (const { pattern, weight } of patterns) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(line.plain); match; match = pattern.exec(line.plain)) {
        const start = match.index;
        const end = start + match[0].length;
        const first = line.words.findIndex((word) => word.end > start);
        let last = first;
        while (last + 1 < line.words.length && line.words[last + 1].start < end) last += 1;
        if (first < 0) continue;
        // A label ends at a word's end (or before its colon): "factuur" must not match inside "factuur2024".
        const tail = line.plain.slice(end, line.words[last].end);
        if (tail !== '' && !/^[\s:.#°)|\]]*$/.test(tail)) continue;
        // "Date de facture associée", "original invoice number": the label speaks of another document.
        const other =
          OtherDocument.test(line.plain.slice(end, end + 14)) ||
          OtherDocument.test(line.plain.slice(Math.max(0, start - 12), start));
        const specific = 0.85 + Math.min(0.15, match[0].length / 100);
        hits.push({ line, first, last, text: match[0], weight: weight * specific * (other ? 0.4 : 1) });
        if (match[0].length === 0) pattern.lastIndex += 1;
      }
    }
  return hits;
}

/** How far OCR's confidence in the words of a value lets it be trusted: a doubtful reading counts a little less. */
function trustOf(words: LineWord[]): number {
  const lowest = Math.min(1, ...words.map((word) => word.Confidence ?? 1));
  return 0.75 + 0.25 * lowest;
}

const overlapsX = (box: Box, left: number, right: number) => box[0] < right && box[0] + box[2] > left;

/** Whether the words just before a label, or the label itself, speak of the buyer ("klantnummer", "your VAT"). */
function isBuyerContext(hit: LabelHit): boolean {
  const { words } = hit.line;
  // Only the label's own column: in a row of labels ("Klantnr.   Uw referentie   Factuurnummer") the words
  // before a column gap are other labels.
  let first = hit.first;
  while (first > 0 && !isColumnGap(hit.line, words[first - 1], words[first])) first -= 1;
  const labelText = hit.line.plain.slice(
    Math.max(words[first].start, words[hit.first].start - 20),
    words[hit.last].end,
  );
  return BuyerWords.test(labelText);
}

/** Reads a value to the right of a label on its line: the first run of words that reads as the kind. */
function valueRightOf(hit: LabelHit, kind: ValueKind, monthFirst: boolean) {
  const { line } = hit;
  for (let index = hit.last + 1, skipped = 0; index < line.words.length && skipped < 8; index++) {
    const words = line.words.slice(index);
    const texts = words.map((word) => word.Text);
    if (texts[0] === ':' || texts[0] === '#') continue;
    const read = readValue(kind, texts, monthFirst);
    if (read) {
      const used = words.slice(0, read.used);
      const gap = index === hit.last + 1 ? isColumnGap(line, line.words[hit.last], line.words[index]) : true;
      const position = (gap ? 0.9 : 1) - skipped * 0.06;
      return { read, box: unionBox(used.map((word) => word.Box)), position: position * trustOf(used) };
    }
    // Another label ("Klantnummer:") starts: what follows is its value, not this label's.
    if (/\p{L}{2,}.*:$/u.test(texts[0]) && !/^(?:nr|no|n°|number|nummer|numero|num)\.?:$/i.test(texts[0]))
      break;
    skipped += 1;
  }
  return null;
}

/**
 * The last amount of a label's line when other words stand between ("Btw 21%  over 1.234,00  259,14", "MwSt. 19 %
 * von 100,00 EUR  19,00 EUR"): the column of totals is the line's end. A weaker candidate than the first value.
 */
function lastAmountRightOf(hit: LabelHit, first: { box: Box } | null) {
  const { line } = hit;
  for (let index = line.words.length - 1; index > hit.last; index--) {
    if (first && line.words[index].Box[0] <= first.box[0] + first.box[2]) return null;
    const words = line.words.slice(index);
    const read = readValue(
      'amount',
      words.map((word) => word.Text),
    );
    if (!read) continue;
    if (index + read.used !== line.words.length) return null;
    const used = words.slice(0, read.used);
    return { read, box: unionBox(used.map((word) => word.Box)), position: 0.8 * trustOf(used) };
  }
  return null;
}

/**
 * Reads values in the lines under a label, in the label's column (table headers, labels above values): the first
 * value under it and, for amounts, the further rows of a column of totals (one per VAT rate, then their sum).
 */
function valuesBelow(hit: LabelHit, lines: TextLine[], kind: ValueKind, monthFirst: boolean) {
  const { line } = hit;
  const labelBox = unionBox(line.words.slice(hit.first, hit.last + 1).map((word) => word.Box));
  const left = labelBox[0] - 0.02;
  const right = labelBox[0] + labelBox[2] + 0.02;
  const below = lines.filter((other) => other.page === line.page && other.index > line.index).slice(0, 3);
  const found: Array<{ read: ReadValue; box: Box; position: number; line: TextLine }> = [];
  let previous = line;
  for (const [distance, other] of below.entries()) {
    if (other.box[1] - (previous.box[1] + previous.box[3]) > line.height * 4) break;
    previous = other;
    const start = other.words.findIndex((word) => overlapsX(word.Box, left, right));
    if (start < 0) continue;
    const words: LineWord[] = other.words.slice(start);
    const read = readValue(
      kind,
      words.map((word) => word.Text),
      monthFirst,
    );
    if (!read) {
      if (found.length > 0) break;
      continue;
    }
    const used = words.slice(0, read.used);
    if (!overlapsX(used[0].Box, left, right)) continue;
    found.push({
      read,
      box: unionBox(used.map((word) => word.Box)),
      position: (0.85 - distance * 0.1) * trustOf(used),
      line: other,
    });
    if (kind !== 'amount') break;
  }
  return found;
}

/** The candidates of a field near its labels: right of the label on its line, or under it. */
export function labelCandidates(
  field: RecognizedFieldName,
  kind: ValueKind,
  lines: TextLine[],
  patterns: LabelPattern[],
  monthFirst = false,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const hit of findLabels(lines, patterns)) {
    const buyer = isBuyerContext(hit);
    const label = hit.line.words
      .slice(hit.first, hit.last + 1)
      .map((word) => word.Text)
      .join(' ');
    const right = valueRightOf(hit, kind, monthFirst);
    const found = [
      right,
      ...(kind === 'amount' && right ? [lastAmountRightOf(hit, right)] : []),
      ...valuesBelow(hit, lines, kind, monthFirst),
    ];
    for (const place of found)
      if (place)
        candidates.push({
          field,
          value: place.read.value,
          score: hit.weight * place.position * place.read.quality,
          page: hit.line.page,
          box: place.box,
          label: label.replace(/[:#]+$/, ''),
          format: place.read.format,
          buyer,
          line: hit.line.index,
        });
  }
  return candidates;
}

/** Every value of a kind anywhere in the text, without a label (a weak guess). */
export function loneCandidates(
  field: RecognizedFieldName,
  kind: ValueKind,
  lines: TextLine[],
  monthFirst = false,
) {
  const candidates: Candidate[] = [];
  for (const line of lines)
    for (let index = 0; index < line.words.length; index++) {
      const words = line.words.slice(index);
      const read = readValue(
        kind,
        words.map((word) => word.Text),
        monthFirst,
      );
      if (!read) continue;
      const used = words.slice(0, read.used);
      candidates.push({
        field,
        value: read.value,
        score: 0.4 * read.quality * trustOf(used),
        page: line.page,
        box: unionBox(used.map((word) => word.Box)),
        format: read.format,
        buyer: BuyerWords.test(line.plain),
        line: line.index,
      });
      index += read.used - 1;
    }
  return candidates;
}
