import type { ActionRight } from '../rights/rights';
import type { ActorCompanies, WorkflowActor } from './actor';
import { DefaultWorkflow } from './defaultWorkflow';
import { NewWorkflowState, type WorkflowDocument, type WorkflowHistoryEntry } from './document';
import { type ActionRequest, applyAction } from './engine';
import { messageText } from './messages';
import type { WorkflowDefinition } from './statusActions';

/** The people of the workflow tests. */
export const People = {
  verifier: 'user-verifier',
  handler: 'user-handler',
  approver1: 'user-approver-1',
  approver2: 'user-approver-2',
  signer: 'user-signer',
  clerk: 'user-clerk',
  payer: 'user-payer',
  outsider: 'user-outsider',
  group: 'group-approvers',
  absent: 'user-absent',
} as const;

export const Company = 'company-1';
export const OtherCompany = 'company-2';

const everywhere: ActorCompanies = { See: [Company], Validate: [], Handle: [], Approve: [], Sign: [] };

/** A user of Company with the given scopes, rights and limit. */
export function actorOf(
  UserId: string,
  options: {
    scopes?: Partial<Record<keyof ActorCompanies, 'All' | string[]>>;
    rights?: ActionRight[];
    limit?: number | null;
    groups?: string[];
    replacing?: string[];
  } = {},
): WorkflowActor {
  return {
    UserId,
    IsSystem: false,
    ActionRights: new Set(options.rights ?? []),
    Companies: { ...everywhere, ...options.scopes },
    MaximumApprovalAmount: options.limit === undefined ? null : options.limit,
    GroupIds: options.groups ?? [],
    ReplacingUserIds: options.replacing ?? [],
  };
}

/** The cast of the purchase flow: who verifies, handles, approves (limits 2,500 and 10,000), posts, pays. */
export const Cast = {
  verifier: actorOf(People.verifier, {
    scopes: { Validate: [Company] },
    rights: ['VerifyInvoice', 'VerifyPackingSlip'],
  }),
  handler: actorOf(People.handler, { scopes: { Handle: [Company] } }),
  approver1: actorOf(People.approver1, { scopes: { Approve: [Company] }, limit: 2500 }),
  approver2: actorOf(People.approver2, { scopes: { Approve: [Company] }, limit: 10000 }),
  signer: actorOf(People.signer, { scopes: { Sign: [Company] } }),
  clerk: actorOf(People.clerk, { scopes: { Handle: [Company] } }),
  payer: actorOf(People.payer, { rights: ['MayApprovePay'] }),
  outsider: actorOf(People.outsider, { scopes: { See: [OtherCompany], Handle: [OtherCompany] } }),
};

/** A purchase invoice of Company over 6,000 EUR, just before import. */
export function invoice(overrides: Partial<WorkflowDocument> = {}): WorkflowDocument {
  return {
    ...NewWorkflowState,
    Id: 'document-1',
    DocumentType: 'PurchaseInvoice',
    CompanyId: Company,
    GrossAmount: 6000,
    ...overrides,
  };
}

/** Performs an action of the default workflow that must succeed; the document after it and its entry. */
export function perform(
  document: WorkflowDocument,
  actor: WorkflowActor,
  request: ActionRequest,
): { document: WorkflowDocument; history: WorkflowHistoryEntry } {
  const outcome = applyAction(DefaultWorkflow, document, actor, request);
  if (!outcome.ok) throw new Error(`${request.Action} refused: ${messageText(outcome.refusal)}`);
  return { document: { ...document, ...outcome.state }, history: outcome.history };
}

/** The refusal key of an action, or 'ok'. */
export function refusalOf(
  document: WorkflowDocument,
  actor: WorkflowActor,
  request: ActionRequest,
  workflow: WorkflowDefinition = DefaultWorkflow,
): string {
  const outcome = applyAction(workflow, document, actor, request);
  return outcome.ok ? 'ok' : outcome.refusal.key;
}
