import { evenLight } from './evenLight';
import { inkShare, printedPage } from './printedPage.testing';

/** A page of printed lines, lit by `light(x, y)` (1 = full light), as a photo of it would be. */
function photographedPage(light: (x: number, y: number) => number, width = 800, height = 1100) {
  const lines = ['Total amount payable EUR 1,284.50 IBAN NL91'];
  const page = printedPage({ width, height, lines, count: 24, fontPixels: 24, left: 40, top: 60, pitch: 42 });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      page.pixels[y * width + x] = Math.round(page.pixels[y * width + x] * light(x, y));
  return page;
}

describe('evenLight', () => {
  it('leaves a page whose paper is white as it is', () => {
    const page = photographedPage(() => 1);
    expect(evenLight(page)).toBe(page);
  });

  it("reads the paper as paper and the print as ink in a lamp's fall-off and under a shadow", () => {
    // Darker to the right and down, and a shadow over the bottom right corner: paper there reads 80 or less.
    const shadowed = (x: number, y: number) => (x > 500 && y > 700 ? 0.55 : 1);
    const page = photographedPage((x, y) => (0.95 - 0.3 * ((x / 800 + y / 1100) / 2)) * shadowed(x, y));
    const shadow = [520, 720, 260, 360];
    const lit = [40, 40, 440, 360];
    // As photographed, a single threshold takes the shadow for ink.
    expect(inkShare(page, shadow)).toBeGreaterThan(0.9);
    const evened = evenLight(page);
    // Evened, the shadow holds about as much ink as the lit part: its print.
    expect(inkShare(evened, shadow)).toBeLessThan(0.3);
    expect(Math.abs(inkShare(evened, shadow) - inkShare(evened, lit))).toBeLessThan(0.1);
    expect(inkShare(evened, lit)).toBeGreaterThan(0.02);
  });
});
