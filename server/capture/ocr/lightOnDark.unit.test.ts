import { createCanvas } from '@napi-rs/canvas';
import { lightOnDark } from './lightOnDark';
import { inkShare, printedPage } from './printedPage.testing';

/** A white page with a filled band (`band` as CSS colour) from y 100 to 150 across, `text` printed on it in `print`. */
function bandedPage(band: string, print: string, text = 'No Factura   Fecha   Vencimiento', cellGap = false) {
  const [width, height] = [800, 400];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = band;
  context.fillRect(40, 100, 700, 50);
  // A white gap between two header cells.
  context.fillStyle = '#fff';
  if (cellGap) context.fillRect(400, 100, 4, 50);
  context.fillStyle = print;
  context.font = '24px sans-serif';
  context.fillText(text, 60, 134);
  context.fillStyle = '#111';
  context.fillText('F-2025-0229   03/05/2025', 60, 190);
  const rgba = context.getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let index = 0; index < pixels.length; index++)
    pixels[index] = Math.round(
      0.3 * rgba[index * 4] + 0.59 * rgba[index * 4 + 1] + 0.11 * rgba[index * 4 + 2],
    );
  return { pixels, width, height };
}

const band = [40, 100, 700, 50];
const bandEdgeToEdge = [40, 100, 20, 50];
const lineBelow = [40, 165, 700, 35];

describe('lightOnDark', () => {
  it('leaves a page of dark print on white paper as it is', () => {
    const page = printedPage({
      width: 800,
      height: 600,
      lines: ['Invoice 2026-118 Total EUR 1,284.50'],
      count: 10,
      fontPixels: 24,
      left: 40,
      top: 60,
      pitch: 42,
    });
    expect(lightOnDark(page)).toBe(page);
  });

  it('turns white headings on an orange band into dark print on paper, and leaves the print below alone', () => {
    const page = bandedPage('#b5520f', '#ffffff');
    // As printed, a single threshold takes the whole band for ink.
    expect(inkShare(page, band)).toBeGreaterThan(0.8);
    const read = lightOnDark(page);
    // Now the band is paper with its headings as ink, about as much as a line of dark print below holds.
    expect(inkShare(read, band)).toBeGreaterThan(0.03);
    expect(inkShare(read, band)).toBeLessThan(0.3);
    expect(inkShare(read, bandEdgeToEdge)).toBeLessThan(0.2);
    expect(inkShare(read, lineBelow)).toBeCloseTo(inkShare(page, lineBelow), 5);
  });

  it('makes the white gap between two header cells paper, not a bar of ink', () => {
    const read = lightOnDark(bandedPage('#000000', '#ffffff', 'Omschrijving', true));
    expect(inkShare(read, [400, 100, 4, 50])).toBeLessThan(0.1);
    expect(inkShare(read, [60, 110, 200, 30])).toBeGreaterThan(0.05);
  });

  it('stretches dark print on a mid-grey band to black on white', () => {
    const page = bandedPage('#9a9a9a', '#303030');
    const read = lightOnDark(page);
    expect(inkShare(read, band)).toBeLessThan(0.3);
    expect(inkShare(read, band)).toBeGreaterThan(0.03);
  });

  it('leaves a QR code, half of it dark, as it is', () => {
    const canvas = createCanvas(400, 400);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.fillStyle = '#000';
    for (let y = 0; y < 20; y++)
      for (let x = 0; x < 20; x++)
        if ((x * 7 + y * 13) % 5 < 3) context.fillRect(100 + x * 10, 100 + y * 10, 10, 10);
    const rgba = context.getImageData(0, 0, 400, 400).data;
    const pixels = new Uint8Array(400 * 400);
    for (let index = 0; index < pixels.length; index++) pixels[index] = rgba[index * 4];
    const page = { pixels, width: 400, height: 400 };
    expect(lightOnDark(page)).toBe(page);
  });
});
