/** Identifier of a dropdown item: a number or a code. */
export type DropdownId = string | number;

/** A dropdown item (spec 002 §3): Id, first column, optional second column, flag whether the first column shows. */
export interface DropdownItem {
  Id: DropdownId;
  FirstColumn: string;
  /** Defaults to empty. */
  SecondColumn?: string;
  /** Whether the first column is part of the display text; defaults to true. */
  DisplayFirstColumn?: boolean;
}

/** Items used to size the columns (spec 002 §9). */
export const COLUMN_SAMPLE_SIZE = 50;
/** Characters counted at most for a column's minimum width. */
export const COLUMN_MAX_CHARACTERS = 12;
/** Pixels per character for a column's minimum width. */
export const COLUMN_CHARACTER_WIDTH = 8;
/** Padding added to a column's minimum width. */
export const COLUMN_PADDING = 20;

/** Display text: first column alone without a second column, second alone when the flag is off, else 'first - second'. */
export function displayText(item: DropdownItem): string {
  const first = item.FirstColumn.trim();
  const second = (item.SecondColumn ?? '').trim();
  if (second === '') return first;
  if (item.DisplayFirstColumn === false) return second;
  return `${first} - ${second}`;
}

/** Search text: the display text in lower case. */
export function searchText(item: DropdownItem): string {
  return displayText(item).toLowerCase();
}

/** Items whose search text contains the typed term (case-insensitive). */
export function filterItems(items: readonly DropdownItem[], term: string): DropdownItem[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => searchText(item).includes(needle));
}

/** The item whose first column equals the text, ignoring case and surrounding spaces. */
export function findByFirstColumn(items: readonly DropdownItem[], text: string): DropdownItem | undefined {
  const needle = text.trim().toLowerCase();
  if (needle === '') return undefined;
  return items.find((item) => item.FirstColumn.trim().toLowerCase() === needle);
}

/** Pasted 'code - description' gives the code before ' - ', unless the whole text is a known code. */
export function codeFromPaste(items: readonly DropdownItem[], pasted: string): string {
  const text = pasted.trim();
  if (findByFirstColumn(items, text)) return text;
  const separator = text.indexOf(' - ');
  return separator < 0 ? text : text.slice(0, separator).trim();
}

function columnWidth(lengths: number[]): number {
  const longest = Math.max(0, ...lengths);
  return Math.min(longest, COLUMN_MAX_CHARACTERS) * COLUMN_CHARACTER_WIDTH + COLUMN_PADDING;
}

/** Minimum widths in px of the two panel columns, measured on the first 50 items. */
export function columnWidths(items: readonly DropdownItem[]): { first: number; second: number } {
  const sample = items.slice(0, COLUMN_SAMPLE_SIZE);
  return {
    first: columnWidth(sample.map((item) => item.FirstColumn.trim().length)),
    second: columnWidth(sample.map((item) => (item.SecondColumn ?? '').trim().length)),
  };
}

/** Typed words that show the blooper image. */
export const BLOOPER_WORDS: readonly string[] = ['blueper!', 'blooper!'];

/** Whether the typed text is one of the blooper words. */
export function isBlooperWord(text: string): boolean {
  return BLOOPER_WORDS.includes(text.trim().toLowerCase());
}
