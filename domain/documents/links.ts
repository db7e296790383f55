import type { OverviewDocumentType } from './enums';

/** A document as another document's link lists it: a purchase invoice's packing slips, a packing slip's invoices. */
export type LinkedDocument = {
  Id: string;
  DocumentType: OverviewDocumentType;
  DocumentNumber: string;
  DocumentDate: string | null;
  RelationName: string;
  PurchaseOrderNumbers: string[];
  /** When the link was made (ISO 8601). */
  LinkedAt: string;
};

/** A packing slip offered to be linked to a purchase invoice. */
export type PackingSlipLinkCandidate = Omit<LinkedDocument, 'LinkedAt'>;

/** The most packing slips offered at once; the search narrows them. */
export const MaximumPackingSlipLinkCandidates = 25;

/** Longest search text for the packing-slip candidates. */
export const MaximumPackingSlipSearchLength = 100;

// Numbers sort as people read them: PB-2 before PB-10.
const numberOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * An invoice's PackingSlipNumbers from the document numbers of its linked packing slips: blanks left out,
 * each number once, in natural order.
 */
export function packingSlipNumbersOf(numbers: readonly string[]): string[] {
  const present = numbers.map((number) => number.trim()).filter((number) => number !== '');
  return [...new Set(present)].sort((a, b) => numberOrder.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}
