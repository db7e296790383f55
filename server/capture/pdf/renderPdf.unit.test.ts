import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { corpusPath } from '../../../tests/corpora/path';
import { passwordProtectedPdf, textPdf } from '../../services/import/sampleFiles';
import { PdfReadError } from './openPdf';
import { renderPdfPages } from './renderPdf';

const corpus = corpusPath('invoice-pdfs');
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

async function readError(bytes: Uint8Array): Promise<PdfReadError> {
  try {
    await renderPdfPages(bytes);
  } catch (error) {
    if (error instanceof PdfReadError) return error;
    throw error;
  }
  throw new Error('the PDF was read');
}

describe('renderPdfPages', () => {
  it('renders each page of a text invoice as a JPEG with the longest side 1700 px', async () => {
    const bytes = fs.readFileSync(path.join(corpus, 'invoice2data/compare/AzureInterior.pdf'));
    const before = Buffer.from(bytes);
    const pdf = await renderPdfPages(bytes);
    expect(pdf.pageCount).toBe(1);
    const [page] = pdf.pages;
    expect(isJpeg(page.jpeg)).toBe(true);
    expect(Math.max(page.width, page.height)).toBe(1700);
    const metadata = await sharp(page.jpeg).metadata();
    expect([metadata.width, metadata.height]).toEqual([page.width, page.height]);
    expect(Buffer.compare(before, bytes)).toBe(0);
  });

  it('renders a page with text, not a blank sheet', async () => {
    const pdf = await renderPdfPages(await textPdf(1));
    const stats = await sharp(pdf.pages[0].jpeg).stats();
    expect(stats.channels[0].min).toBeLessThan(100);
    expect(stats.channels[0].max).toBeGreaterThan(200);
  });

  it('renders every page of a multi-page PDF in order', async () => {
    const pdf = await renderPdfPages(await textPdf(3), { longestSide: 600, quality: 70 });
    expect(pdf.pageCount).toBe(3);
    expect(pdf.pages.every((page) => isJpeg(page.jpeg) && page.height === 600)).toBe(true);
  });

  it('reports a password-protected PDF as such', async () => {
    expect((await readError(await passwordProtectedPdf())).reason).toBe('password');
  });

  it('reports garbage after the PDF header and a truncated file as corrupt', async () => {
    expect((await readError(new TextEncoder().encode('%PDF-1.7\n garbage'))).reason).toBe('corrupt');
    const real = fs.readFileSync(path.join(corpus, 'invoice2data/compare/AzureInterior.pdf'));
    expect((await readError(real.subarray(0, real.length / 2))).reason).toBe('corrupt');
  });

  it('tells whether a PDF carries an e-invoice XML (Factur-X)', async () => {
    const facturX = path.resolve(corpus, '../einvoices/akretion-factur-x/pdf/invoice_EN16931.pdf');
    const small = { longestSide: 300, quality: 60 };
    expect((await renderPdfPages(fs.readFileSync(facturX), small)).hasInvoiceXml).toBe(true);
    expect((await renderPdfPages(await textPdf(1), small)).hasInvoiceXml).toBe(false);
  });
});
