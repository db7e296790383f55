import { wordsFromHocr } from './hocrWords';

const line = (box: string, baseline: string, size: number, descenders: number, words: string[]) =>
  `<span class='ocr_line' id='line_1' title="bbox ${box}; baseline ${baseline}; x_size ${size}; x_descenders ${descenders}; x_ascenders 5">\n${words.join('\n')}\n</span>`;
const word = (box: string, confidence: number, text: string) =>
  `<span class='ocrx_word' id='word_1' title='bbox ${box}; x_wconf ${confidence}' lang='nld'>${text}</span>`;
const page = (...lines: string[]) =>
  `<div class='ocr_page' id='page_1' title='bbox 0 0 1000 2000'><div class='ocr_carea'><p class='ocr_par'>${lines.join('\n')}</p></div></div>`;

describe('wordsFromHocr', () => {
  it('reads the words with boxes as fractions of the image and confidence 0–1, the box as tall as the type', () => {
    // A line whose baseline lies 4 pixels above its bottom (the descender of "g"), type 25 pixels high.
    const hocr = page(
      line('100 200 600 224', '0 -4', 25, 4, [
        word('100 200 300 220', 96.5, 'Factuurnummer:'),
        word('320 201 500 220', 91, '2024-0017'),
        word('520 205 600 224', 88, 'rg'),
      ]),
    );
    expect(wordsFromHocr(hocr, 1000, 2000)).toEqual([
      { Text: 'Factuurnummer:', Box: [0.1, 0.0995, 0.2, 0.0125], Confidence: 0.965 },
      { Text: '2024-0017', Box: [0.32, 0.0995, 0.18, 0.0125], Confidence: 0.91 },
      { Text: 'rg', Box: [0.52, 0.0995, 0.08, 0.0125], Confidence: 0.88 },
    ]);
  });

  it('gives a label and its value, with and without capitals and descenders, the same line', () => {
    const hocr = page(
      line('100 200 400 226', '0 -5', 26, 5, [
        word('100 200 250 226', 95, 'Pay'),
        word('260 200 400 221', 95, 'by:'),
      ]),
      line('600 203 760 221', '0 0', 26, 5, [word('600 203 760 221', 95, '10/11/2024')]),
    );
    const [label, , value] = wordsFromHocr(hocr, 1000, 2000);
    expect(value.Box[1]).toBeCloseTo(label.Box[1], 3);
    expect(value.Box[3]).toBeCloseTo(label.Box[3], 3);
  });

  it('keeps the ink of a word that reaches beyond its line’s type (a superscript)', () => {
    const hocr = page(line('100 200 300 220', '0 0', 20, 4, [word('100 190 130 200', 90, '2')]));
    const [superscript] = wordsFromHocr(hocr, 1000, 2000);
    expect(superscript.Box[1]).toBe(0.095);
  });

  it('leaves out words read from a dotted line: letters a pixel or two high beside text twenty high', () => {
    const hocr = page(
      line('100 200 400 220', '0 0', 25, 5, [word('100 200 400 220', 91, 'Käufer/Leistungsempfänger:')]),
      line('300 224 410 226', '0 0', 3, 1, [
        word('300 224 360 225', 42, 'har'),
        word('380 224 410 226', 46, 'dee'),
      ]),
      line('100 240 380 260', '0 0', 25, 5, [
        word('100 242 180 260', 95, 'Nummer'),
        word('200 240 290 260', 93, 'GE2020211'),
        word('300 250 308 253', 90, '-'),
      ]),
    );
    expect(wordsFromHocr(hocr, 1000, 2000).map((found) => found.Text)).toEqual([
      'Käufer/Leistungsempfänger:',
      'Nummer',
      'GE2020211',
      '-',
    ]);
  });

  it('reads the ß that tesseract takes for a B, and leaves the capitals of a brand', () => {
    const texts = ['LieferantenstraBe', 'GroBer', 'Straße', 'eBay', 'BIC', 'GmbH', 'GrüBe,'];
    const hocr = page(
      line(
        '0 200 700 220',
        '0 0',
        25,
        5,
        texts.map((text, index) => word(`${index * 100} 200 ${index * 100 + 90} 220`, 90, text)),
      ),
    );
    expect(wordsFromHocr(hocr, 1000, 2000).map((found) => found.Text)).toEqual([
      'Lieferantenstraße',
      'Großer',
      'Straße',
      'eBay',
      'BIC',
      'GmbH',
      'Grüße,',
    ]);
  });

  it('reads the characters hOCR escapes', () => {
    const hocr = page(
      line('0 200 700 220', '0 0', 25, 5, [
        word('0 200 90 220', 90, 'Smith&amp;Co'),
        word('100 200 190 220', 90, '&lt;&#39;&quot;&gt;'),
      ]),
    );
    expect(wordsFromHocr(hocr, 1000, 2000).map((found) => found.Text)).toEqual(['Smith&Co', `<'">`]);
  });

  it('reads no words from an empty page', () => {
    expect(wordsFromHocr(page(), 1000, 2000)).toEqual([]);
    expect(wordsFromHocr('', 1000, 2000)).toEqual([]);
  });
});
