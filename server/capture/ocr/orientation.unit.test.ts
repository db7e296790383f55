import fs from 'node:fs';
import { corpusPath } from '../../../tests/corpora/path';
import { renderPdfPages } from '../pdf/renderPdf';
import { isSideways, isUpsideDown, turnedHalf, turnedQuarter } from './orientation';
import { prepareImage } from './prepareImage';
import { printedPage } from './printedPage.testing';

const Lines = [
  'Rechnung Nr. 2026-0417 vom 12.10.2026',
  'Invoice number INV-88213, dated 3 October 2026',
  'Factuurnummer 2026/118 Vervaldatum 14-11-2026',
  'Total amount payable EUR 1,284.50 within thirty days',
  'Bankverbindung: IBAN DE89 3704 0044 0532 0130 00',
  'Description Quantity Unit price Amount VAT',
  'Consulting hours, project planning, delivery',
  'Montant total TTC 2 480,00 EUR payable au plus tard',
];

/** A page of print as it arrives at OCR: about 215 dpi, 11 pt. */
const page = (width = 1200, height = 1600, count = Lines.length * 4) =>
  printedPage({ width, height, lines: Lines, count, fontPixels: 30, left: 90, top: 120, pitch: 44 });

describe('page orientation', () => {
  const upright = page();

  it('takes an upright page as upright', () => {
    expect(isSideways(upright)).toBe(false);
    expect(isUpsideDown(upright)).toBe(false);
  });

  it('finds a page upside down, also one that was sideways', () => {
    expect(isUpsideDown(turnedHalf(upright))).toBe(true);
    // Turned a quarter to read, the page scanned a quarter clockwise stands on its head; the other way it is upright.
    const scannedClockwise = turnedQuarter(upright);
    expect(isUpsideDown(turnedQuarter(scannedClockwise))).toBe(true);
    const scannedAnticlockwise = turnedHalf(scannedClockwise);
    expect(isUpsideDown(turnedQuarter(scannedAnticlockwise))).toBe(false);
  });

  it('leaves a page with a few words, or none, as it is', () => {
    const blank = { pixels: new Uint8Array(1200 * 1600).fill(255), width: 1200, height: 1600 };
    expect(isSideways(blank)).toBe(false);
    expect(isUpsideDown(blank)).toBe(false);
    const sparse = page(1200, 1600, 1);
    expect(isSideways(sparse)).toBe(false);
    expect(isUpsideDown(sparse)).toBe(false);
  });

  it('turns pixels exactly: four quarters bring the page back', () => {
    const small = { pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 };
    // 1 2 3      4 1
    // 4 5 6  →   5 2
    //            6 3
    expect(turnedQuarter(small)).toEqual({
      pixels: Uint8Array.from([4, 1, 5, 2, 6, 3]),
      width: 2,
      height: 3,
    });
    expect(turnedHalf(small).pixels).toEqual(Uint8Array.from([6, 5, 4, 3, 2, 1]));
    const round = turnedQuarter(turnedQuarter(turnedQuarter(turnedQuarter(small))));
    expect(round).toEqual(small);
  });
});

describe('prepareImage on scans fed the wrong way round', () => {
  const scan = async (name: string) => {
    const bytes = fs.readFileSync(corpusPath('invoice-pdfs', name));
    const { pages } = await renderPdfPages(bytes, { longestSide: 2500, quality: 90 });
    return prepareImage(pages[0].jpeg);
  };

  it.each([
    ['turned-scans/turned-01-facture-fr-02.pdf', 270],
    ['turned-scans/turned-02-facture-be-05.pdf', 180],
    ['turned-scans/turned-03-facture-fr-10.pdf', 90],
    ['scans/scan-05-rechnung-de-02.pdf', 0],
    ['texlive-examples/invoice-class-duck-invoice.pdf', 0],
  ])('turns %s by %s° to read it', async (name, turn) => {
    const prepared = await scan(name);
    expect(prepared.turn).toBe(turn);
    // Read across when it was turned a quarter: the stored page is landscape, the page read is portrait.
    expect(prepared.readHeight).toBeGreaterThan(prepared.readWidth);
  });
});
