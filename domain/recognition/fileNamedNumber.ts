import type { Candidate } from './candidates';
import { codeOf } from './knownOrders';
import type { TextLine } from './layout';

// A date in a file's name ("2024-03-12", "20240312", "12-03-2024", "12.03.2024"): the day it was saved, no number.
const DateLike = /^(?:\d{4}[-.]?\d{2}[-.]?\d{2}|\d{2}[-.]\d{2}[-.]\d{4})$/;

const MaxParts = 12;

/** The parts of a file's name that may be a document's number: with a digit, three characters or more, no date. */
function numberLikeParts(fileName: string): string[] {
  const base = fileName
    .split(/[\\/]/)
    .at(-1)
    ?.replace(/\.[a-z0-9]{1,5}$/i, '');
  return (
    (base ?? '')
      .split(/[\s_()[\]{},;]+/)
      .map((part) => part.replace(/^[-.#]+|[-.#]+$/g, ''))
      .filter((part) => part.length >= 3 && /\d/.test(part) && !DateLike.test(part))
      // A name is short; one made long on purpose is not searched for ever.
      .slice(0, MaxParts)
  );
}

/**
 * The document's number from the name of its file ("Factuur 2024-118.pdf", "INV-0042.pdf", "invoice_10234.pdf"), for
 * when no label on the page names one: a part of the name that the page prints as a code of its own (codeOf), at the
 * first place it is printed. A weak guess, the verifier checks it; a name the page does not print gives nothing.
 */
export function fileNamedNumber(fileName: string, lines: TextLine[]): Candidate | null {
  for (const part of numberLikeParts(fileName)) {
    const code = part.toLowerCase();
    for (const line of lines)
      for (const word of line.words) {
        const printed = codeOf(word.Text);
        if (printed?.toLowerCase() !== code) continue;
        return {
          field: 'Number',
          value: printed,
          score: 0.5,
          page: line.page,
          box: word.Box,
          format: 'file name',
          buyer: false,
          line: line.index,
        };
      }
  }
  return null;
}
