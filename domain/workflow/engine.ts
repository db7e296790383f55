import type { DocumentStatus } from '../documents/enums';
import { type ActionDirection, type ActionKind, type ActionName, ActionNames, isActionName } from './actions';
import { actsFor, type WorkflowActor } from './actor';
import { approvalLimitAmount, approvalPlan, mayBeNextApprover, nextRouteStep } from './approval';
import { stateOf, type WorkflowDocument, type WorkflowHistoryEntry, type WorkflowState } from './document';
import { type StepInput, stateAfter } from './effects';
import { type WorkflowMessage, WorkflowMessageKey, workflowMessage } from './messages';
import { type ActionCheck, checkAction } from './permission';
import type { WorkflowDefinition } from './statusActions';

/** What the actor asks (Document/PostNewAction): the action, and the next user, remark and amount. */
export type ActionRequest = {
  Action: string;
  NextUserId?: string | null;
  Remark?: string | null;
  ApprovalAmount?: number | null;
};

/** An action the actor may perform now, with what the action panel asks and proposes for it. */
export type AllowedAction = {
  Action: ActionName;
  Kind: ActionKind;
  Direction: ActionDirection;
  /** Where the document goes when nothing else is chosen (an approval past the limit stays put). */
  NextStatus: DocumentStatus;
  NeedsNextUser: boolean;
  NeedsRemark: boolean;
  NeedsApprovalAmount: boolean;
  /** The user the document goes to when none is chosen: the route's next step, the asker, the handler. */
  SuggestedUserId: string | null;
};

/** The action the panel preselects, with its user (Action information SuggestedAction, SuggestedUserId). */
export type SuggestedAction = { SuggestedAction: ActionName; SuggestedUserId: string | null };

/** The result of an action: the new state and its history entry, or a refusal with its key. */
export type ActionOutcome =
  | { ok: true; state: WorkflowState; history: WorkflowHistoryEntry }
  | { ok: false; refusal: WorkflowMessage };

type Allowed = Extract<ActionCheck, { ok: true }>;

const refuse = (key: WorkflowMessageKey, ...params: string[]): ActionOutcome => ({
  ok: false,
  refusal: workflowMessage(key, ...params),
});

function stepInput(check: Allowed, nextUserId: string | null, approvalAmount: number): StepInput {
  return { action: check.action, definition: check.definition, row: check.row, nextUserId, approvalAmount };
}

function describe(check: Allowed, document: WorkflowDocument, actor: WorkflowActor): AllowedAction {
  const { row, definition } = check;
  const after = stateAfter(document, actor, stepInput(check, null, approvalLimitAmount(document)));
  const open = definition.Kind === 'Approve' && !approvalPlan(document, actor, null).completes;
  const moved = after.CurrentUserId !== document.CurrentUserId ? after.CurrentUserId : null;
  return {
    Action: check.action,
    Kind: definition.Kind,
    Direction: definition.Direction,
    NextStatus: after.Status,
    // An approval past the limit with no route step left needs the approver to name the next one.
    NeedsNextUser: row.NeedsNextUser || (open && after.CurrentUserId === null),
    NeedsRemark: row.NeedsRemark,
    NeedsApprovalAmount: row.NeedsApprovalAmount,
    SuggestedUserId: moved,
  };
}

/** The actions the actor may perform on the document now, in the catalogue's order (actions.ts). */
export function allowedActions(
  workflow: WorkflowDefinition,
  document: WorkflowDocument,
  actor: WorkflowActor,
): AllowedAction[] {
  return ActionNames.map((name) => checkAction(workflow, document, actor, name))
    .filter((check): check is Allowed => check.ok)
    .map((check) => describe(check, document, actor));
}

/** The first allowed action that takes the document on (Direction Forward), with its user; else null. */
export function suggestedAction(
  workflow: WorkflowDefinition,
  document: WorkflowDocument,
  actor: WorkflowActor,
): SuggestedAction | null {
  const next = allowedActions(workflow, document, actor).find((allowed) => allowed.Direction === 'Forward');
  return next ? { SuggestedAction: next.Action, SuggestedUserId: next.SuggestedUserId } : null;
}

/** Why the user the document would go to cannot take it, if so. */
function nextUserRefusal(
  check: Allowed,
  document: WorkflowDocument,
  actor: WorkflowActor,
  named: string | null,
): ActionOutcome | null {
  const { definition, row, action } = check;
  if (definition.Kind === 'Approve') {
    const plan = approvalPlan(document, actor, named);
    if (plan.completes) return null;
    if (plan.nextUserId === null) return refuse(WorkflowMessageKey.Approval_Needs_Next_Approver, action);
    return mayBeNextApprover(document, actor, plan.nextUserId)
      ? null
      : refuse(WorkflowMessageKey.Action_Next_User_Not_Allowed, action);
  }
  const passesOn = definition.Kind === 'Assign' || definition.Kind === 'Question';
  if (passesOn && named !== null && (named === actor.UserId || named === document.CurrentUserId))
    return refuse(WorkflowMessageKey.Action_Next_User_Not_Allowed, action);
  if (!row.NeedsNextUser) return null;
  const target = definition.Kind === 'Move' ? nextRouteStep(document, named).userId : named;
  return target === null ? refuse(WorkflowMessageKey.Action_Needs_Next_User, action) : null;
}

/**
 * Performs an action: checks it (permission.ts), then the request — a remark where the row needs one,
 * an approval amount where it needs one (between 0 and the gross amount; the limit is always checked
 * against the gross amount, so nobody approves past their limit by typing less), a next user where
 * the row needs one (an action that sends the document on may take it from the route) — and returns
 * the new state with its history entry.
 */
export function applyAction(
  workflow: WorkflowDefinition,
  document: WorkflowDocument,
  actor: WorkflowActor,
  request: ActionRequest,
): ActionOutcome {
  const check = checkAction(workflow, document, actor, request.Action);
  if (!check.ok) return check;
  const { row, action, definition } = check;
  const remark = (request.Remark ?? '').trim();
  if (row.NeedsRemark && remark === '') return refuse(WorkflowMessageKey.Action_Needs_Remark, action);
  const amount = request.ApprovalAmount ?? null;
  if (row.NeedsApprovalAmount && amount === null)
    return refuse(WorkflowMessageKey.Action_Needs_Approval_Amount, action);
  const gross = approvalLimitAmount(document);
  if (amount !== null && (!Number.isFinite(amount) || amount < 0 || amount > gross))
    return refuse(WorkflowMessageKey.Approval_Amount_Not_Valid, action);
  const named = request.NextUserId?.trim() || null;
  const nextUser = nextUserRefusal(check, document, actor, named);
  if (nextUser) return nextUser;
  const state = stateAfter(document, actor, stepInput(check, named, amount ?? gross));
  const onBehalf =
    document.CurrentUserId !== actor.UserId && actsFor(actor, document.CurrentUserId)
      ? document.CurrentUserId
      : null;
  return {
    ok: true,
    state,
    history: {
      Action: action,
      Remark: remark,
      FromStatus: document.Status,
      ToStatus: state.Status,
      UserId: actor.IsSystem ? null : actor.UserId,
      OnBehalfOfUserId: onBehalf,
      FromUserId: document.CurrentUserId,
      ToUserId: state.CurrentUserId,
      ApprovalAmount: definition.Kind === 'Approve' ? (amount ?? gross) : null,
    },
  };
}

/** What befell a document outside the rows: an ERP refusing a posting, an import failing. */
export type SystemOutcome = { Action: string; Status: DocumentStatus; Remark: string };

/**
 * Puts a document in one of the workflow's system statuses (Error, Invalid_Masterdata, Import_Error …)
 * because of what an outside step answered, with its history entry; nothing to undo afterwards.
 */
export function applySystemOutcome(
  workflow: WorkflowDefinition,
  document: WorkflowDocument,
  outcome: SystemOutcome,
): ActionOutcome {
  if (!isActionName(outcome.Action)) return refuse(WorkflowMessageKey.Action_Unknown, outcome.Action);
  if (!workflow.SystemStatuses.includes(outcome.Status))
    return refuse(WorkflowMessageKey.Action_Not_Allowed, outcome.Action);
  const state: WorkflowState = {
    ...stateOf(document),
    Status: outcome.Status,
    LastAction: outcome.Action,
    LastStep: null,
  };
  return {
    ok: true,
    state,
    history: {
      Action: outcome.Action,
      Remark: outcome.Remark.trim(),
      FromStatus: document.Status,
      ToStatus: outcome.Status,
      UserId: null,
      OnBehalfOfUserId: null,
      FromUserId: document.CurrentUserId,
      ToUserId: state.CurrentUserId,
      ApprovalAmount: null,
    },
  };
}
