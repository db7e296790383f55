import { extractFields } from './extract';
import type { PageWord, PageWords } from './types';

/** What a page reads as, field by field: `{ Number: '2026-045', Date: '2026-06-08', … }`. */
export const valuesOf = (page: PageWords) =>
  Object.fromEntries(
    Object.entries(extractFields([page]).Fields).map(([field, read]) => [field, read?.Value]),
  );

/** Words printed larger than the rest (`height`): a letter head, a trade name set as a logo. */
export function largeWords(text: string, x: number, y: number, height = 0.022): PageWord[] {
  let left = x;
  return text.split(' ').map((word) => {
    const box: PageWord['Box'] = [left, y, word.length * height * 0.6, height];
    left += (word.length + 1) * height * 0.6;
    return { Text: word, Box: box };
  });
}

/** The page with a letter head's words before its own. */
export const withLetterhead = (letterhead: PageWord[], page: PageWords): PageWords => ({
  ...page,
  Words: [...letterhead, ...page.Words],
});
