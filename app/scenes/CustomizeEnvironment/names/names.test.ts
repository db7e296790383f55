import { statusAction } from '../../../../domain/workflow';
import { actionUse, changedNames, matchesSearch, nameInLocale, nameToSave, statusTraffic } from './names';

const shipped = nameInLocale({}, 'Document_Status_Pending', 'In afwachting');
const own = nameInLocale(
  { Document_Status_Pending: 'Ter goedkeuring' },
  'Document_Status_Pending',
  'In afwachting',
);

describe('names of statuses and actions', () => {
  it('shows the environment’s own wording over the default, and the default without it', () => {
    expect(own).toEqual({ text: 'Ter goedkeuring', isCustom: true, defaultText: 'In afwachting' });
    expect(shipped).toEqual({ text: 'In afwachting', isCustom: false, defaultText: 'In afwachting' });
    expect(nameInLocale(undefined, 'Document_Status_Pending', 'Pending').isCustom).toBe(false);
  });

  it('stores a trimmed new name, and nothing when the name did not change', () => {
    expect(nameToSave('  Wacht op akkoord ', shipped)).toBe('Wacht op akkoord');
    expect(nameToSave('In afwachting', shipped)).toBeNull();
    expect(nameToSave('Ter goedkeuring ', own)).toBeNull();
  });

  it('goes back to the default ("") for a blank name or the default text itself', () => {
    expect(nameToSave('   ', own)).toBe('');
    expect(nameToSave('In afwachting', own)).toBe('');
    expect(nameToSave('', shipped)).toBeNull();
  });

  it('saves only the locales whose name changed', () => {
    const english = nameInLocale({}, 'Document_Status_Pending', 'Pending');
    expect(
      changedNames(
        { 'nl-NL': 'Ter goedkeuring', 'en-US': 'Awaiting approval' },
        { 'nl-NL': own, 'en-US': english },
      ),
    ).toEqual([{ Locale: 'en-US', Value: 'Awaiting approval' }]);
  });

  it('finds a search in any of the texts, ignoring case; an empty search finds all', () => {
    expect(matchesSearch('AFWACHT', ['Pending', 'In afwachting'])).toBe(true);
    expect(matchesSearch('geboekt', ['Pending', 'In afwachting'])).toBe(false);
    expect(matchesSearch('  ', [])).toBe(true);
  });
});

describe('rows per status and action', () => {
  const rows = [
    statusAction('Pending', 'Approve', 'Signed_Off', 'CurrentUser', ['PurchaseInvoice']),
    statusAction('Pending', 'Await', 'Same', 'CurrentUser', ['PurchaseInvoice']),
    statusAction('Blocked', 'Unblock', 'Previous', 'CurrentUser', ['PurchaseInvoice']),
    statusAction('In_Progress', 'Approve', 'Pending', 'CurrentUser', ['PurchaseInvoice']),
    statusAction('Pending', 'Forward', 'Pending', 'CurrentUser', ['PurchaseInvoice']),
  ];

  it('counts the rows offered in a status and the rows leading into it from another status', () => {
    const traffic = statusTraffic(rows);
    expect(traffic.get('Pending')).toEqual({ into: 1, outOf: 3 });
    expect(traffic.get('Signed_Off')).toEqual({ into: 1, outOf: 0 });
    // Same, Previous and a row back into its own status lead into nothing new.
    expect(traffic.get('Blocked')).toEqual({ into: 0, outOf: 1 });
    expect(traffic.has('Posted')).toBe(false);
  });

  it('counts the rows naming each action', () => {
    const use = actionUse(rows);
    expect(use.get('Approve')).toBe(2);
    expect(use.get('Unblock')).toBe(1);
    expect(use.get('Post')).toBeUndefined();
  });
});
