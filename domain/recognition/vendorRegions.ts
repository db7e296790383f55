import type { Box, PageWord, PageWords, RecognizedFieldName, RecognizedFields } from './types';

/**
 * The vendor's own data, printed in letterheads and footers: often drawn as graphics (a letterhead image, text
 * turned into outlines), so the PDF's text layer lacks it while the page shows it.
 */
export const VendorFields = [
  'IbanNumber',
  'RelationChamberOfCommerce',
  'RelationName',
] as const satisfies readonly RecognizedFieldName[];
export type VendorField = (typeof VendorFields)[number];

/** A part of a page, as fractions of the page's width and height. */
export type PageRegion = { left: number; top: number; width: number; height: number };

/** Where vendors print their own data: the letterhead (top fifth) and the footer (bottom 15 %). */
export const VendorRegions: readonly PageRegion[] = [
  { left: 0, top: 0, width: 1, height: 0.2 },
  { left: 0, top: 0.85, width: 1, height: 0.15 },
];

/**
 * Between letterhead and footer a firm may paste a picture of its bank's details: a French RIB under "par virement
 * sur le compte :", a screenshot of the account. Read for the IBAN only, when the text has none: a picture in the
 * body (a product, a signature, the bank's own name on the RIB) is no letterhead, so no other vendor data is taken
 * from it.
 */
export const PaymentPictureRegion: PageRegion = { left: 0, top: 0.2, width: 1, height: 0.65 };

/** The regions to read for the gaps: the letterhead and footer, and the body's pictures when the IBAN is missing. */
export function regionsFor(gaps: readonly VendorField[]): readonly PageRegion[] {
  return gaps.includes('IbanNumber') ? [...VendorRegions, PaymentPictureRegion] : VendorRegions;
}

const centreIn = (box: Box, region: PageRegion) => {
  const [x, y] = [box[0] + box[2] / 2, box[1] + box[3] / 2];
  return (
    x >= region.left && x <= region.left + region.width && y >= region.top && y <= region.top + region.height
  );
};

/** Region words read in the letterhead and footer only (those of the body's pictures left out). */
export function letterheadAndFooterWords(pages: PageWords[]): PageWords[] {
  return pages.map((page) => ({
    ...page,
    Words: page.Words.filter((word) => VendorRegions.some((region) => centreIn(word.Box, region))),
  }));
}

/** An OCR word lying this much (share of its own area) over text-layer words is already in the text layer. */
const KnownOverlap = 0.3;

/**
 * A vendor name this unsure is a guess, no name found: the first line of the page, the largest print at its top, or
 * the name of its web site standing in for it ("Elektrohartmann" of elektro-hartmann.de, where the letterhead's
 * "Elektro Hartmann" is a picture). A name in a letterhead drawn as a picture may do better.
 */
const GuessedName = 0.55;

/** The vendor fields a reading did not find (or only guessed, for the name). */
export function vendorGaps(fields: RecognizedFields): VendorField[] {
  return VendorFields.filter((field) => {
    const found = fields[field];
    return found === undefined || (field === 'RelationName' && found.Confidence <= GuessedName);
  });
}

/** Words read in a region (boxes as fractions of the region) placed on their page (fractions of the page). */
export function placeRegionWords(words: PageWord[], region: PageRegion): PageWord[] {
  return words.map((word) => {
    const [left, top, width, height] = word.Box;
    const box: Box = [
      region.left + left * region.width,
      region.top + top * region.height,
      width * region.width,
      height * region.height,
    ];
    return { ...word, Box: box };
  });
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const height = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The OCR words the text layer lacks: those not lying over text-layer words (which keep their exact text). */
export function wordsMissingFromText(text: PageWord[], ocr: PageWord[]): PageWord[] {
  return ocr.filter((word) => {
    const area = word.Box[2] * word.Box[3];
    if (area <= 0) return false;
    const covered = text.reduce((sum, known) => sum + overlapArea(word.Box, known.Box), 0);
    return covered / area < KnownOverlap;
  });
}

/** The text-layer pages with the words OCR found in their regions added (pages without such words unchanged). */
export function withRegionWords(pages: PageWords[], regionWords: PageWords[]): PageWords[] {
  return pages.map((page) => {
    const extra = regionWords.filter((read) => read.Page === page.Page).flatMap((read) => read.Words);
    return extra.length === 0 ? page : { ...page, Words: [...page.Words, ...extra] };
  });
}

/**
 * The text reading with its vendor gaps filled from the reading that includes the OCR'd regions: only the fields
 * in `gaps`, and a guessed name only by a surer one, so every value the text layer gave stays as it was.
 */
export function fillVendorGaps(
  fields: RecognizedFields,
  withRegions: RecognizedFields,
  gaps: readonly VendorField[],
): RecognizedFields {
  const filled: RecognizedFields = { ...fields };
  for (const field of gaps) {
    const found = withRegions[field];
    const known = fields[field];
    if (found && (!known || found.Confidence > known.Confidence)) filled[field] = found;
  }
  return filled;
}
