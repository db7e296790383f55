import { OpenStatuses } from './statuses';
import { StatusFilterStatuses, statusesOfFilter } from './statusFilters';

describe('the statuses each overview status filter shows', () => {
  it('shows Pending for the approval filters, Signed_Off for Signed', () => {
    for (const filter of ['Pending_Approval', 'To_Sign', 'Approve'] as const)
      expect(statusesOfFilter(filter)).toEqual(['Pending']);
    expect(statusesOfFilter('Signed')).toEqual(['Signed_Off']);
  });

  it('shows Ready for To_Post and Post', () => {
    expect(statusesOfFilter('To_Post')).toEqual(['Ready']);
    expect(statusesOfFilter('Post')).toEqual(['Ready']);
  });

  it('shows the three error statuses for Error and InvoiceError', () => {
    expect(statusesOfFilter('Error')).toEqual(['Error', 'Import_Error', 'Invalid_Masterdata']);
    expect(statusesOfFilter('InvoiceError')).toEqual(statusesOfFilter('Error'));
  });

  it('shows Free_Status_n for STATUSVRIJn and Archived for Archived', () => {
    expect(statusesOfFilter('STATUSVRIJ3')).toEqual(['Free_Status_3']);
    expect(statusesOfFilter('Archived')).toEqual(['Archived']);
  });

  it('shows every open status for Ongoing and Todo', () => {
    expect(StatusFilterStatuses.Ongoing).toEqual(OpenStatuses);
    expect(StatusFilterStatuses.Todo).toEqual(OpenStatuses);
  });

  it('leaves out the filters on flags, sources and people', () => {
    for (const filter of [
      'None',
      'Await',
      'Blocked',
      'Posted',
      'All_Posted',
      'Payable',
      'Approved',
      'Scanned',
    ] as const)
      expect(statusesOfFilter(filter)).toBeNull();
  });
});
