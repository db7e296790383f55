import { readFileSync } from 'node:fs';
import { corpusPath } from '../../../tests/corpora/path';
import { closeOcr } from '../ocr/ocrPages';
import { readWordsOf } from './readDocumentWords';

afterAll(closeOcr);

describe('the words of a PDF text layer', () => {
  it("reads TeX's T1 ligatures that the PDF gives as control characters as their letters (ff in Hoffmann)", async () => {
    const file = corpusPath('invoice-pdfs', 'isodoc', 'isodoc-de-13.pdf');
    const { pages } = await readWordsOf(readFileSync(file), 'auto');
    const texts = pages.flatMap((page) => page.Words.map((word) => word.Text));
    expect(texts).toContain('Hoffmann');
    expect(texts.join(' ')).not.toContain('\u001b');
  });
});
