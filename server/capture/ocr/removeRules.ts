/**
 * Pixels darker than this are ink. Rules are printed black or dark grey; the light grey of table shading and of
 * anti-aliased edges is not.
 */
const Ink = 140;
/** How far beside a rule its anti-aliased edge reaches, in pixels. */
const Edge = 2;

/**
 * Whitens the table rules and box borders of a grey page image (one byte a pixel, `width` × `height`): runs of ink
 * at least `minLength` pixels long, across or down the page, with the grey edge beside them. Tesseract takes a
 * ruled cell for a picture and leaves its text unread, and reads a rule under a figure as part of it ("448,99" on
 * a double rule read as "248,99"). No letter runs that long, so the text stays; where a letter touches a rule it
 * loses only the rule's few pixels. Returns a new image.
 */
export function removeRules(
  pixels: Uint8Array,
  width: number,
  height: number,
  minLength: number,
): Uint8Array {
  const rule = new Uint8Array(width * height);
  markRuns(
    pixels,
    rule,
    width * height,
    { lines: height, length: width, along: 1, across: width },
    minLength,
    1,
  );
  markRuns(
    pixels,
    rule,
    width * height,
    { lines: width, length: height, along: width, across: 1 },
    minLength,
    2,
  );
  const result = Uint8Array.from(pixels);
  for (let index = 0; index < rule.length; index++) {
    if (rule[index] === 0) continue;
    result[index] = 255;
    // The rule's edge lies beside it: above and below a horizontal rule, left and right of a vertical one.
    const step = rule[index] === 1 ? width : 1;
    for (let distance = -Edge; distance <= Edge; distance++) {
      const beside = index + distance * step;
      if (distance !== 0 && beside >= 0 && beside < rule.length && pixels[beside] >= Ink)
        result[beside] = 255;
    }
  }
  return result;
}

type Direction = { lines: number; length: number; along: number; across: number };

/** Marks (with `mark`) the runs of ink at least `minLength` long along one direction. */
function markRuns(
  pixels: Uint8Array,
  rule: Uint8Array,
  size: number,
  { lines, length, along, across }: Direction,
  minLength: number,
  mark: number,
): void {
  for (let line = 0; line < lines; line++) {
    const first = line * across;
    let start = -1;
    for (let position = 0; position <= length; position++) {
      const index = first + position * along;
      const ink = position < length && index < size && pixels[index] < Ink;
      if (ink && start < 0) start = position;
      else if (!ink && start >= 0) {
        if (position - start >= minLength)
          for (let run = start; run < position; run++) rule[first + run * along] = mark;
        start = -1;
      }
    }
  }
}
