import { describe, expect, it } from 'vitest';
import type { PresenceNotice } from './bus';
import { PresenceBoard, PresenceTtlMs } from './presence';

const tenantId = '11111111-1111-4111-8111-111111111111';
const documentId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const ann = { UserId: 'a0000000-0000-4000-8000-000000000001', Name: 'Ann' };
const bob = { UserId: 'b0000000-0000-4000-8000-000000000002', Name: 'Bob' };

const notice = (user: typeof ann, holder: string, open: boolean): PresenceNotice => ({
  Key: 'DocumentId',
  Id: documentId,
  Holder: holder,
  ...user,
  Open: open,
});

describe('the presence board', () => {
  it('tells who has a document open, by name, as holders come and go', () => {
    const board = new PresenceBoard();
    expect(board.apply(tenantId, notice(bob, 'i/1', true), 0)).toEqual({
      tenantId,
      Key: 'DocumentId',
      Id: documentId,
      CompanyId: null,
      Users: [bob],
    });
    expect(board.apply(tenantId, notice(ann, 'i/2', true), 0)?.Users).toEqual([ann, bob]);
    expect(board.apply(tenantId, notice(bob, 'i/1', false), 0)?.Users).toEqual([ann]);
  });

  it('a user with the document open in two tabs stays until both close', () => {
    const board = new PresenceBoard();
    board.apply(tenantId, notice(ann, 'i/1', true), 0);
    expect(board.apply(tenantId, notice(ann, 'j/7', true), 0)).toBeNull();
    expect(board.apply(tenantId, notice(ann, 'i/1', false), 0)).toBeNull();
    expect(board.apply(tenantId, notice(ann, 'j/7', false), 0)?.Users).toEqual([]);
  });

  it('a renewed announcement changes nothing and keeps the holder', () => {
    const board = new PresenceBoard();
    board.apply(tenantId, notice(ann, 'i/1', true), 0);
    expect(board.apply(tenantId, notice(ann, 'i/1', true), PresenceTtlMs - 1)).toBeNull();
    expect(board.sweep(PresenceTtlMs)).toEqual([]);
    expect(board.users(tenantId, 'DocumentId', documentId)).toEqual([ann]);
  });

  it('drops holders not announced within their time (an instance that stopped)', () => {
    const board = new PresenceBoard();
    board.apply(tenantId, notice(ann, 'i/1', true), 0);
    expect(board.sweep(PresenceTtlMs - 1)).toEqual([]);
    expect(board.sweep(PresenceTtlMs)).toEqual([
      { tenantId, Key: 'DocumentId', Id: documentId, CompanyId: null, Users: [] },
    ]);
    expect(board.users(tenantId, 'DocumentId', documentId)).toEqual([]);
  });

  it('keeps tenants apart', () => {
    const board = new PresenceBoard();
    board.apply(tenantId, notice(ann, 'i/1', true), 0);
    expect(board.users('22222222-2222-4222-8222-222222222222', 'DocumentId', documentId)).toEqual([]);
  });

  it('keeps the company an item belongs to, and tells a newcomer everything of its tenant that is open', () => {
    const board = new PresenceBoard();
    const companyId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    board.apply(tenantId, { ...notice(ann, 'i/1', true), CompanyId: companyId }, 0);
    board.apply('22222222-2222-4222-8222-222222222222', notice(bob, 'k/1', true), 0);
    expect(board.snapshot(tenantId)).toEqual([
      { tenantId, Key: 'DocumentId', Id: documentId, CompanyId: companyId, Users: [ann] },
    ]);
    // A close keeps the company on the change it answers; then the item is gone.
    expect(board.apply(tenantId, notice(ann, 'i/1', false), 0)?.CompanyId).toBe(companyId);
    expect(board.snapshot(tenantId)).toEqual([]);
  });
});
