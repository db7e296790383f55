import { StatusFilters } from './enums';
import { listsWork, RecordStatusFilters } from './workFilters';

describe('status filters that list work', () => {
  it('count the desks, the queues and the problems as work', () => {
    for (const filter of ['Todo', 'Ongoing', 'Approve', 'Pending_Approval', 'To_Post', 'Blocked'] as const)
      expect(listsWork(filter)).toBe(true);
    expect(listsWork('Payable')).toBe(true);
    expect(listsWork('STATUSVRIJ3')).toBe(true);
  });

  it('keep the unfiltered list and the lists of what was done as a record', () => {
    for (const filter of ['None', 'Posted', 'Archived', 'Invoices_Actioned_By_User'] as const)
      expect(listsWork(filter)).toBe(false);
  });

  it('name only known status filters as records', () => {
    expect(RecordStatusFilters.filter((filter) => !StatusFilters.includes(filter))).toEqual([]);
  });
});
