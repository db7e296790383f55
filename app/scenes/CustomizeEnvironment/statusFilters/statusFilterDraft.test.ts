import { DefaultStatusFilterSettings } from '../../../../domain/workflow';
import { differsFromDefault, sameFilters, withDocumentType, withStatuses } from './statusFilterDraft';

const defaults = [...DefaultStatusFilterSettings];
const setting = (list: readonly { Filter: string }[], filter: string) =>
  list.find((each) => each.Filter === filter);

describe('editing status filters', () => {
  it('offers a filter on an overview or takes it away, types in their usual order', () => {
    const added = withDocumentType(defaults, 'Approve', 'PackingSlip', true);
    expect(setting(added, 'Approve')).toMatchObject({ DocumentTypes: ['PurchaseInvoice', 'PackingSlip'] });
    const removed = withDocumentType(added, 'Approve', 'PurchaseInvoice', false);
    expect(setting(removed, 'Approve')).toMatchObject({ DocumentTypes: ['PackingSlip'] });
    expect(setting(removed, 'Archived')).toBe(setting(defaults, 'Archived'));
  });

  it('sets the statuses a filter shows', () => {
    const edited = withStatuses(defaults, 'Archived', ['Archived', 'Posted']);
    expect(setting(edited, 'Archived')).toMatchObject({ Statuses: ['Archived', 'Posted'] });
  });

  it('sees the same settings in any order of a filter’s statuses, and a change as a change', () => {
    const one = withStatuses(defaults, 'Error', ['Error', 'Import_Error']);
    expect(sameFilters(one, withStatuses(defaults, 'Error', ['Import_Error', 'Error']))).toBe(true);
    expect(sameFilters(one, defaults)).toBe(false);
    expect(sameFilters(defaults, [...defaults])).toBe(true);
  });

  it('marks a filter whose setting differs from the shipped one', () => {
    expect(defaults.some(differsFromDefault)).toBe(false);
    const edited = withDocumentType(defaults, 'Todo', 'PackingSlip', false);
    expect(edited.filter(differsFromDefault).map((each) => each.Filter)).toEqual(['Todo']);
  });
});
