import { inArray, type SQL, sql } from 'drizzle-orm';
import type { StatusFilter } from '../../../domain/documents/enums';
import { EditableStatusFilters, type StatusFilterSetting } from '../../../domain/workflow/statusFilters';
import { documents as d } from '../../db/schema/index';
import { handledBy } from '../../policies/document';

const notDone = sql`(not ${d.isPosted} and ${d.status} <> 'Archived')`;
const fromScan = sql`${d.sourceType} in ('Scan', 'EmailScan')`;
const payable = sql`(${d.isApproved} and not ${d.isPaid} and ${d.invoiceType} = 'Debit')`;
const errors = sql`${d.status} in ('Error', 'Import_Error', 'Invalid_Masterdata')`;
const status = (value: string) => sql`${d.status} = ${value}`;

/**
 * What each status filter of the overview means, as one SQL predicate (`me` = the signed-in user).
 *
 * | filter                    | predicate                                                        |
 * |---------------------------|------------------------------------------------------------------|
 * | None                      | (everything)                                                     |
 * | Todo                      | at me, not posted, not Archived                                  |
 * | Ongoing                   | not posted, not Archived                                         |
 * | Blocked                   | is_blocked                                                       |
 * | Posted, All_Posted        | is_posted                                                        |
 * | Archived                  | status Archived                                                  |
 * | Error, InvoiceError       | status Error, Import_Error or Invalid_Masterdata                 |
 * | Payable                   | approved, not paid, Debit                                        |
 * | PayableScanPosted         | (payable or posted) and source Scan/EmailScan                    |
 * | Wait_For_Erp              | is_waiting_for_erp                                               |
 * | To_Post                   | status Ready, not posted                                         |
 * | Post                      | status Ready                                                     |
 * | Approved                  | is_approved                                                      |
 * | Pending_Approval, To_Sign | status Pending                                                   |
 * | Approve                   | status Pending and at me                                         |
 * | Signed                    | status Signed_Off                                                |
 * | STATUSVRIJ1..5            | status Free_Status_1..5                                          |
 * | Scanned                   | source Scan or EmailScan                                         |
 * | Invoices_Actioned_By_User | approved by me or a history entry by me                          |
 * | Await                     | last action 'Await'                                              |
 */
export const StatusFilterPredicates: Record<StatusFilter, (me: string) => SQL | undefined> = {
  None: () => undefined,
  Todo: (me) => sql`(${d.currentUserId} = ${me} and ${notDone})`,
  Ongoing: () => notDone,
  Blocked: () => sql`${d.isBlocked}`,
  Posted: () => sql`${d.isPosted}`,
  All_Posted: () => sql`${d.isPosted}`,
  Archived: () => status('Archived'),
  Error: () => errors,
  InvoiceError: () => errors,
  Payable: () => payable,
  PayableScanPosted: () => sql`((${payable} or ${d.isPosted}) and ${fromScan})`,
  Wait_For_Erp: () => sql`${d.isWaitingForErp}`,
  To_Post: () => sql`(${d.status} = 'Ready' and not ${d.isPosted})`,
  Post: () => status('Ready'),
  Approved: () => sql`${d.isApproved}`,
  Pending_Approval: () => status('Pending'),
  To_Sign: () => status('Pending'),
  Approve: (me) => sql`(${d.status} = 'Pending' and ${d.currentUserId} = ${me})`,
  Signed: () => status('Signed_Off'),
  STATUSVRIJ1: () => status('Free_Status_1'),
  STATUSVRIJ2: () => status('Free_Status_2'),
  STATUSVRIJ3: () => status('Free_Status_3'),
  STATUSVRIJ4: () => status('Free_Status_4'),
  STATUSVRIJ5: () => status('Free_Status_5'),
  Scanned: () => fromScan,
  Invoices_Actioned_By_User: (me) => handledBy(me),
  Await: () => sql`${d.lastAction} = 'Await'`,
};

/**
 * The predicate of a status filter with an environment's settings: a filter about statuses alone shows
 * the statuses the environment chose for it (the flags of the table above still apply).
 */
export function statusFilterPredicate(
  filter: StatusFilter,
  me: string,
  settings: readonly StatusFilterSetting[],
): SQL | undefined {
  const statuses = settings.find((setting) => setting.Filter === filter)?.Statuses;
  if (!statuses || !EditableStatusFilters.includes(filter)) return StatusFilterPredicates[filter](me);
  const chosen = statuses.length > 0 ? inArray(d.status, statuses) : sql`false`;
  if (filter === 'To_Post') return sql`(${chosen} and not ${d.isPosted})`;
  if (filter === 'Approve') return sql`(${chosen} and ${d.currentUserId} = ${me})`;
  return chosen;
}
