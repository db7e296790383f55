import type { RelationCreateState } from '../../../domain/masterdata/index';
import { pollRelationCreate } from './pollRelationCreate';

const pending: RelationCreateState<string> = { Status: 'Pending', Relation: null, ErrorMessage: null };
const done: RelationCreateState<string> = { Status: 'Completed', Relation: 'vendor', ErrorMessage: null };

describe('polling a relation creation', () => {
  it('asks at once and stops as soon as the relation is there', async () => {
    const check = vi.fn().mockResolvedValueOnce(done);
    const wait = vi.fn(async () => true);
    expect(await pollRelationCreate({ check, wait })).toEqual({ outcome: 'Completed', relation: 'vendor' });
    expect(check).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('asks every 7 s, at most 10 times, then times out', async () => {
    const check = vi.fn(async () => pending);
    const wait = vi.fn(async () => true);
    expect(await pollRelationCreate({ check, wait })).toEqual({ outcome: 'Timeout' });
    expect(check).toHaveBeenCalledTimes(10);
    expect(wait).toHaveBeenCalledTimes(9);
    expect(wait).toHaveBeenCalledWith(7000);
  });

  it("reports the financial system's refusal with its message", async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce({ Status: 'Failed', Relation: null, ErrorMessage: 'Duplicate code' });
    expect(await pollRelationCreate({ check, wait: async () => true })).toEqual({
      outcome: 'Failed',
      message: 'Duplicate code',
    });
  });

  it('keeps asking after an answer that failed, and stops when the screen is left', async () => {
    const check = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(pending);
    const wait = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await pollRelationCreate({ check, wait })).toEqual({ outcome: 'Timeout' });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
