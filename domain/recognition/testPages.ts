import type { PageWords } from './types';

/**
 * A page for tests, from lines of text: `[y, 'text at x=0.1', [x, 'more text']…]`. Words get boxes by their place
 * (one character 0.01 wide, 0.012 high), as the text layer would give them.
 */
export function pageOf(page: number, lines: Array<[number, ...Array<string | [number, string]>]>): PageWords {
  const words: PageWords['Words'] = [];
  for (const [y, ...parts] of lines)
    for (const part of parts) {
      const [x, text] = typeof part === 'string' ? [0.1, part] : part;
      let left = x;
      for (const word of text.split(' ')) {
        words.push({ Text: word, Box: [left, y, word.length * 0.01, 0.012] });
        left += (word.length + 1) * 0.01;
      }
    }
  return { Page: page, Width: 595, Height: 842, Words: words };
}
