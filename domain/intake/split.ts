import type { SplitReason } from './enums';

/** The text of the QR code (or barcode) on a separator sheet: the sheet itself is dropped. */
export const SeparatorBarcode = 'LEDGERLINE-SPLIT';

/** What page analysis found on one page of a source, in source order. */
export type PageFacts = {
  /** Which file of the source the page belongs to. */
  fileIndex: number;
  isBlank: boolean;
  /** Barcode texts, one per line ('' without). */
  barcode: string;
  /** "1/3" when the page says it is page 1 of 3, '' otherwise. */
  pageLabel: string;
  /** An invoice number read from the page, '' when none. */
  documentNumber: string;
};

/** Where a page goes in the proposal: its document, why a document starts here, and whether it is dropped. */
export type PageSplit = { documentIndex: number; splitReason: SplitReason; isDeleted: boolean };

export type SplitOptions = { splitOnBlankPages: boolean };

/** Whether a page is a separator sheet. */
export const isSeparatorPage = (page: Pick<PageFacts, 'barcode'>) =>
  page.barcode.split('\n').some((text) => text.trim() === SeparatorBarcode);

const startsNumbering = (label: string) => /^1\/\d+$/.test(label);

/**
 * Proposes how a source's pages split into documents. A new file starts a document ('First' for the
 * very first, 'File' after); a separator sheet is dropped and the next page starts one ('Separator');
 * a blank page is always dropped and, with `splitOnBlankPages`, the next page starts one
 * ('BlankPage'); a page labelled 1/N or carrying another invoice number than its document so far
 * starts one ('NewFirstPage'). Runs of dropped pages make one split, and no document is empty.
 */
export function proposeSplit(
  pages: PageFacts[],
  options: SplitOptions = { splitOnBlankPages: true },
): PageSplit[] {
  let documentIndex = -1;
  // The reason the next kept page starts a document; the first reason of a run wins.
  let pending: SplitReason | null = 'First';
  let previousFile: number | null = null;
  let documentNumber = '';
  const pendingOf = (reason: SplitReason) => {
    pending ??= reason;
  };
  return pages.map((page) => {
    if (previousFile !== null && page.fileIndex !== previousFile) pendingOf('File');
    previousFile = page.fileIndex;
    const dropped = { documentIndex: Math.max(documentIndex, 0), splitReason: '' as const, isDeleted: true };
    if (isSeparatorPage(page)) {
      pendingOf('Separator');
      return dropped;
    }
    if (page.isBlank) {
      if (options.splitOnBlankPages) pendingOf('BlankPage');
      return dropped;
    }
    let reason: SplitReason = pending ?? '';
    if (!pending) {
      const restartsNumbering = startsNumbering(page.pageLabel);
      const otherNumber =
        page.documentNumber !== '' && documentNumber !== '' && page.documentNumber !== documentNumber;
      if (restartsNumbering || otherNumber) reason = 'NewFirstPage';
    }
    pending = null;
    if (reason !== '') {
      documentIndex += 1;
      documentNumber = '';
    }
    if (page.documentNumber !== '') documentNumber = page.documentNumber;
    return { documentIndex, splitReason: reason, isDeleted: false };
  });
}

/** How many documents a proposal holds. */
export const documentCountOf = (splits: PageSplit[]) =>
  splits.reduce((count, page) => (page.isDeleted ? count : Math.max(count, page.documentIndex + 1)), 0);
