import { wordsFromTsv } from './tsvWords';

const header =
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const tsv = [
  header,
  '1\t1\t0\t0\t0\t0\t0\t0\t1000\t2000\t-1\t',
  '4\t1\t1\t1\t1\t0\t100\t200\t400\t20\t-1\t',
  '5\t1\t1\t1\t1\t1\t100\t200\t150\t20\t96.5\tFactuurnummer:',
  '5\t1\t1\t1\t1\t2\t300\t200\t200\t20\t91\t2024-0017',
  '5\t1\t1\t1\t1\t3\t550\t200\t10\t20\t12\t ',
  '5\t1\t2\t1\t1\t1\t0\t1980\t1000\t20\t100\tTotaal',
].join('\n');

describe('wordsFromTsv', () => {
  it('keeps the words in reading order with boxes as fractions of the image and confidence 0–1', () => {
    expect(wordsFromTsv(tsv, 1000, 2000)).toEqual([
      { Text: 'Factuurnummer:', Box: [0.1, 0.1, 0.15, 0.01], Confidence: 0.965 },
      { Text: '2024-0017', Box: [0.3, 0.1, 0.2, 0.01], Confidence: 0.91 },
      { Text: 'Totaal', Box: [0, 0.99, 1, 0.01], Confidence: 1 },
    ]);
  });

  it('reads no words from an empty page', () => {
    expect(wordsFromTsv(`${header}\n1\t1\t0\t0\t0\t0\t0\t0\t1000\t2000\t-1\t\n`, 1000, 2000)).toEqual([]);
  });
});
