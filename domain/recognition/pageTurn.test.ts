import { extractFields } from './extract';
import { lessonsFromCorrections } from './learn';
import { storedBox, storedBoxOn, turnBox, uprightBox, uprightBoxOn, uprightPage } from './pageTurn';
import { pageOf } from './testPages';
import type { Box, PageWords } from './types';

const invoice = pageOf(1, [
  [0.05, 'FACTUUR', [0.6, 'Drukkerij Van Dam B.V.']],
  [0.15, 'Factuurnummer: 2026-0815', [0.6, 'IBAN NL50 INGB 0683 2513 09']],
  [0.17, 'Factuurdatum: 12-10-2026'],
  [0.3, 'Omschrijving', [0.5, 'Aantal'], [0.8, 'Bedrag']],
  [0.32, 'Folders', [0.5, '1'], [0.8, '€ 100,00']],
  [0.5, [0.5, 'Subtotaal'], [0.8, '€ 100,00']],
  [0.52, [0.5, 'Btw 21%'], [0.8, '€ 21,00']],
  [0.54, [0.5, 'Totaal'], [0.8, '€ 121,00']],
]);

/** The page as a scanner stores it when the sheet went in turned: `turn` clockwise brings it upright again. */
function scannedTurned(page: PageWords, turn: 90 | 180 | 270): PageWords {
  const across = turn !== 180;
  return {
    Page: page.Page,
    Width: across ? page.Height : page.Width,
    Height: across ? page.Width : page.Height,
    Words: page.Words.map((word) => ({ ...word, Box: turnBox(word.Box, 360 - turn) })),
    Rotation: turn,
  };
}

const rounded = (box: Box | null | undefined) => box?.map((value) => Number(value.toFixed(6)));

describe('a page scanned sideways or upside down', () => {
  it.each([90, 180, 270] as const)('turned %s° is read as if upright', (turn) => {
    const stored = scannedTurned(invoice, turn);
    expect(rounded(uprightPage(stored).Words[0].Box)).toEqual(rounded(invoice.Words[0].Box));
    const upright = extractFields([invoice]).Fields;
    const { Fields } = extractFields([stored]);
    expect(Fields.Number?.Value).toBe('2026-0815');
    expect(Fields.Date?.Value).toBe('2026-10-12');
    expect(Fields.GrossAmount?.Value).toBe(121);
    expect(Fields.IbanNumber?.Value).toBe('NL50INGB0683251309');
    // Its boxes are on the page as it is stored and shown: the viewer turns them with the page.
    const number = Fields.Number?.Box as Box;
    expect(rounded(number)).toEqual(rounded(turnBox(upright.Number?.Box as Box, 360 - turn)));
    expect(rounded(uprightBox([stored], 1, number))).toEqual(rounded(upright.Number?.Box));
    expect(rounded(storedBox([stored], 1, upright.Number?.Box as Box))).toEqual(rounded(number));
  });

  it('teaches the place on the upright page, where the next document is read', () => {
    const stored = scannedTurned(invoice, 90);
    const recognized = extractFields([stored]).Fields;
    const [fromStored] = lessonsFromCorrections([stored], { Number: '2026-0815' }, recognized);
    const [fromUpright] = lessonsFromCorrections(
      [invoice],
      { Number: '2026-0815' },
      extractFields([invoice]).Fields,
    );
    expect({ ...fromStored, Box: rounded(fromStored.Box) }).toEqual({
      ...fromUpright,
      Box: rounded(fromUpright.Box),
    });
  });

  it('askew as well: its words slope on the page as stored, and are read on straight lines', () => {
    const turned = { Width: invoice.Height, Height: invoice.Width, Rotation: 90 as const, Skew: 1.8 };
    const stored: PageWords = {
      ...invoice,
      ...turned,
      Words: invoice.Words.map((word) => ({ ...word, Box: storedBoxOn(turned, word.Box) })),
    };
    // Stored, the page lies a quarter turn off and its lines slope 1.8°: read, they are straight lines again.
    const upright = extractFields([invoice]).Fields;
    const { Fields } = extractFields([stored]);
    expect(Fields.GrossAmount?.Value).toBe(121);
    expect(Fields.Number?.Value).toBe('2026-0815');
    expect(rounded(Fields.GrossAmount?.Box)).toEqual(
      rounded(storedBoxOn(turned, upright.GrossAmount?.Box as Box)),
    );
    expect(rounded(uprightBoxOn(turned, Fields.GrossAmount?.Box as Box))).toEqual(
      rounded(upright.GrossAmount?.Box),
    );
  });

  it('slopes a box about the page centre: to the right of it lower, to the left higher, the size kept', () => {
    const askew = { Width: 1000, Height: 1000, Skew: 2 };
    const [, rightY, w, h] = storedBoxOn(askew, [0.9, 0.49, 0.05, 0.02]);
    const [, leftY] = storedBoxOn(askew, [0.05, 0.49, 0.05, 0.02]);
    expect(rightY).toBeGreaterThan(0.49 + 0.01);
    expect(leftY).toBeLessThan(0.49 - 0.01);
    expect([w, h]).toEqual([0.05, 0.02]);
  });

  it('leaves an upright page as it is', () => {
    expect(uprightPage(invoice)).toBe(invoice);
    expect(storedBox([invoice], 1, [0.1, 0.2, 0.3, 0.4])).toEqual([0.1, 0.2, 0.3, 0.4]);
  });
});
