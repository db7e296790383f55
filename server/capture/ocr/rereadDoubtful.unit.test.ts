import type { PageWord } from '../../../domain/recognition/types';
import { cropPgm, type GreyImage, rereadDoubtful } from './rereadDoubtful';

// A white page 1000 × 100 pixels; the words stand on one line, 40 to 60 pixels down.
const image: GreyImage = { pixels: new Uint8Array(1000 * 100).fill(255), width: 1000, height: 100 };
const at = (text: string, left: number, right: number, confidence: number): PageWord => ({
  Text: text,
  Box: [left / 1000, 0.4, (right - left) / 1000, 0.2],
  Confidence: confidence,
});

/** The size of the piece a PGM holds. */
function sizeOf(pgm: Buffer): { width: number; height: number } {
  const [, width, height] = /^P5\n(\d+) (\d+)\n/.exec(pgm.toString('latin1', 0, 32)) ?? [];
  return { width: Number(width), height: Number(height) };
}

/** hOCR of one word on a line 20 pixels high, its left and right in pixels of the piece read. */
const hocrOf = (text: string, left: number, right: number, confidence: number) =>
  `<span class='ocr_line' title="bbox ${left} 10 ${right} 30; baseline 0 0; x_size 20; x_descenders 0"><span class='ocrx_word' title='bbox ${left} 10 ${right} 30; x_wconf ${confidence}'>${text}</span></span>`;

describe('rereadDoubtful', () => {
  it('reads a lone doubtful figure again with its neighbours, and puts the sure reading in their place', async () => {
    // "1 061,66 EUR": tesseract doubts the lone "1" (confidence 0) and is unsure of "061,66".
    const words = [at('1', 400, 410, 0), at('061,66', 420, 480, 0.62), at('EUR', 490, 530, 0.95)];
    const pieces: number[] = [];
    const read = async (pgm: Buffer) => {
      const { width } = sizeOf(pgm);
      pieces.push(width);
      // The word nearly alone (390–420): the next figure, cut by the edge, reads as "(". Wider (320–490): the amount.
      return width <= 40 ? hocrOf('1(', 10, 30, 89) : hocrOf('1061,66', 80, 160, 88);
    };
    const result = await rereadDoubtful(words, image, read);
    expect(pieces).toEqual([30, 170]);
    expect(result).toEqual([{ Text: '1061,66', Box: [0.4, 0.4, 0.08, 0.2], Confidence: 0.88 }, words[2]]);
  });

  it('reads a doubtful word again nearly alone first: beside "€" tesseract doubts an amount again', async () => {
    const words = [at('€', 300, 320, 0.96), at('4,222.52', 330, 430, 0)];
    const read = async (pgm: Buffer) => {
      const { width } = sizeOf(pgm);
      return width < 200 ? hocrOf('4,222.52', 10, 110, 68) : hocrOf('4,222.52', 360, 460, 0);
    };
    const result = await rereadDoubtful(words, image, read);
    expect(result.map((word) => [word.Text, word.Confidence])).toEqual([
      ['€', 0.96],
      ['4,222.52', 0.68],
    ]);
  });

  it('keeps the first reading when the second is no surer, or makes letters of a figure', async () => {
    const words = [at('TVA', 100, 160, 0.1), at('2', 400, 410, 0.2)];
    const read = async (pgm: Buffer) => {
      const { width } = sizeOf(pgm);
      // Around "TVA" (from 90 or 20): as doubtful as before. Around "2": "Zu", sure.
      if (width === 80 || width === 220)
        return hocrOf('TVA', width === 80 ? 10 : 80, width === 80 ? 70 : 140, 20);
      return hocrOf('Zu', width <= 40 ? 10 : 80, width <= 40 ? 20 : 90, 90);
    };
    expect(await rereadDoubtful(words, image, read)).toEqual(words);
  });

  it('reads a figure again from the unread ink just before it: the lost "1" of "1 053,70"', async () => {
    // A stroke of ink at 385–388 that no word covers, a space before "053,70" (400–460).
    const inked: GreyImage = { ...image, pixels: Uint8Array.from(image.pixels) };
    for (let y = 43; y < 58; y++) for (let x = 385; x < 389; x++) inked.pixels[y * 1000 + x] = 0;
    const words = [at('TVA', 200, 260, 0.95), at('053,70', 400, 460, 0.96)];
    const pieces: number[] = [];
    const read = async (text: string) => {
      const found = await rereadDoubtful(words, inked, async (pgm) => {
        pieces.push(sizeOf(pgm).width);
        return hocrOf(text, 10, 85, 90);
      });
      return found.map((word) => word.Text);
    };
    expect(await read('1053,70')).toEqual(['TVA', '1053,70']);
    // From the ink (less half a line) to the word's end (and half a line).
    expect(pieces).toEqual([95]);
    // Not a sign or a letter read into the amount.
    expect(await read('x053,70')).toEqual(['TVA', '053,70']);
    expect(await rereadDoubtful(words, image, vi.fn())).toBe(words);
  });

  it('reads nothing again when every word is sure, nor doubtful signs without letters or figures', async () => {
    const words = [at('Total', 100, 160, 0.95), at('—', 200, 260, 0.1)];
    const read = vi.fn(async () => '');
    expect(await rereadDoubtful(words, image, read)).toBe(words);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('cropPgm', () => {
  it('cuts a piece of the image as a binary PGM', () => {
    const small: GreyImage = { pixels: Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]), width: 3, height: 3 };
    const pgm = cropPgm(small, 1, 1, 2, 2);
    expect(pgm.toString('latin1', 0, 11)).toBe('P5\n2 2\n255\n');
    expect([...pgm.subarray(11)]).toEqual([5, 6, 8, 9]);
  });
});
