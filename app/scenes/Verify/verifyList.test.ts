import type { VerifyDocument } from '../../../domain/verify/types';
import { canGrow, grownCount, isAvailable, neighbourId, nextDocumentId, VerifyPageSize } from './verifyList';

const doc = (Id: string, held: string | null = null): VerifyDocument =>
  ({ Id, IsBlocked: held !== null, CurrentUserId: held }) as VerifyDocument;

describe('the verify list size (spec 001 §9: starts at 10, grows in steps up to 50)', () => {
  it('starts at 10 and grows by 10 to 50, never beyond', () => {
    expect(VerifyPageSize.first).toBe(10);
    const sizes: number[] = [VerifyPageSize.first];
    while (sizes.length < 8) sizes.push(grownCount(sizes.at(-1) ?? 0));
    expect(sizes).toEqual([10, 20, 30, 40, 50, 50, 50, 50]);
  });

  it('offers more only while the list is full and below 50', () => {
    expect(canGrow(10, 10)).toBe(true);
    expect(canGrow(7, 10)).toBe(false);
    expect(canGrow(50, 50)).toBe(false);
  });
});

describe('the next document after a save or delete (spec 001 §4)', () => {
  const list = [doc('a'), doc('b', 'other'), doc('c'), doc('d', 'me')];

  it('opens the next available one after the current, skipping those held by others', () => {
    expect(nextDocumentId(list, 'a', 'me')).toBe('c');
  });

  it('counts a document this user holds as available', () => {
    expect(isAvailable(doc('x', 'me'), 'me')).toBe(true);
    expect(isAvailable(doc('x', 'other'), 'me')).toBe(false);
    expect(nextDocumentId(list, 'c', 'me')).toBe('d');
  });

  it('wraps to the first available one before it, and skips documents finished here', () => {
    expect(nextDocumentId(list, 'd', 'me')).toBe('a');
    expect(nextDocumentId(list, 'd', 'me', new Set(['a']))).toBe('c');
  });

  it('answers null when nothing else is available (the empty state)', () => {
    expect(nextDocumentId([doc('a'), doc('b', 'other')], 'a', 'me')).toBeNull();
    expect(nextDocumentId([], null, 'me')).toBeNull();
  });

  it('opens the first available one when the current one is no longer in the list', () => {
    expect(nextDocumentId(list, 'gone', 'me')).toBe('a');
  });
});

describe('Alt+↓ / Alt+↑', () => {
  const list = [doc('a'), doc('b', 'other'), doc('c')];
  it('steps through the list, also onto documents held by others (they open read-only)', () => {
    expect(neighbourId(list, 'a', 1)).toBe('b');
    expect(neighbourId(list, 'b', -1)).toBe('a');
    expect(neighbourId(list, 'c', 1)).toBeNull();
    expect(neighbourId(list, null, 1)).toBe('a');
  });
});
