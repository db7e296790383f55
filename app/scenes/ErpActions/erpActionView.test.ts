import { hasOpenActions } from '../../../domain/erp/actionView';
import { syncCountsOf } from './erpActionView';

describe('what an ERP action did', () => {
  it('reads the counts per kind of a synchronisation, in the order of synchronising, and nothing else', () => {
    expect(
      syncCountsOf({
        Vendors: { created: 1, updated: 2, unchanged: 3, skipped: 0 },
        GeneralLedger: { created: 4, updated: 0, unchanged: 0 },
        ErpLoginStatus: 'LoginOk',
        LedgerEntryNumber: 12,
      }),
    ).toEqual([
      { kind: 'GeneralLedger', counts: { created: 4, updated: 0, unchanged: 0, skipped: 0 } },
      { kind: 'Vendors', counts: { created: 1, updated: 2, unchanged: 3, skipped: 0 } },
    ]);
  });

  it('looks again while an action is queued or running', () => {
    expect(hasOpenActions([{ State: 'Succeeded' }, { State: 'Running' }])).toBe(true);
    expect(hasOpenActions([{ State: 'Queued' }])).toBe(true);
    expect(hasOpenActions([{ State: 'Succeeded' }, { State: 'Failed' }])).toBe(false);
  });
});
