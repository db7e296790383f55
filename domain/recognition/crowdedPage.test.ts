import { extractFields } from './extract';
import { documentLines, pageLines, unionBox } from './layout';
import { printedNames, timesPrinted } from './sellerNamePlaces';
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
    // Read as a sales invoice, its rows are also looked through for the customer's address block.
    const sold = extractFields([page], { salesInvoice: true, ownCompany: { Name: 'Ledgerline B.V.' } });
    expect(sold.Fields.Number?.Value).toBe('INV-2041');
    expect(sold.Fields.RelationName).toBeUndefined();
  });
});

/** A different word for every number: 0 "a", 25 "z", 26 "ba". */
const letters = (index: number): string =>
  (index >= 26 ? letters(Math.floor(index / 26)) : '') + String.fromCharCode(97 + (index % 26));

describe('a page with thousands of names', () => {
  it('counts the lines a name is printed on, each once and at most three', () => {
    const lines = documentLines([
      pageOf(1, [
        [0.05, 'Atlas Techniek B.V.'],
        [0.1, 'Invoice of atlas techniek bv, Atlas Techniek BV'],
        [0.9, 'Atlas Techniek · Kerkstraat 1'],
      ]),
    ]);
    expect(timesPrinted('Atlas Techniek', printedNames(lines))).toBe(3);
    expect(timesPrinted('Atlas Techniek B.V.', printedNames(lines))).toBe(2);
    expect(timesPrinted('Kerkstraat 1', printedNames(lines))).toBe(1);
    expect(timesPrinted('Delta', printedNames(lines))).toBe(0);
    expect(timesPrinted('Kon', printedNames(lines))).toBe(1);
    const many = documentLines([pageOf(1, [[0.5, 'Atlas Techniek']]), pageOf(2, [[0.5, 'Atlas Techniek']])]);
    expect(timesPrinted('Atlas Techniek', printedNames([...many, ...many, ...many]))).toBe(3);
  });

  it('is read to its end when it has twenty thousand seller headings, each with a name under it', () => {
    const rows = Array.from({ length: 20_000 }, (_, index): [number, string] => [
      0.05 + (0.9 * index) / 20_000,
      index % 2 === 0 ? 'Lieferant:' : `Muster ${letters(index)} GmbH`,
    ]);
    const page = pageOf(1, [[0.01, 'Rechnung Nr. RE-2041'], ...rows, [0.99, 'Summe 1.234,50']]);
    for (const word of page.Words) word.Box[3] = 0.9 / 20_000 / 2;
    const { Fields } = extractFields([page]);
    expect(Fields.Number?.Value).toBe('RE-2041');
    expect(Fields.RelationName?.Value).toMatch(/^Muster/);
  });
});
