import type { Box, PageWords } from './types';

/** A quarter turn clockwise, in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** A box turned with the page: quarter turns clockwise, within the unit square. */
export function turnBox(box: Box, degrees: number): Box {
  const [x, y, w, h] = box;
  switch (((Math.round(degrees / 90) % 4) + 4) % 4) {
    case 1:
      return [1 - y - h, x, h, w];
    case 2:
      return [1 - x - w, 1 - y - h, w, h];
    case 3:
      return [y, 1 - x - w, h, w];
    default:
      return [x, y, w, h];
  }
}

/**
 * A page as it reads: a page scanned sideways or upside down (its `Rotation`) turned upright, its words' boxes with
 * it, and its size across. Layout (lines, labels left of and above their values) is only found on upright pages.
 */
export function uprightPage(page: PageWords): PageWords {
  const turn = page.Rotation ?? 0;
  if (turn === 0) return page;
  const across = turn % 180 !== 0;
  return {
    Page: page.Page,
    Width: across ? page.Height : page.Width,
    Height: across ? page.Width : page.Height,
    Words: page.Words.map((word) => ({ ...word, Box: turnBox(word.Box, turn) })),
  };
}

/** The page's turn by its number (0 for a page that is upright or unknown). */
export function turnOf(pages: PageWords[], page: number | null): number {
  return pages.find((each) => each.Page === page)?.Rotation ?? 0;
}

/** A box on the upright page put back on the page as it is stored and shown. */
export function storedBox(pages: PageWords[], page: number | null, box: Box): Box {
  const turn = turnOf(pages, page);
  return turn === 0 ? box : turnBox(box, 360 - turn);
}

/** A box on the page as stored and shown, on the upright page. */
export function uprightBox(pages: PageWords[], page: number | null, box: Box): Box {
  const turn = turnOf(pages, page);
  return turn === 0 ? box : turnBox(box, turn);
}
