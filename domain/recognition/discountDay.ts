import type { Candidate } from './candidates';
import { isColumnGap, type LineWord, positionAt, type TextLine } from './layout';

// A discount for paying early: "2 % Skonto", "korting", "escompte", "discount" (a bare "%" may be a charge's).
const Discount = /skonto|korting|escompte|discount|rabatt/;
// Where a part of a sentence ends: "… mit 2 % Skonto oder bis zum 08.05.2024 netto", "…, net by …", a full stop.
const PartEnd = /(?<![a-z])(?:oder|or|of|ou|anders|otherwise|sinon|sonst)(?![a-z])|[,;]|\.\s/;

/**
 * Whether the date between the words `first` and `last` of a line is the last day of a discount for paying early
 * ("Zahlbar bis zum 22.04.2024 mit 2 % Skonto oder bis zum 08.05.2024 netto"): the discount named in the date's own
 * part of the sentence, in its own column. Such a day is not the last day to pay.
 */
export function isDiscountDay(line: TextLine, first: LineWord, last: LineWord): boolean {
  let [from, to] = [line.words.indexOf(first), line.words.indexOf(last)];
  if (from < 0 || to < 0) return false;
  while (from > 0 && !isColumnGap(line, line.words[from - 1], line.words[from])) from--;
  while (to < line.words.length - 1 && !isColumnGap(line, line.words[to], line.words[to + 1])) to++;
  const before = line.plain.slice(Math.max(line.words[from].start, first.start - 40), first.start);
  // "04.07.2013, 3% Skonto …", "08/05/2024. Escompte …", "21/02/25. Items …": a comma or a full stop after the year
  // ends the date's part ("22.04." is a day and a month).
  const stop = /(?:^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4})\.$|[,;]$/.test(last.Text) ? 1 : 0;
  const after = line.plain.slice(last.end - stop, Math.min(line.words[to].end, last.end + 40));
  return Discount.test(before.split(PartEnd).pop() ?? '') || Discount.test(after.split(PartEnd)[0]);
}

/** Whether a date candidate is the last day of a discount (isDiscountDay), by the words its box covers. */
export function datesADiscount(lines: TextLine[], candidate: Candidate): boolean {
  const line = lines[positionAt(lines, candidate.page, candidate.line)] as TextLine | undefined;
  const [x, , width] = candidate.box;
  const words = line?.words.filter(
    (word) => word.Box[0] >= x - 0.001 && word.Box[0] + word.Box[2] <= x + width + 0.001,
  );
  return (
    line !== undefined &&
    words !== undefined &&
    words.length > 0 &&
    isDiscountDay(line, words[0], words[words.length - 1])
  );
}
