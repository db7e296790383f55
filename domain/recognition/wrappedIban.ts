import { type Candidate, columnOf } from './candidates';
import { isColumnGap, type LineWord, linesJustBelow, plainText, type TextLine, unionBox } from './layout';
import { readValue } from './values';

// The start of an IBAN's groups: "GB03", "IBAN:FR76", or the country apart ("DE 89").
const IbanStart = /^(?:IBAN:?)?[A-Z]{2}\d{2}/;
const IbanLabel = /(?<![a-z])(?:iban|rekening|account|konto|compte)(?![a-z])/;

/** The runs of words of a line between its column gaps. */
function segmentsOf(line: TextLine): LineWord[][] {
  const segments: LineWord[][] = [];
  for (const [index, word] of line.words.entries()) {
    if (index === 0 || isColumnGap(line, line.words[index - 1], word)) segments.push([]);
    segments[segments.length - 1].push(word);
  }
  return segments;
}

/** The first run of the next line when it begins at most an indent's width left of the line (0.05 of the page). */
function paragraphGoesOn(line: TextLine, next: TextLine | undefined): LineWord[] {
  if (!next || next.words.length === 0) return [];
  const offset = line.words[0].Box[0] - next.words[0].Box[0];
  return offset >= -0.005 && offset <= 0.05 ? (segmentsOf(next)[0] ?? []) : [];
}

/**
 * IBANs a narrow column wraps onto its next line ("Please pay to IBAN GB03 NWBK" / "3233 2113 2507 29"): the groups
 * that end a run of words go on at the start of the same column on the line below. Valid IBANs only, which a run of
 * one line does not already give.
 */
export function wrappedIbanCandidates(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [position, line] of lines.entries()) {
    const below = linesJustBelow(lines, position);
    for (const segment of segmentsOf(line)) {
      const start = segment.findIndex(
        (word, index) =>
          IbanStart.test(word.Text) ||
          (/^[A-Z]{2}$/.test(word.Text) && /^\d{2}/.test(segment[index + 1]?.Text ?? '')),
      );
      if (start < 0) continue;
      const head = segment.slice(start);
      // Justified text stretches its spaces as wide as a column gap (OCR's boxes are tighter than the text layer's):
      // the IBAN's groups of four go on past it.
      for (const word of line.words.slice(line.words.indexOf(segment[segment.length - 1]) + 1)) {
        if (!/^[A-Z0-9]{4}$/.test(word.Text)) break;
        head.push(word);
      }
      if (
        readValue(
          'iban',
          head.map((word) => word.Text),
        )?.format === 'iban'
      )
        continue;
      // The groups go on at the start of the column on the line below; an IBAN that ends a paragraph's line goes on
      // where the paragraph's next line begins, left of an indented first line.
      const endsLine = head[head.length - 1] === line.words[line.words.length - 1];
      const tail =
        below.map((other) => columnOf(other, segment[0].Box[0])).find((words) => words.length > 0) ??
        (endsLine ? paragraphGoesOn(line, below[0]) : []);
      const words = [...head, ...tail];
      const read = readValue(
        'iban',
        words.map((word) => word.Text),
      );
      if (read?.format !== 'iban' || read.used <= head.length) continue;
      const labelled = IbanLabel.test(
        plainText(
          segment
            .slice(0, start + 1)
            .map((word) => word.Text)
            .join(' '),
        ),
      );
      candidates.push({
        field: 'IbanNumber',
        value: read.value,
        score: (labelled ? 0.75 : 0.4) * read.quality,
        page: line.page,
        box: unionBox(words.slice(0, read.used).map((word) => word.Box)),
        format: read.format,
        buyer: false,
        line: line.index,
      });
    }
  }
  return candidates;
}
