import { type Candidate, columnOf } from './candidates';
import { isColumnGap, type LineWord, linesJustBelow, plainText, type TextLine, unionBox } from './layout';
import type { RecognizedFieldName } from './types';
import { type ReadValue, readValue } from './values';

// The start of an IBAN's groups: "GB03", "IBAN:FR76", or the country apart ("DE 89"); OCR may read one of the check
// digits as its look-alike letter ("NLO9").
const IbanStart = /^(?:IBAN:?)?[A-Z]{2}(?:\d[0-9OIlSBZGTDQ]|[0-9OIlSBZGTDQ]\d)/;
const IbanLabel = /(?<![a-z])(?:iban|rekening|account|konto|compte)(?![a-z])/;
// The start of a VAT number cut short by the line's end: the country and at most four of its characters ("FR49").
const VatStart = /^[A-Z]{2}[0-9A-Z]{0,4}$/;
const VatLabel = /(?<![a-z])(?:btw|vat|tva|ust|mwst|umsatzsteuer|intracommunautaire|tax id)(?![a-z])/;

/** The runs of words of a line between its column gaps. */
function segmentsOf(line: TextLine): LineWord[][] {
  const segments: LineWord[][] = [];
  for (const [index, word] of line.words.entries()) {
    if (index === 0 || isColumnGap(line, line.words[index - 1], word)) segments.push([]);
    segments[segments.length - 1].push(word);
  }
  return segments;
}

const centreOf = (line: TextLine) => line.box[0] + line.box[2] / 2;

/**
 * The first run of the next line when the paragraph goes on there: it begins at most an indent's width left of the
 * line (0.05 of the page), or both lines are centred on the same middle (a footer's lines).
 */
function paragraphGoesOn(line: TextLine, next: TextLine | undefined): LineWord[] {
  if (!next || next.words.length === 0) return [];
  const offset = line.words[0].Box[0] - next.words[0].Box[0];
  const centred = Math.abs(centreOf(line) - centreOf(next)) <= 0.01 && offset < 0;
  return (offset >= -0.005 && offset <= 0.05) || centred ? (segmentsOf(next)[0] ?? []) : [];
}

/** Where a code that ends a run of words goes on: the start of the same column below, or the paragraph's next line. */
function continuation(
  lines: TextLine[],
  position: number,
  segment: LineWord[],
  head: LineWord[],
): LineWord[] {
  const line = lines[position];
  const below = linesJustBelow(lines, position);
  const endsLine = head[head.length - 1] === line.words[line.words.length - 1];
  return (
    below.map((other) => columnOf(other, segment[0].Box[0])).find((words) => words.length > 0) ??
    (endsLine ? paragraphGoesOn(line, below[0]) : [])
  );
}

/** The candidate a code read over two lines gives: the box of the words it used, its score by how well it read. */
function wrappedCandidate(
  field: RecognizedFieldName,
  line: TextLine,
  words: LineWord[],
  read: ReadValue,
  score: number,
): Candidate {
  return {
    field,
    value: read.value,
    score: score * read.quality,
    page: line.page,
    box: unionBox(words.slice(0, read.used).map((word) => word.Box)),
    format: read.format,
    buyer: false,
    line: line.index,
  };
}

const texts = (words: LineWord[]) => words.map((word) => word.Text);
const labelled = (label: RegExp, words: LineWord[]) => label.test(plainText(texts(words).join(' ')));

/**
 * IBANs a narrow column wraps onto its next line ("Please pay to IBAN GB03 NWBK" / "3233 2113 2507 29"): the groups
 * that end a run of words go on at the start of the same column on the line below. Valid IBANs only, which a run of
 * one line does not already give.
 */
export function wrappedIbanCandidates(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [position, line] of lines.entries()) {
    for (const segment of segmentsOf(line)) {
      // Each word that may start one: a VAT number before it looks like a start too ("VAT No. GB628252972 · IBAN GB81").
      const starts = segment.flatMap((word, index) =>
        IbanStart.test(word.Text) ||
        (/^[A-Z]{2}$/.test(word.Text) && /^\d{2}/.test(segment[index + 1]?.Text ?? ''))
          ? [index]
          : [],
      );
      const found = starts
        .map((start) => wrappedIbanAt(lines, position, segment, start))
        .find((candidate) => candidate !== null);
      if (found) candidates.push(found);
    }
  }
  return candidates;
}

/** The IBAN that starts at the word `start` of a run and goes on below, if one does and its line alone does not give it. */
function wrappedIbanAt(
  lines: TextLine[],
  position: number,
  segment: LineWord[],
  start: number,
): Candidate | null {
  const line = lines[position];
  const head = segment.slice(start);
  // Justified text stretches its spaces as wide as a column gap (OCR's boxes are tighter than the text layer's): the
  // IBAN's groups of four go on past it.
  for (const word of line.words.slice(line.words.indexOf(segment[segment.length - 1]) + 1)) {
    if (!/^[A-Z0-9]{4}$/.test(word.Text)) break;
    head.push(word);
  }
  if (readValue('iban', texts(head))?.format === 'iban') return null;
  const tail = continuation(lines, position, segment, head);
  // A narrow column may end so close to the next one that no gap parts them ("… 3106 HRB 11153"): the IBAN's part of
  // the line is the longest start of the run that goes on below.
  const wrapped = head
    .map((_, index) => head.slice(0, head.length - index))
    .map((part) => ({ part, words: [...part, ...tail] }))
    .map(({ part, words }) => ({ part, words, read: readValue('iban', texts(words)) }))
    .find(({ part, read }) => read?.format === 'iban' && read.used > part.length);
  if (!wrapped?.read) return null;
  const score = labelled(IbanLabel, segment.slice(0, start + 1)) ? 0.75 : 0.4;
  return wrappedCandidate('IbanNumber', line, wrapped.words, wrapped.read, score);
}

/**
 * VAT numbers a footer's line breaks after the country ("… N° TVA intracommunautaire : FR49" / "905541249", the
 * second line centred under the first): a labelled start that ends its line goes on where the next line begins.
 */
export function wrappedVatCandidates(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [position, line] of lines.entries()) {
    const segments = segmentsOf(line);
    const segment = segments[segments.length - 1];
    const head = segment.slice(-1);
    if (!VatStart.test(head[0].Text) || !labelled(VatLabel, segment.slice(-6, -1))) continue;
    if (readValue('vat', texts(head))) continue;
    const words = [...head, ...continuation(lines, position, segment, head)];
    const read = readValue('vat', texts(words));
    if (!read || read.used <= head.length) continue;
    candidates.push(wrappedCandidate('RelationVatNumber', line, words, read, 0.75));
  }
  return candidates;
}
