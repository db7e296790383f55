import type { DocumentStatus, OverviewDocumentType } from '../documents/enums';
import type { ActionRight } from '../rights/rights';
import { type ActionName, actionDefinition } from './actions';

/** The company scope rights a row may name: whoever holds that scope on the document's company. */
export const ScopeRights = [
  'SeeCompanies',
  'ValidateCompanies',
  'HandleCompanies',
  'ApproveCompanies',
  'SignCompanies',
] as const;
export type ScopeRight = (typeof ScopeRights)[number];

/**
 * Who may perform a row's action:
 * - an action right (VerifyInvoice, MayApprovePay, Admin …);
 * - a company scope (`HandleCompanies`: whoever may handle the document's company);
 * - `CurrentUser`: only the user the document waits for, a member of that group, or the replacement of
 *   that absent user (approvals also whoever holds MayApproveAllDocuments);
 * - `System`: only the server's own jobs (import).
 * On top of it the performer always needs the action's own scope (actions.ts) on the document's company.
 */
export type StatusActionRight = ActionRight | ScopeRight | 'CurrentUser' | 'System';

/**
 * Where a row leads: a status, `Same` (stays), or `Previous` — back to where the document came from:
 * the status before the block (Unblock), before the question (Answer), or before the undone step.
 */
export type NextStatus = DocumentStatus | 'Same' | 'Previous';

/** One status-action row: in Status, Action is offered to holders of Right and leads to NextStatus. */
export type StatusAction = {
  Status: DocumentStatus;
  Action: ActionName;
  DocumentTypes: readonly OverviewDocumentType[];
  Right: StatusActionRight;
  NextStatus: NextStatus;
  NeedsNextUser: boolean;
  NeedsRemark: boolean;
  NeedsApprovalAmount: boolean;
  /**
   * Only offered while the invoice's coding is Valid (or Verified, or the company does not code). Absent in
   * workflows stored before it existed: then approving and posting need it, other actions do not.
   */
  NeedsValidCoding?: boolean;
};

/** Whether a row needs a valid coding: as set, else for approving and posting (spec issue 11 §6). */
export function needsValidCoding(row: Pick<StatusAction, 'Action' | 'NeedsValidCoding'>): boolean {
  if (row.NeedsValidCoding !== undefined) return row.NeedsValidCoding;
  const kind = actionDefinition(row.Action).Kind;
  return kind === 'Approve' || kind === 'Post';
}

/** A customer environment's workflow: its rows, where documents start, and where the system puts them. */
export type WorkflowDefinition = {
  /** The status of a document before it enters (the Import row starts from it). */
  EntryStatus: DocumentStatus;
  /**
   * Statuses the system puts documents in outside the rows: a failed import (Import_Error), an
   * e-invoice that arrives already read (New_Purchase_Invoice), an ERP that refuses a posting (Error,
   * Invalid_Masterdata). They count as reachable.
   */
  SystemStatuses: readonly DocumentStatus[];
  StatusActions: readonly StatusAction[];
};

type RowOptions = Partial<
  Pick<StatusAction, 'NeedsNextUser' | 'NeedsRemark' | 'NeedsApprovalAmount' | 'NeedsValidCoding'>
>;

/** A row with the action's defaults for next user, remark and approval amount, unless given. */
export function statusAction(
  Status: DocumentStatus,
  Action: ActionName,
  NextStatus: NextStatus,
  Right: StatusActionRight,
  DocumentTypes: readonly OverviewDocumentType[],
  options: RowOptions = {},
): StatusAction {
  const definition = actionDefinition(Action);
  return {
    Status,
    Action,
    DocumentTypes,
    Right,
    NextStatus,
    NeedsNextUser: options.NeedsNextUser ?? definition.NeedsNextUser,
    NeedsRemark: options.NeedsRemark ?? definition.NeedsRemark,
    NeedsApprovalAmount: options.NeedsApprovalAmount ?? definition.NeedsApprovalAmount,
    ...(options.NeedsValidCoding === undefined ? {} : { NeedsValidCoding: options.NeedsValidCoding }),
  };
}

/** The rows of a status for a document type, in table order. */
export function rowsFor(
  workflow: WorkflowDefinition,
  status: DocumentStatus,
  documentType: OverviewDocumentType,
): StatusAction[] {
  return workflow.StatusActions.filter(
    (row) => row.Status === status && row.DocumentTypes.includes(documentType),
  );
}
