import { readFileSync } from 'node:fs';
import { corpusPath } from '../../../tests/corpora/path';
import { closeOcr } from '../ocr/ocrPages';
import { crowdedPdf } from './crowdedPdf.testing';
import { readWordsOf } from './readDocumentWords';
import { joinTouchingWords } from './textWords';

afterAll(closeOcr);

describe('the words of a PDF text layer', () => {
  it("reads TeX's T1 ligatures that the PDF gives as control characters as their letters (ff in Hoffmann)", async () => {
    const file = corpusPath('invoice-pdfs', 'isodoc', 'isodoc-de-13.pdf');
    const { pages } = await readWordsOf(readFileSync(file), 'auto');
    const texts = pages.flatMap((page) => page.Words.map((word) => word.Text));
    expect(texts).toContain('Hoffmann');
    expect(texts.join(' ')).not.toContain('\u001b');
  });

  it('joins the runs of one word that touch on a line, as TeX sets an amount in math mode ("5", ".", "948", ",", "06")', async () => {
    const file = corpusPath('invoice-pdfs', 'komaletter', 'komaletter-nl-12.pdf');
    const { pages } = await readWordsOf(readFileSync(file), 'auto');
    const texts = pages.flatMap((page) => page.Words.map((word) => word.Text));
    expect(texts).toEqual(expect.arrayContaining(['5.948,06', '1.249,09', '7.197,15']));
    expect(texts).not.toContain('948');
  });

  it('reads a run of two hundred thousand words, more than a call takes arguments, from the text layer', async () => {
    const { pages, ocrPages } = await readWordsOf(await crowdedPdf(200_000), 'auto');
    expect(ocrPages).toEqual([]);
    expect(pages[0].Words).toHaveLength(200_003);
  }, 60_000);
});

describe('joinTouchingWords', () => {
  const word = (Text: string, left: number, width: number, top = 0.5, height = 0.013) => ({
    Text,
    Box: [left, top, width, height] as [number, number, number, number],
  });

  it('joins runs that touch on the same line into one word with one box', () => {
    expect(
      joinTouchingWords([word('5', 0.6, 0.01), word('.', 0.61, 0.005), word('948', 0.615, 0.03)]),
    ).toEqual([word('5.948', 0.6, 0.045)]);
  });

  it('keeps words apart that a space separates, or that stand on other lines', () => {
    const spaced = [word('Total', 0.5, 0.05), word('12,00', 0.554, 0.05)];
    expect(joinTouchingWords(spaced)).toEqual(spaced);
    const stacked = [word('Datum', 0.5, 0.05, 0.5), word('12.03.2026', 0.55, 0.09, 0.52)];
    expect(joinTouchingWords(stacked)).toEqual(stacked);
  });
});
