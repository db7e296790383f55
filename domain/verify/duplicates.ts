import type { DuplicateReason } from './types';

/** What duplicate detection compares of a document. */
export type DuplicateCandidate = {
  Id: string;
  RelationId: string | null;
  Number: string;
  /** `YYYY-MM-DD` or null. */
  Date: string | null;
  GrossAmount: number;
  /** SHA-256 of the original file, or null when not known. */
  FileHash: string | null;
};

/** How far apart two invoices of the same relation and amount may be dated and still look like one. */
export const DuplicateDateWindowDays = 7;

/**
 * A document number as compared for duplicates: without spaces, dashes, dots, slashes and underscores, without
 * the leading zeros of its digits, in upper case ("F-000123" and "f 123" are the same number).
 */
export function normalisedDocumentNumber(number: string): string {
  return number
    .toUpperCase()
    .split(/[\s\-./_]+/)
    .map((part) => part.replace(/(^|\D)0+(?=\d|$)/g, '$1'))
    .join('');
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86400000);

/** The whole days between two `YYYY-MM-DD` dates, or null when either is missing or no date. */
export function daysBetween(a: string | null, b: string | null): number | null {
  if (!a || !b) return null;
  const days = Math.abs(dayNumber(a) - dayNumber(b));
  return Number.isFinite(days) ? days : null;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Why `other` looks like a duplicate of `document`, or null: the same file; the same relation and (normalised)
 * number; or the same relation, the same gross amount and dates at most seven days apart. A document is never its
 * own duplicate, and documents without a relation only match by file.
 */
export function duplicateReason(
  document: DuplicateCandidate,
  other: DuplicateCandidate,
): DuplicateReason | null {
  if (document.Id === other.Id) return null;
  if (document.FileHash && document.FileHash === other.FileHash) return 'SameFile';
  if (!document.RelationId || document.RelationId !== other.RelationId) return null;
  const number = normalisedDocumentNumber(document.Number);
  if (number && number === normalisedDocumentNumber(other.Number)) return 'SameNumber';
  const days = daysBetween(document.Date, other.Date);
  if (
    cents(document.GrossAmount) !== 0 &&
    cents(document.GrossAmount) === cents(other.GrossAmount) &&
    days !== null &&
    days <= DuplicateDateWindowDays
  )
    return 'SameAmountNearDate';
  return null;
}

/** The candidates that look like duplicates of the document, each with its reason, in the given order. */
export function findDuplicates<C extends DuplicateCandidate>(
  document: DuplicateCandidate,
  candidates: readonly C[],
): Array<{ candidate: C; reason: DuplicateReason }> {
  return candidates.flatMap((candidate) => {
    const reason = duplicateReason(document, candidate);
    return reason ? [{ candidate, reason }] : [];
  });
}
