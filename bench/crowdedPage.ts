import { extractFields } from '../domain/recognition/extract';
import { pageOf } from '../domain/recognition/testPages';

/**
 * Seconds to read a hundred thousand words on one page, whatever their layout: an invoice's page has a few thousand at
 * most (well under a second); before the reading was made linear, a row of ten thousand took twenty seconds.
 */
const TargetSecondsPer100kWords = 10;

/** A different word for every number: 0 "a", 25 "z", 26 "ba". */
const letters = (index: number): string =>
  (index >= 26 ? letters(Math.floor(index / 26)) : '') + String.fromCharCode(97 + (index % 26));

const row = (count: number, word: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => word(index)).join(' ');

function secondsToRead(lines: Array<[number, string]>) {
  const page = pageOf(1, [[0.02, 'Invoice no. INV-2041'], ...lines, [0.98, 'Total 1.234,50']]);
  // Each line as high as half the space between two lines: lines of their own, however many.
  const height = Math.min(0.012, 0.9 / lines.length / 2);
  for (const word of page.Words) word.Box[3] = height;
  const started = performance.now();
  extractFields([page]);
  return { words: page.Words.length, seconds: Math.round(performance.now() - started) / 1000 };
}

/**
 * What a page costs that no invoice prints but an upload may carry (read on the recognition thread, it still holds
 * up the files after it): a hundred thousand words in one row of the text layer, plain numbers and VAT labels, ten
 * thousand short lines of labels and values, and ten thousand lines that each name a vendor. The reading's time grows
 * with the words, not with their square.
 */
export function crowdedPageFigures() {
  const lines = Array.from({ length: 10_000 }, (_, index): [number, string] => [
    0.05 + (0.9 * index) / 10_000,
    `Invoice no ${index} vom 12.03.2025 IBAN`,
  ]);
  const namedLines = lines.map(([top], index): [number, string] => [
    top,
    `Lieferant: Muster ${letters(index)} GmbH www.muster.de`,
  ]);
  const figures = {
    oneRowOfNumbers: secondsToRead([[0.5, row(100_000, (index) => String(index % 97))]]),
    oneRowOfVatLabels: secondsToRead([[0.5, row(100_000, (index) => ['VAT', '21%', '12,00'][index % 3])]]),
    tenThousandLines: secondsToRead(lines),
    // Every line a vendor's name: each is weighed against the others (printed again, beside company data).
    tenThousandNames: secondsToRead(namedLines),
  };
  const worst = Math.max(...Object.values(figures).map(({ words, seconds }) => (seconds / words) * 100_000));
  return {
    ...figures,
    worstSecondsPer100kWords: Math.round(worst * 1000) / 1000,
    targetSecondsPer100kWords: TargetSecondsPer100kWords,
    withinTarget: worst <= TargetSecondsPer100kWords,
  };
}
