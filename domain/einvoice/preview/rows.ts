import type { EInvoiceLine } from '../types';
import { CHARACTERS_PER_ROW } from './constants';

/** Rows a text takes: one per started 80 characters, none when empty. */
export function textRows(text: string | null | undefined): number {
  const length = text?.trim().length ?? 0;
  return Math.ceil(length / CHARACTERS_PER_ROW);
}

/** Weight of an invoice line: at least one row for its item text, plus the rows of its note. */
export function lineWeight(line: EInvoiceLine): number {
  const description =
    line.ItemDescription && line.ItemDescription !== line.ItemName
      ? `${line.ItemName ?? ''} ${line.ItemDescription}`
      : line.ItemName;
  return Math.max(1, textRows(description)) + textRows(line.Note);
}
