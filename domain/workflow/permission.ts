import type { CodingStatus } from '../documents/enums';
import { type ActionDefinition, type ActionName, actionDefinition, isActionName } from './actions';
import { actsFor, holdsScope, type WorkflowActor } from './actor';
import type { WorkflowDocument } from './document';
import { type WorkflowMessage, WorkflowMessageKey, workflowMessage } from './messages';
import {
  needsValidCoding,
  rowsFor,
  ScopeRights,
  type StatusAction,
  type WorkflowDefinition,
} from './statusActions';

/** An action the actor may perform now: its row and catalogue entry, or why not. */
export type ActionCheck =
  | { ok: true; action: ActionName; row: StatusAction; definition: ActionDefinition }
  | { ok: false; refusal: WorkflowMessage };

/** Coding statuses a row that needs a valid coding accepts; packing slips have no coding to wait for. */
const ValidCodings: readonly CodingStatus[] = ['Valid', 'Verified', 'NoCoding'];
function codingAllows(document: WorkflowDocument): boolean {
  return (
    document.DocumentType === 'PackingSlip' ||
    document.CodingStatus === undefined ||
    ValidCodings.includes(document.CodingStatus)
  );
}

const scopeOfRight = {
  SeeCompanies: 'See',
  ValidateCompanies: 'Validate',
  HandleCompanies: 'Handle',
  ApproveCompanies: 'Approve',
  SignCompanies: 'Sign',
} as const;

const isScopeRight = (right: string): right is keyof typeof scopeOfRight =>
  (ScopeRights as readonly string[]).includes(right);

/** Whether the actor meets a row's right for this document. */
function meetsRight(row: StatusAction, document: WorkflowDocument, actor: WorkflowActor): boolean {
  const { Right } = row;
  if (Right === 'System') return false;
  if (Right === 'CurrentUser') {
    if (actsFor(actor, document.CurrentUserId)) return true;
    // MayApproveAllDocuments: approve what waits for a colleague too (scopes and four eyes still apply).
    return (
      actionDefinition(row.Action).Kind === 'Approve' && actor.ActionRights.has('MayApproveAllDocuments')
    );
  }
  if (isScopeRight(Right)) return holdsScope(actor, scopeOfRight[Right], document.CompanyId);
  return actor.ActionRights.has(Right);
}

/** The state the action's kind needs: released only when on hold, answered only when asked, … */
function stateAllows(
  definition: ActionDefinition,
  document: WorkflowDocument,
  actor: WorkflowActor,
): boolean {
  const onHold = document.LastAction === 'Await';
  switch (definition.Kind) {
    case 'Hold':
      return !onHold;
    case 'Release':
      return onHold;
    case 'Question':
      return document.Question === null;
    case 'Answer':
      return document.Question !== null;
    case 'Block':
      return !document.IsBlocked;
    case 'Unblock':
      return document.IsBlocked;
    case 'Approve':
      return !document.IsApproved && !actor.IsSystem;
    case 'Post':
      return !document.IsPosted;
    case 'Pay':
      return !document.IsPaid;
    case 'Unpay':
      return document.IsPaid;
    case 'TakeOver':
      return document.CurrentUserId !== actor.UserId;
    default:
      return true;
  }
}

/** While blocked, a document only takes Unblock, a remark or the blocker's undo. */
const allowedWhileBlocked = new Set(['Unblock', 'Note', 'Undo']);

/**
 * Whether the actor may perform the action on the document now, and by which row. The rules, in order:
 * the action is in the catalogue; a row offers it in the document's status for its type; a blocked
 * document takes only Unblock, notes and undo; the document's state suits the action; the actor meets
 * the row's right and holds the action's scope on the company (the system meets every row); an
 * approver never verified the document and did not approve it before in this chain; only the
 * performer of the last step undoes it, when the catalogue lets that step be undone.
 */
export function checkAction(
  workflow: WorkflowDefinition,
  document: WorkflowDocument,
  actor: WorkflowActor,
  name: string,
): ActionCheck {
  const refuse = (key: WorkflowMessageKey): ActionCheck => ({
    ok: false,
    refusal: workflowMessage(key, name),
  });
  if (!isActionName(name)) return refuse(WorkflowMessageKey.Action_Unknown);
  const definition = actionDefinition(name);
  const rows = rowsFor(workflow, document.Status, document.DocumentType).filter((row) => row.Action === name);
  if (rows.length === 0) return refuse(WorkflowMessageKey.Action_Not_Allowed);
  if (document.IsBlocked && !allowedWhileBlocked.has(definition.Kind))
    return refuse(WorkflowMessageKey.Action_Document_Blocked);
  if (!stateAllows(definition, document, actor)) return refuse(WorkflowMessageKey.Action_Not_Allowed);
  const row = actor.IsSystem
    ? rows[0]
    : holdsScope(actor, definition.Scope, document.CompanyId)
      ? rows.find((candidate) => meetsRight(candidate, document, actor))
      : undefined;
  if (!row) return refuse(WorkflowMessageKey.Action_Not_Allowed);
  if (needsValidCoding(row) && !codingAllows(document))
    return refuse(WorkflowMessageKey.Action_Needs_Valid_Coding);
  if (definition.Kind === 'Approve') {
    if (document.VerifiedBy === actor.UserId) return refuse(WorkflowMessageKey.Approval_Four_Eyes);
    if (document.Approvals.some((approval) => approval.UserId === actor.UserId))
      return refuse(WorkflowMessageKey.Approval_Already_Given);
  }
  if (definition.Kind === 'Undo') {
    const last = document.LastStep;
    if (!last || last.UserId !== actor.UserId || !actionDefinition(last.Action).Undoable)
      return refuse(WorkflowMessageKey.Undo_Not_Allowed);
  }
  return { ok: true, action: name, row, definition };
}
