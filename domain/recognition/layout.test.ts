import { columnSegments, documentLines } from './layout';
import type { PageWords } from './types';

const word = (Text: string, x: number, width: number, height: number) => ({
  Text,
  Box: [x, 0.2, width, height] as [number, number, number, number],
});

describe('the column runs of a line', () => {
  it('keeps a name printed large in one run, though the line’s small print sets its typical height', () => {
    const page: PageWords = {
      Page: 1,
      Width: 595,
      Height: 842,
      Words: [
        word('Theodor', 0.119, 0.0815, 0.0166),
        word('Est', 0.2125, 0.0349, 0.0166),
        word('fon', 0.758, 0.0176, 0.0089),
        word('(555)', 0.7844, 0.0284, 0.0089),
        word('23', 0.8185, 0.0113, 0.0089),
        word('78', 0.8355, 0.0113, 0.0089),
      ],
    };
    const [line] = documentLines([page]);
    expect(columnSegments(line).map((run) => run.map((each) => each.Text).join(' '))).toEqual([
      'Theodor Est',
      'fon (555) 23 78',
    ]);
  });

  it('parts small words as far apart as the large ones', () => {
    const page: PageWords = {
      Page: 1,
      Width: 595,
      Height: 842,
      Words: [
        word('Total', 0.1, 0.03, 0.009),
        word('Due', 0.1417, 0.02, 0.009),
        word('12.00', 0.8, 0.03, 0.009),
      ],
    };
    const [line] = documentLines([page]);
    expect(columnSegments(line).map((run) => run.map((each) => each.Text).join(' '))).toEqual([
      'Total',
      'Due',
      '12.00',
    ]);
  });
});
