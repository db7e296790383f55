import { type ActionName, actionDefinition } from './actions';
import type { WorkflowActor } from './actor';
import type { WorkflowDocument } from './document';

/**
 * What an approval does. It completes the chain when the gross amount is within the approver's
 * MaximumApprovalAmount (none set: no limit) and the route has no further approval step. Otherwise the
 * document stays in approval and goes to the next approver: the user the approver names, else the
 * route's next approval step; null when neither exists (the approver must name one). A completed chain
 * goes to the user named, else the route's next (non-approval) step, else back to the handler.
 */
export type ApprovalPlan = {
  completes: boolean;
  /** Who the document goes to next; null only when the chain continues and nobody is known. */
  nextUserId: string | null;
  /** The route position after the approval (a step is used once the document is sent to its user). */
  routeStepIndex: number;
};

/** The amount an approval is checked against: the gross amount, sign dropped (credit notes too). */
export function approvalLimitAmount(document: WorkflowDocument): number {
  return Math.abs(document.GrossAmount);
}

/** Whether the gross amount is within the actor's approval limit. */
export function withinApprovalLimit(document: WorkflowDocument, actor: WorkflowActor): boolean {
  const limit = actor.MaximumApprovalAmount;
  return limit === null || approvalLimitAmount(document) <= limit;
}

function nextApprovalStep(document: WorkflowDocument): number {
  for (let index = document.RouteStepIndex; index < document.RouteSteps.length; index++)
    if (actionDefinition(document.RouteSteps[index].Action).Kind === 'Approve') return index;
  return -1;
}

/** The route step a document is sent to next (any action), and the position after it. */
export function nextRouteStep(
  document: WorkflowDocument,
  requestedUserId: string | null,
): { userId: string | null; routeStepIndex: number } {
  const step = document.RouteSteps[document.RouteStepIndex];
  const userId = requestedUserId ?? step?.SendToUserId ?? null;
  const used = step !== undefined && userId === step.SendToUserId;
  return { userId, routeStepIndex: used ? document.RouteStepIndex + 1 : document.RouteStepIndex };
}

/** What the actor's approval does to the document (see ApprovalPlan). */
export function approvalPlan(
  document: WorkflowDocument,
  actor: WorkflowActor,
  requestedUserId: string | null,
): ApprovalPlan {
  const stepIndex = nextApprovalStep(document);
  if (withinApprovalLimit(document, actor) && stepIndex < 0) {
    const next = nextRouteStep(document, requestedUserId);
    return {
      completes: true,
      nextUserId: next.userId ?? document.HandlerId ?? document.CurrentUserId,
      routeStepIndex: next.routeStepIndex,
    };
  }
  const step = stepIndex < 0 ? undefined : document.RouteSteps[stepIndex];
  const nextUserId = requestedUserId ?? step?.SendToUserId ?? null;
  const used = step !== undefined && nextUserId === step.SendToUserId;
  return { completes: false, nextUserId, routeStepIndex: used ? stepIndex + 1 : document.RouteStepIndex };
}

/** Whether a user may be the next approver: not the approver, not the verifier, not approved before. */
export function mayBeNextApprover(document: WorkflowDocument, actor: WorkflowActor, userId: string): boolean {
  return (
    userId !== actor.UserId &&
    userId !== document.VerifiedBy &&
    !document.Approvals.some((approval) => approval.UserId === userId)
  );
}

/** Whether an action is an approval (Approve, SignOff). */
export function isApproval(action: ActionName): boolean {
  return actionDefinition(action).Kind === 'Approve';
}
