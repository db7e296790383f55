import { type Grey, Ink } from './grey';

/** The side of the square cells the page is measured in, in pixels (about 2.8 mm at the reading size). */
const Cell = 24;
/**
 * A cell of a matrix code (a QR code, a Data Matrix): between a quarter and four fifths ink, in modules that change
 * from ink to paper at least once across a row or down a column on average. Text is lighter, a solid band or a
 * picture's dark area darker or smoother.
 */
const CodeInk = [0.25, 0.8] as const;
const MinChanges = 1;
/** A code is at least this many cells each way (about 11 mm), squarish, and its cells nearly all code-like. */
const MinCells = 4;
const MaxAspect = 1.6;
const MinFill = 0.75;
const Margin = Cell / 2;

type Block = { left: number; top: number; right: number; bottom: number; cells: number };

/** Whether one cell looks like part of a matrix code: its share of ink and how often ink and paper alternate. */
function codeLike(
  { pixels, width }: Grey,
  left: number,
  top: number,
  right: number,
  bottom: number,
): boolean {
  let ink = 0;
  let across = 0;
  let down = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const dark = pixels[y * width + x] < Ink;
      if (dark) ink += 1;
      if (x > left && dark !== pixels[y * width + x - 1] < Ink) across += 1;
      if (y > top && dark !== pixels[(y - 1) * width + x] < Ink) down += 1;
    }
  }
  const [columns, rows] = [right - left, bottom - top];
  const share = ink / (columns * rows);
  return share >= CodeInk[0] && share <= CodeInk[1] && (across / rows + down / columns) / 2 >= MinChanges;
}

/** The connected blocks of code-like cells (by their sides), in cell units. */
function blocksOf(marked: boolean[], columns: number, rows: number): Block[] {
  const seen = new Uint8Array(marked.length);
  const blocks: Block[] = [];
  for (let start = 0; start < marked.length; start++) {
    if (!marked[start] || seen[start]) continue;
    const block = { left: columns, top: rows, right: 0, bottom: 0, cells: 0 };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      const [x, y] = [cell % columns, Math.floor(cell / columns)];
      Object.assign(block, {
        left: Math.min(block.left, x),
        top: Math.min(block.top, y),
        right: Math.max(block.right, x + 1),
        bottom: Math.max(block.bottom, y + 1),
        cells: block.cells + 1,
      });
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ]) {
        const next = ny * columns + nx;
        if (nx < 0 || ny < 0 || nx >= columns || ny >= rows || !marked[next] || seen[next]) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    blocks.push(block);
  }
  return blocks;
}

/**
 * The page with its matrix codes whitened: a QR code (a Swiss QR bill's, a GiroCode) is no text, yet tesseract
 * reads its modules as dozens of doubtful words. They cost it seconds a page, each is read a second time, and one
 * that stands beside a value on its line ("RF89 4484 7") runs into it. A code is a squarish block of cells of
 * alternating ink at least 11 mm across; text, rules, solid bands and their lettering are not.
 */
export function withoutMatrixCodes(grey: Grey): Grey {
  const columns = Math.floor(grey.width / Cell);
  const rows = Math.floor(grey.height / Cell);
  const marked: boolean[] = new Array(columns * rows);
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      marked[row * columns + column] = codeLike(
        grey,
        column * Cell,
        row * Cell,
        (column + 1) * Cell,
        (row + 1) * Cell,
      );
  const codes = blocksOf(marked, columns, rows).filter((block) => {
    const [wide, tall] = [block.right - block.left, block.bottom - block.top];
    return (
      wide >= MinCells &&
      tall >= MinCells &&
      Math.max(wide, tall) / Math.min(wide, tall) <= MaxAspect &&
      block.cells >= MinFill * wide * tall
    );
  });
  if (codes.length === 0) return grey;
  const pixels = Uint8Array.from(grey.pixels);
  for (const code of codes) {
    // Half a cell more all round: the code's edge modules only partly fill their cells.
    const left = Math.max(0, code.left * Cell - Margin);
    const right = Math.min(grey.width, code.right * Cell + Margin);
    const top = Math.max(0, code.top * Cell - Margin);
    const bottom = Math.min(grey.height, code.bottom * Cell + Margin);
    for (let y = top; y < bottom; y++) pixels.fill(255, y * grey.width + left, y * grey.width + right);
  }
  return { ...grey, pixels };
}
