import type { VerifyDocument } from '../../../domain/verify/types';

/** The verify list shows 10 documents at first and grows by 10 up to 50 (spec 001 §9). */
export const VerifyPageSize = { first: 10, step: 10, maximum: 50 } as const;

/** The list's next size when the verifier asks for more. */
export function grownCount(current: number): number {
  return Math.min(VerifyPageSize.maximum, Math.max(VerifyPageSize.first, current + VerifyPageSize.step));
}

/** True when the list is full at its size and may still grow. */
export function canGrow(shown: number, maximumCount: number): boolean {
  return shown >= maximumCount && maximumCount < VerifyPageSize.maximum;
}

/** A document this user may open for editing: nobody holds it, or this user does (spec 001 §4). */
export function isAvailable(document: VerifyDocument, userId: string | undefined): boolean {
  return !document.IsBlocked || (userId !== undefined && document.CurrentUserId === userId);
}

/**
 * The document to open after one was saved or deleted (or taken by someone else): the next available one after it
 * in the list, else the first available one before it; documents already finished here are skipped. Null: none.
 */
export function nextDocumentId(
  list: readonly VerifyDocument[],
  currentId: string | null,
  userId: string | undefined,
  finished: ReadonlySet<string> = new Set(),
): string | null {
  const open = (document: VerifyDocument) =>
    document.Id !== currentId && !finished.has(document.Id) && isAvailable(document, userId);
  const at = currentId ? list.findIndex((document) => document.Id === currentId) : -1;
  const after = list.slice(at + 1).find(open);
  return (after ?? list.slice(0, Math.max(at, 0)).find(open))?.Id ?? null;
}

/** The neighbour in the list for Alt+↓ / Alt+↑ (any document, also one held by someone else: it opens read-only). */
export function neighbourId(
  list: readonly VerifyDocument[],
  currentId: string | null,
  step: 1 | -1,
): string | null {
  if (list.length === 0) return null;
  const at = currentId ? list.findIndex((document) => document.Id === currentId) : -1;
  if (at < 0) return list[step === 1 ? 0 : list.length - 1]?.Id ?? null;
  return list[at + step]?.Id ?? null;
}
