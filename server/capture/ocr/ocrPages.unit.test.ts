import fs from 'node:fs';
import path from 'node:path';
import type { PageWords } from '../../../domain/recognition/types';
import { corpusPath } from '../../../tests/corpora/path';
import { renderPdfPages } from '../pdf/renderPdf';
import { closeOcr, ocrAvailable, ocrImages } from './ocrPages';

const compare = corpusPath('invoice-pdfs/invoice2data/compare');
const read = (name: string) => fs.readFileSync(path.join(compare, name));
// Reading a page takes 1–3 s of one core; starting the workers 1–2 s more. Generous for a busy machine.
const OcrTimeout = 120_000;

function wordNamed(page: PageWords, text: string) {
  const word = page.Words.find((candidate) => candidate.Text === text);
  if (!word)
    throw new Error(`"${text}" not read on page ${page.Page}: ${page.Words.map((w) => w.Text).join(' ')}`);
  return word;
}

afterAll(closeOcr);

describe('ocrImages', () => {
  it('has its language data installed', () => {
    expect(ocrAvailable()).toBe(true);
  });

  it(
    'reads the invoice number of a scanned invoice, with its box as fractions of the page',
    async () => {
      const [page] = await ocrImages([{ page: 1, jpeg: read('AmazonWebServices.png') }]);
      expect(page).toMatchObject({ Page: 1, Width: 2975, Height: 3850 });
      const number = wordNamed(page, '42183017');
      // Printed at the right, about a seventh down the page, right of its label "Invoice Number:".
      const [x, y, width, height] = number.Box;
      expect(x).toBeGreaterThan(0.8);
      expect(x + width).toBeLessThan(1);
      expect(y).toBeGreaterThan(0.1);
      expect(y).toBeLessThan(0.2);
      expect(height).toBeGreaterThan(0.004);
      expect(height).toBeLessThan(0.02);
      expect(number.Confidence).toBeGreaterThan(0.8);
      const label = wordNamed(page, 'Number:');
      expect(label.Box[0]).toBeLessThan(x);
      expect(Math.abs(label.Box[1] - y)).toBeLessThan(0.005);
      // Reading order: the label comes before its value.
      expect(page.Words.indexOf(label)).toBeLessThan(page.Words.indexOf(number));
    },
    OcrTimeout,
  );

  it(
    'reads several pages in one call and returns each under its own page number',
    async () => {
      const rendered = await renderPdfPages(read('NetpresseInvoice.pdf'));
      const pages = await ocrImages([
        { page: 2, jpeg: read('SammyMaystoneLinesTest.png') },
        { page: 1, jpeg: rendered.pages[0].jpeg },
      ]);
      expect(pages.map((page) => page.Page)).toEqual([2, 1]);
      expect(pages[0]).toMatchObject({ Width: 1700, Height: 2200 });
      wordNamed(pages[0], 'po_number_123');
      wordNamed(pages[0], '$127.50');
      expect(pages[1]).toMatchObject({ Width: rendered.pages[0].width, Height: rendered.pages[0].height });
      // A French invoice: its number and French words read as written.
      wordNamed(pages[1], '2022089083');
      wordNamed(pages[1], 'Facture');
      for (const word of pages.flatMap((page) => page.Words)) {
        expect(Math.min(...word.Box)).toBeGreaterThanOrEqual(0);
        expect(word.Box[0] + word.Box[2]).toBeLessThanOrEqual(1);
        expect(word.Box[1] + word.Box[3]).toBeLessThanOrEqual(1);
      }
    },
    OcrTimeout,
  );

  it(
    'reads the cells of ruled tables and the totals in their boxes (a Factur-X invoice)',
    async () => {
      const pdf = fs.readFileSync(
        corpusPath('einvoices/zugferd-corpus/facturx-pdf/FNFE-correct/Facture_UE_BASICWL.pdf'),
      );
      const rendered = await renderPdfPages(pdf, { longestSide: 2500, quality: 90 });
      const [page] = await ocrImages([{ page: 1, jpeg: rendered.pages[0].jpeg }]);
      const texts = page.Words.map((word) => word.Text);
      // The base of the VAT table, the net total and the total: each "2,076.76".
      expect(texts.filter((text) => text === '2,076.76')).toHaveLength(3);
      expect(texts).toEqual(expect.arrayContaining(['Residual', '1,453.76', '11/17/2017', '623.00']));
    },
    OcrTimeout,
  );

  it('names the page whose image cannot be read', async () => {
    await expect(ocrImages([{ page: 4, jpeg: Buffer.from('not an image') }])).rejects.toThrow(
      'OCR of page 4 failed',
    );
  });

  it('reads nothing when given no pages', async () => {
    expect(await ocrImages([])).toEqual([]);
  });
});
