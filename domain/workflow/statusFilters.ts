import type { DocumentStatus, StatusFilter } from '../documents/enums';
import { OpenStatuses } from './statuses';

const errors: DocumentStatus[] = ['Error', 'Import_Error', 'Invalid_Masterdata'];

/**
 * The statuses each overview status filter shows, where the filter is about statuses; the same table as
 * the server's StatusFilterPredicates (server/services/documents/statusFilters.ts), which also checks
 * the flags noted here. Filters on flags, sources or people only are left out:
 * None, Await (LastAction Await), Blocked, Posted and All_Posted (IsPosted), Payable, PayableScanPosted,
 * Approved (IsApproved), Wait_For_Erp, Scanned, Invoices_Actioned_By_User.
 */
export const StatusFilterStatuses: Partial<Record<StatusFilter, readonly DocumentStatus[]>> = {
  /** Also not posted. */
  Ongoing: OpenStatuses,
  /** Also not posted, and waiting for the signed-in user. */
  Todo: OpenStatuses,
  Archived: ['Archived'],
  Error: errors,
  InvoiceError: errors,
  /** Also not posted. */
  To_Post: ['Ready'],
  Post: ['Ready'],
  Pending_Approval: ['Pending'],
  To_Sign: ['Pending'],
  /** Also waiting for the signed-in user. */
  Approve: ['Pending'],
  Signed: ['Signed_Off'],
  STATUSVRIJ1: ['Free_Status_1'],
  STATUSVRIJ2: ['Free_Status_2'],
  STATUSVRIJ3: ['Free_Status_3'],
  STATUSVRIJ4: ['Free_Status_4'],
  STATUSVRIJ5: ['Free_Status_5'],
};

/** The statuses a status filter shows, or null when the filter is not about statuses. */
export function statusesOfFilter(filter: StatusFilter): readonly DocumentStatus[] | null {
  return StatusFilterStatuses[filter] ?? null;
}
