import sharp from 'sharp';
import type { QuarterTurn } from '../../../domain/recognition/pageTurn';
import { evenLight } from './evenLight';
import type { Grey } from './grey';
import { lightOnDark } from './lightOnDark';
import { isSideways, isUpsideDown, turnedHalf, turnedQuarter } from './orientation';
import { withoutMatrixCodes } from './removeCodes';
import { removeRules } from './removeRules';
import { estimateSkew, MinSkewDegrees } from './skew';

/**
 * The size OCR reads a page at: the area of an A4 page 2500 pixels tall (about 215 dpi). Measured on the invoice
 * corpus, it reads as many words as 3300 pixels (300 dpi) for a fifth less time, and clearly more than the
 * 1700 pixels pages are rendered at.
 */
const TargetArea = 1768 * 2500;
/** Tiny images are not blown up beyond this: more pixels add no detail. */
const MaxEnlargement = 4;
/**
 * Runs of ink this long (about 9.5 mm at the reading size) are rules, not letters: even a heading's letters are
 * shorter, while the borders of a table cell or a totals box are longer.
 */
const RuleLength = 80;

/**
 * A page image ready for tesseract: `image` is `readWidth` × `readHeight` pixels; `width` × `height` is the size of
 * the image it was made from (upright by its EXIF), which `turn` (clockwise) turned to read, when it was scanned
 * sideways or upside down.
 */
export type PreparedImage = {
  turn: QuarterTurn;
  /** Degrees the page's lines sloped (descending to the right), turned, before it was straightened; 0 when straight. */
  skew: number;
  image: Buffer;
  /** The image's pixels without the PGM header: one grey byte a pixel. */
  pixels: Uint8Array;
  readWidth: number;
  readHeight: number;
  width: number;
  height: number;
};

/**
 * Turns a page image (JPEG, PNG, anything sharp reads) into what OCR reads best and fastest: upright (EXIF),
 * grey, scaled to about an A4 page at 215 dpi, as a binary PGM (no encoding or decoding cost; Leptonica reads it
 * directly). Scaling by area keeps a long receipt readable, where scaling its longest side would not. A region of a
 * page (`pageShare`: the share of the page's area it shows) is read at the resolution of its whole page.
 */
export async function prepareImage(input: Buffer, pageShare = 1): Promise<PreparedImage> {
  const { width, height } = await uprightSize(input);
  const scale = Math.min(MaxEnlargement, Math.sqrt((TargetArea * pageShare) / (width * height)));
  const { data, info } = await sharp(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize({ width: Math.max(1, Math.round(width * scale)), kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected a grey image, got ${info.channels} channels`);
  const grey = lightOnDark(evenLight({ pixels: data, width: info.width, height: info.height }));
  const turned = await turnedUpright(grey, pageShare === 1);
  const { turn, skew } = turned;
  const upright = withoutMatrixCodes(turned.upright);
  const header = Buffer.from(`P5\n${upright.width} ${upright.height}\n255\n`, 'ascii');
  const image = Buffer.concat([header, upright.pixels]);
  return {
    image,
    pixels: image.subarray(header.length),
    readWidth: upright.width,
    readHeight: upright.height,
    width,
    height,
    turn,
    skew,
  };
}

const withoutRules = (grey: Grey): Grey => ({
  ...grey,
  pixels: removeRules(grey.pixels, grey.width, grey.height, RuleLength),
});

/**
 * A page turned to read, its rules removed: a quarter when its lines run from top to bottom (fed sideways),
 * straightened when fed askew, and half round when it then stands on its head. Rules are no text: a table's
 * columns would pass for lines across, a rule touching a line of text for its core. A region of a page (`whole`
 * false) is only straightened.
 */
async function turnedUpright(
  grey: Grey,
  whole: boolean,
): Promise<{ upright: Grey; turn: QuarterTurn; skew: number }> {
  const clean = withoutRules(grey);
  const sideways = whole && isSideways(clean);
  const across = sideways ? turnedQuarter(grey) : grey;
  const acrossClean = sideways ? withoutRules(across) : clean;
  const { pixels, skew } = await straightened(across, acrossClean);
  // Left straight, its rules are already gone; turned straight, they are removed again where they now lie.
  const straight = skew === 0 ? acrossClean : withoutRules({ ...across, pixels });
  const quarter = sideways ? 90 : 0;
  if (!whole || !isUpsideDown(straight)) return { upright: straight, turn: quarter, skew };
  // Half round the slope stays the same: a line descending to the right still does.
  return { upright: turnedHalf(straight), turn: quarter === 0 ? 180 : 270, skew };
}

/**
 * A scan fed askew, turned straight (same size, white where the turn uncovers the edge): tesseract reads a skewed
 * page's lines, but its words' boxes then drift across the lines, so that a label and its value at the other end of
 * the line no longer stand on one line, nor a value under its column's label; and a skewed rule is no rule to
 * removeRules. A straight page comes back as it is. The angle is found on the page without its straight rules
 * (`printed`): the edges of a photographed sheet and the borders of a box, the same at any angle, only blunt it.
 */
async function straightened(
  { pixels, width, height }: Grey,
  printed: Grey,
): Promise<{ pixels: Uint8Array; skew: number }> {
  const skew = estimateSkew(printed.pixels, width, height);
  if (Math.abs(skew) < MinSkewDegrees) return { pixels, skew: 0 };
  const raw = { width, height, channels: 1 as const };
  const turned = await sharp(pixels, { raw })
    .rotate(-skew, { background: { r: 255, g: 255, b: 255 } })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels },
  })
    .extract({
      left: Math.floor((turned.info.width - width) / 2),
      top: Math.floor((turned.info.height - height) / 2),
      width,
      height,
    })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected a grey image, got ${info.channels} channels`);
  return { pixels: data, skew };
}

async function uprightSize(input: Buffer): Promise<{ width: number; height: number }> {
  const { width, height, autoOrient } = await sharp(input).metadata();
  return { width: autoOrient?.width ?? width, height: autoOrient?.height ?? height };
}
