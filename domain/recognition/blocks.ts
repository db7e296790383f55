import { columnSegments, type LineWord, plainText, type TextLine, unionBox } from './layout';
import type { Box } from './types';

/** A run of words of a line between column gaps: one line of one block. */
export type Cell = { line: TextLine; words: LineWord[]; text: string; plain: string; box: Box };

/** A cell's plain text with its spaces made single. */
export const plainOf = (text: string) => plainText(text).replace(/\s+/g, ' ').trim();

function cellsOf(lines: TextLine[]): Cell[] {
  return lines.flatMap((line) =>
    columnSegments(line).map((words) => {
      const text = words.map((word) => word.Text).join(' ');
      return { line, words, text, plain: plainOf(text), box: unionBox(words.map((word) => word.Box)) };
    }),
  );
}

/** Whether a cell goes on a block: the next line or the one after, aligned at its left or right, no blank line between. */
function continues(last: Cell, cell: Cell): boolean {
  if (cell.line.page !== last.line.page) return false;
  const step = cell.line.index - last.line.index;
  if (step < 1 || step > 2) return false;
  const height = Math.max(last.line.height, cell.line.height);
  const gap = cell.box[1] - (last.box[1] + last.box[3]);
  if (gap > height * 1.3) return false;
  const tolerance = Math.max(0.012, height);
  const leftAligned = Math.abs(cell.box[0] - last.box[0]) <= tolerance;
  const rightAligned = Math.abs(cell.box[0] + cell.box[2] - (last.box[0] + last.box[2])) <= tolerance;
  return leftAligned || rightAligned;
}

/** The blocks of lines in columns on the first page: each a run of cells aligned under each other. */
export function blocksOf(lines: TextLine[]): Cell[][] {
  const blocks: Cell[][] = [];
  // The blocks a cell may still go on: those whose last line is at most two lines up (a crowded page has thousands).
  let open: Cell[][] = [];
  for (const cell of cellsOf(lines.filter((line) => line.page === 1))) {
    open = open.filter((each) => each[each.length - 1].line.index >= cell.line.index - 2);
    const block = open.find((each) => continues(each[each.length - 1], cell));
    if (block) block.push(cell);
    else {
      blocks.push([cell]);
      open.push(blocks[blocks.length - 1]);
    }
  }
  return blocks;
}
