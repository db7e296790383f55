import { extractFields } from './extract';
import { pageLines, unionBox } from './layout';
import { pageOf } from './testPages';
import type { Box } from './types';

/**
 * A PDF's text layer may set any number of words in one row: a crafted upload, a page of numbers without a line
 * break. Such a page is read like any other, to its end, without running out of stack or reading each row's rest
 * again for every word (how long it takes is `npm run bench -- recognition`'s crowdedPage).
 */
describe('a page with far more words in a row than an invoice prints', () => {
  it('has a box around two hundred thousand words', () => {
    const boxes: Box[] = Array.from({ length: 200_000 }, (_, index) => [
      index / 400_000,
      0.5,
      0.000001,
      0.01,
    ]);
    expect(unionBox(boxes)).toEqual([0, 0.5, 0.5, 0.01]);
  });

  it('goes on as further lines of at most 250 words, keeping every word in reading order', () => {
    const row = Array.from({ length: 600 }, (_, index) => `w${index}`).join(' ');
    const lines = pageLines(pageOf(1, [[0.5, row]]));
    expect(lines.map((line) => line.words.length)).toEqual([250, 250, 100]);
    expect(lines.flatMap((line) => line.words.map((word) => word.Text)).join(' ')).toBe(row);
  });

  it('still finds the invoice under a row of fifty thousand numbers', () => {
    const page = pageOf(1, [
      [0.05, 'Invoice no. INV-2041'],
      [0.1, Array.from({ length: 50_000 }, (_, index) => String(index % 97)).join(' ')],
      [0.2, 'Total 1.234,50'],
    ]);
    const { Fields } = extractFields([page]);
    expect(Fields.Number?.Value).toBe('INV-2041');
    expect(Fields.GrossAmount?.Value).toBe(1234.5);
  });
});
