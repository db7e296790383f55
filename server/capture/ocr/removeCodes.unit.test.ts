import { withoutMatrixCodes } from './removeCodes';

type Grey = ReturnType<typeof withoutMatrixCodes>;

/** A white page of `width` × `height` pixels with ink where `ink(x, y)` says. */
function page(width: number, height: number, ink: (x: number, y: number) => boolean): Grey {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (ink(x, y)) pixels[y * width + x] = 0;
  return { pixels, width, height };
}

// A fixed pattern of modules, as a QR code's data looks: about half of them ink.
const module = (column: number, row: number) =>
  ((column * 7919 + row * 104729 + column * row * 31) % 11) % 2 === 0;
const inkIn = (grey: Grey, left: number, top: number, right: number, bottom: number) => {
  let count = 0;
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) if (grey.pixels[y * grey.width + x] < 128) count += 1;
  return count;
};

describe('withoutMatrixCodes', () => {
  it('whitens a QR code of 6-pixel modules (about 16 mm at the reading size), and keeps the text beside it', () => {
    // The code from (200, 200) to (392, 392); a line of "text" (thin strokes) from x = 420 on, on its rows.
    const grey = page(600, 600, (x, y) => {
      if (x >= 200 && x < 392 && y >= 200 && y < 392) return module(Math.floor(x / 6), Math.floor(y / 6));
      return x >= 420 && x < 580 && y >= 290 && y < 310 && x % 9 < 2;
    });
    const clean = withoutMatrixCodes(grey);
    expect(inkIn(clean, 190, 190, 400, 400)).toBe(0);
    expect(inkIn(clean, 420, 290, 580, 310)).toBe(inkIn(grey, 420, 290, 580, 310));
  });

  it('leaves a page without a code as it is: text, a rule, a dark band with white letters, a solid block', () => {
    const grey = page(600, 600, (x, y) => {
      // Lines of text.
      if (y % 40 < 20 && y < 160 && x % 9 < 2) return true;
      // A rule.
      if (y === 200) return true;
      // A dark band 48 pixels tall with white letters in it.
      if (y >= 240 && y < 288) return !(y >= 252 && y < 276 && x % 12 < 3);
      // A solid square.
      return x >= 300 && x < 450 && y >= 350 && y < 500;
    });
    expect(withoutMatrixCodes(grey)).toBe(grey);
  });

  it("leaves a code smaller than 4 cells each way (a logo's mark, a bold word)", () => {
    const grey = page(300, 300, (x, y) =>
      x >= 100 && x < 172 && y >= 100 && y < 172 ? module(Math.floor(x / 6), Math.floor(y / 6)) : false,
    );
    expect(withoutMatrixCodes(grey)).toBe(grey);
  });
});
