import type { DocumentStatus } from '../documents/enums';
import type { ActionDefinition, ActionName } from './actions';
import type { WorkflowActor } from './actor';
import { approvalPlan, nextRouteStep } from './approval';
import { snapshotOf, stateOf, type WorkflowDocument, type WorkflowState } from './document';
import type { NextStatus, StatusAction } from './statusActions';
import { stageOf } from './statuses';

/** What the engine decided before the state changes: the action, its row, the user named, the amount. */
export type StepInput = {
  action: ActionName;
  definition: ActionDefinition;
  row: StatusAction;
  /** The user named in the request, if any. */
  nextUserId: string | null;
  approvalAmount: number;
};

/** Where `Previous` leads for this kind: before the block, before the question, before the undone step. */
export function resolveNextStatus(
  document: WorkflowDocument,
  kind: ActionDefinition['Kind'],
  next: NextStatus,
): DocumentStatus {
  if (next === 'Same') return document.Status;
  if (next !== 'Previous') return next;
  if (kind === 'Unblock') return document.PreviousStatus ?? document.Status;
  if (kind === 'Answer') return document.Question?.FromStatus ?? document.Status;
  if (kind === 'Undo') return document.LastStep?.Before.Status ?? document.Status;
  return document.Status;
}

const beforeApproval = new Set(['Entry', 'Verify', 'Handle']);

/** The state a step leads to, by the action's kind (actions.ts), before the common rules. */
function kindEffect(document: WorkflowDocument, actor: WorkflowActor, input: StepInput): WorkflowState {
  const state = stateOf(document);
  const kind = input.definition.Kind;
  const Status = resolveNextStatus(document, kind, input.row.NextStatus);
  // Only an action that sends the document on to someone takes the route's next step.
  const sendOn = () =>
    input.row.NeedsNextUser
      ? nextRouteStep(document, input.nextUserId)
      : { userId: input.nextUserId, routeStepIndex: document.RouteStepIndex };
  switch (kind) {
    case 'Enter':
      return { ...state, Status, CurrentUserId: input.nextUserId ?? state.CurrentUserId };
    case 'Verify': {
      const verifier = actor.IsSystem ? state.VerifiedBy : actor.UserId;
      const handler = input.nextUserId ?? (actor.IsSystem ? state.CurrentUserId : actor.UserId);
      return { ...state, Status, VerifiedBy: verifier, CurrentUserId: handler };
    }
    case 'Move': {
      const next = sendOn();
      return {
        ...state,
        Status,
        CurrentUserId: next.userId ?? state.CurrentUserId,
        RouteStepIndex: next.routeStepIndex,
      };
    }
    case 'SendBack': {
      // Back to verification means back to the verify queue; any later stage answers to the handler.
      const owner = ['Entry', 'Verify'].includes(stageOf(Status))
        ? null
        : (state.HandlerId ?? state.VerifiedBy ?? state.CurrentUserId);
      return { ...state, Status, CurrentUserId: input.nextUserId ?? owner };
    }
    case 'Approve': {
      const plan = approvalPlan(document, actor, input.nextUserId);
      const approvals = [
        ...state.Approvals,
        { UserId: actor.UserId, Action: input.action, Amount: input.approvalAmount },
      ];
      return {
        ...state,
        Status: plan.completes ? Status : state.Status,
        CurrentUserId: plan.nextUserId,
        RouteStepIndex: plan.routeStepIndex,
        Approvals: approvals,
        IsApproved: plan.completes,
        ApprovedBy: plan.completes ? actor.UserId : state.ApprovedBy,
      };
    }
    case 'Assign':
      return { ...state, Status, CurrentUserId: input.nextUserId ?? state.CurrentUserId };
    case 'TakeOver':
      return { ...state, Status, CurrentUserId: actor.UserId };
    case 'Question':
      return {
        ...state,
        Status,
        CurrentUserId: input.nextUserId ?? state.CurrentUserId,
        Question: { AskedBy: actor.UserId, FromStatus: state.Status },
      };
    case 'Answer':
      return {
        ...state,
        Status,
        CurrentUserId: input.nextUserId ?? state.Question?.AskedBy ?? state.CurrentUserId,
        Question: null,
      };
    case 'Block':
      return { ...state, Status, IsBlocked: true, PreviousStatus: state.Status };
    case 'Unblock':
      return { ...state, Status, IsBlocked: false, PreviousStatus: null };
    case 'Post':
      return { ...state, Status, IsPosted: true };
    case 'Pay':
      return { ...state, Status, IsPaid: true };
    case 'Unpay':
      return { ...state, Status, IsPaid: false };
    case 'Undo':
      return document.LastStep ? { ...document.LastStep.Before, LastStep: null } : state;
    case 'Hold':
    case 'Release':
    case 'Note':
      return { ...state, Status };
  }
}

/**
 * The state after a step. Besides the kind's own effect: whoever holds the document in a Handle status
 * is its handler; a document that goes back before approval (Entry, Verify, Handle) must be approved
 * again from the route's start; the step becomes the one its performer may undo. Notes leave LastAction
 * and the undoable step alone, and an undo restores the state before the undone step as it was.
 */
export function stateAfter(
  document: WorkflowDocument,
  actor: WorkflowActor,
  input: StepInput,
): WorkflowState {
  const kind = input.definition.Kind;
  const next = kindEffect(document, actor, input);
  if (kind === 'Undo' || kind === 'Note') return next;
  const stage = stageOf(next.Status);
  const restart = beforeApproval.has(stage);
  return {
    ...next,
    HandlerId: stage === 'Handle' && next.CurrentUserId !== null ? next.CurrentUserId : next.HandlerId,
    Approvals: restart ? [] : next.Approvals,
    IsApproved: restart ? false : next.IsApproved,
    ApprovedBy: restart ? null : next.ApprovedBy,
    RouteStepIndex: restart ? 0 : next.RouteStepIndex,
    LastAction: input.action,
    LastStep: { Action: input.action, UserId: actor.UserId, Before: snapshotOf(stateOf(document)) },
  };
}
