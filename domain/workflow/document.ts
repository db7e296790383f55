import type { CodingStatus, DocumentStatus, OverviewDocumentType } from '../documents/enums';
import type { ActionName } from './actions';

/** One step of a route: an action and the user or group (a user row with IsGroup) who performs it. */
export type RouteStep = { Action: ActionName; SendToUserId: string };

/** One approval in the document's current approval chain. */
export type Approval = { UserId: string; Action: ActionName; Amount: number };

/** An open question: who asked it and in which status the document was. */
export type OpenQuestion = { AskedBy: string; FromStatus: DocumentStatus };

/** The workflow fields of a document: what actions read and change. */
export type WorkflowState = {
  Status: DocumentStatus;
  /** The user or group the document waits for; null in the verify queue. */
  CurrentUserId: string | null;
  /** Who handles (codes, posts) the document: whoever last held it in a Handle status. */
  HandlerId: string | null;
  /** Who verified it: never its approver (four eyes). */
  VerifiedBy: string | null;
  /** The last action's name; '' before any. `Await` means on hold (the Await status filter). */
  LastAction: string;
  IsBlocked: boolean;
  /** The approval chain is complete. */
  IsApproved: boolean;
  /** Who completed the approval chain. */
  ApprovedBy: string | null;
  IsPosted: boolean;
  IsPaid: boolean;
  /** The status before the block, for Unblock. */
  PreviousStatus: DocumentStatus | null;
  Question: OpenQuestion | null;
  /** Approvals so far in this chain; emptied when the document goes back before approval. */
  Approvals: Approval[];
  /** The route the document follows (an auto route's steps), and the index of the step it goes to next. */
  RouteSteps: RouteStep[];
  RouteStepIndex: number;
  /** The last step with the state before it, so its performer can undo it; null when nothing can be. */
  LastStep: LastStep | null;
};

/** The state before a step (without its own undo information). */
export type WorkflowSnapshot = Omit<WorkflowState, 'LastStep'>;

/** The last step of a document: its action, who performed it and the state before it. */
export type LastStep = { Action: ActionName; UserId: string; Before: WorkflowSnapshot };

/** A document as the workflow sees it: its identity, what the rules look at, and its workflow state. */
export type WorkflowDocument = WorkflowState & {
  Id: string;
  DocumentType: OverviewDocumentType;
  CompanyId: string;
  GrossAmount: number;
  /** The invoice's coding status; absent where the caller does not know it (then no row waits for it). */
  CodingStatus?: CodingStatus;
};

/** The history entry an action leaves (History/GetByInvoiceId shows it). */
export type WorkflowHistoryEntry = {
  Action: ActionName;
  Remark: string;
  FromStatus: DocumentStatus;
  ToStatus: DocumentStatus;
  /** Who performed it; null for the system. */
  UserId: string | null;
  /** The user or group it waited for when someone else acted for them (group member, replacement). */
  OnBehalfOfUserId: string | null;
  /** The current user before and after. */
  FromUserId: string | null;
  ToUserId: string | null;
  /** The amount approved, for approvals; else null. */
  ApprovalAmount: number | null;
};

/** A new document's workflow state, before its Import. */
export const NewWorkflowState: WorkflowState = {
  Status: 'None',
  CurrentUserId: null,
  HandlerId: null,
  VerifiedBy: null,
  LastAction: '',
  IsBlocked: false,
  IsApproved: false,
  ApprovedBy: null,
  IsPosted: false,
  IsPaid: false,
  PreviousStatus: null,
  Question: null,
  Approvals: [],
  RouteSteps: [],
  RouteStepIndex: 0,
  LastStep: null,
};

/** The workflow state of a document (its identity fields dropped). */
export function stateOf(document: WorkflowDocument): WorkflowState {
  const {
    Id: _id,
    DocumentType: _type,
    CompanyId: _company,
    GrossAmount: _amount,
    CodingStatus: _coding,
    ...state
  } = document;
  return state;
}

/** The state without its undo information. */
export function snapshotOf(state: WorkflowState): WorkflowSnapshot {
  const { LastStep: _last, ...snapshot } = state;
  return snapshot;
}
