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

/** How a page was turned to read it: the quarter turn, and the slope of its lines after that turn. */
type PageTurn = Pick<PageWords, 'Width' | 'Height' | 'Rotation' | 'Skew'>;

/** Whether OCR read the page turned (sideways, upside down or askew). */
export const isTurned = (page: PageTurn) => Boolean(page.Rotation) || Boolean(page.Skew);

/**
 * A box moved with the page turned `degrees` clockwise about its centre (a few degrees: a scan's skew), on a page of
 * `width` × `height`: its centre moves, its size stays.
 */
function slopedBox([x, y, w, h]: Box, degrees: number, width: number, height: number): Box {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [dx, dy] = [(x + w / 2 - 0.5) * width, (y + h / 2 - 0.5) * height];
  const cx = 0.5 + (dx * cos - dy * sin) / width;
  const cy = 0.5 + (dx * sin + dy * cos) / height;
  return [cx - w / 2, cy - h / 2, w, h];
}

/** The page's size once turned upright. */
function uprightSize(page: PageTurn): [number, number] {
  return (page.Rotation ?? 0) % 180 === 0 ? [page.Width, page.Height] : [page.Height, page.Width];
}

/** A box on the page as stored and shown, on the page as it reads: turned upright and straightened. */
export function uprightBoxOn(page: PageTurn, box: Box): Box {
  const turned = turnBox(box, page.Rotation ?? 0);
  return page.Skew ? slopedBox(turned, -page.Skew, ...uprightSize(page)) : turned;
}

/** A box on the page as it reads, back on the page as stored and shown. */
export function storedBoxOn(page: PageTurn, box: Box): Box {
  const sloped = page.Skew ? slopedBox(box, page.Skew, ...uprightSize(page)) : box;
  return turnBox(sloped, 360 - (page.Rotation ?? 0));
}

/**
 * A page as it reads: a page scanned sideways, upside down or askew turned upright and straight, its words' boxes
 * with it, and its size across. Layout (lines, labels left of and above their values) is only found on such pages.
 */
export function uprightPage(page: PageWords): PageWords {
  if (!isTurned(page)) return page;
  const [width, height] = uprightSize(page);
  return {
    Page: page.Page,
    Width: width,
    Height: height,
    Words: page.Words.map((word) => ({ ...word, Box: uprightBoxOn(page, word.Box) })),
  };
}

const pageNumbered = (pages: PageWords[], page: number | null) => pages.find((each) => each.Page === page);

/** A box on the upright page put back on the page as it is stored and shown. */
export function storedBox(pages: PageWords[], page: number | null, box: Box): Box {
  const found = pageNumbered(pages, page);
  return found ? storedBoxOn(found, box) : box;
}

/** A box on the page as stored and shown, on the upright page. */
export function uprightBox(pages: PageWords[], page: number | null, box: Box): Box {
  const found = pageNumbered(pages, page);
  return found ? uprightBoxOn(found, box) : box;
}

type Placed = { Page: number | null; Box: Box | null };

/** A field, line or pointed place found on the upright page, put back on the page as stored (no box: as it is). */
export function onStoredPage<T extends Placed>(pages: PageWords[], item: T): T {
  return item.Box ? { ...item, Box: storedBox(pages, item.Page, item.Box) } : item;
}

/** A place on the page as stored and shown, on the upright page (no box: as it is). */
export function onUprightPage<T extends Placed>(pages: PageWords[], item: T): T {
  return item.Box ? { ...item, Box: uprightBox(pages, item.Page, item.Box) } : item;
}
