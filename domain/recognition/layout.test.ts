import { columnSegments, documentLines, plainText } from './layout';
import type { Box } from './types';

type Word = [text: string, x: number, width: number, height: number];

/** The column runs of the one line these words make, each as its text. */
function runsOf(words: Word[]): string[] {
  const [line] = documentLines([
    {
      Page: 1,
      Width: 595,
      Height: 842,
      Words: words.map(([Text, x, width, height]) => ({ Text, Box: [x, 0.2, width, height] as Box })),
    },
  ]);
  return columnSegments(line).map((run) => run.map((word) => word.Text).join(' '));
}

describe('the column runs of a line', () => {
  it('keeps a name printed large in one run, though the line’s small print sets its typical height', () => {
    expect(
      runsOf([
        ['Theodor', 0.119, 0.0815, 0.0166],
        ['Est', 0.2125, 0.0349, 0.0166],
        ['fon', 0.758, 0.0176, 0.0089],
        ['(555)', 0.7844, 0.0284, 0.0089],
        ['23', 0.8185, 0.0113, 0.0089],
        ['78', 0.8355, 0.0113, 0.0089],
      ]),
    ).toEqual(['Theodor Est', 'fon (555) 23 78']);
  });

  it('parts small words as far apart as the large ones', () => {
    expect(
      runsOf([
        ['Total', 0.1, 0.03, 0.009],
        ['Due', 0.1417, 0.02, 0.009],
        ['12.00', 0.8, 0.03, 0.009],
      ]),
    ).toEqual(['Total', 'Due', '12.00']);
  });
});

describe('the plain text labels are matched in', () => {
  it.each([
    ['Faktuurnummer', 'factuurnummer'],
    ['lnvoice Nurnber', 'invoice number '],
    ['1NVOICE', 'invoice'],
    ['Factuurdaturn', 'factuurdatum '],
    ['Your 0rder', 'your order'],
    ['Date d’échéance', "date d'echeance"],
  ])('reads "%s" as "%s", one character per character', (text, plain) => {
    expect(plainText(text)).toBe(plain);
    expect(plainText(text)).toHaveLength(Array.from(text).length);
  });

  it('leaves words that only look alike: "Cornelis", "Arnhem", "10rder"', () => {
    expect(plainText('Cornelis Arnhem 10rder')).toBe('cornelis arnhem 10rder');
  });
});
