import { SystemActor } from './actor';
import { DefaultWorkflow } from './defaultWorkflow';
import type { WorkflowDocument } from './document';
import { allowedActions } from './engine';
import { actorOf, Cast, Company, invoice, People, perform, refusalOf } from './engine.fixture';

/** A 6,000 EUR purchase invoice verified by the verifier, coded by the handler, waiting for approver 1. */
const pending = (overrides: Partial<WorkflowDocument> = {}) =>
  invoice({
    Status: 'Pending',
    VerifiedBy: People.verifier,
    HandlerId: People.handler,
    CurrentUserId: People.approver1,
    LastAction: 'Code',
    ...overrides,
  });

const twoApprovers = {
  RouteSteps: [
    { Action: 'Approve' as const, SendToUserId: People.approver1 },
    { Action: 'Approve' as const, SendToUserId: People.approver2 },
  ],
  RouteStepIndex: 1,
};

describe('approval limits', () => {
  it("keeps an invoice above the approver's limit in approval and sends it to the route's next approver", () => {
    const { document, history } = perform(pending(twoApprovers), Cast.approver1, { Action: 'Approve' });
    expect(document).toMatchObject({
      Status: 'Pending',
      IsApproved: false,
      CurrentUserId: People.approver2,
      RouteStepIndex: 2,
      Approvals: [{ UserId: People.approver1, Action: 'Approve', Amount: 6000 }],
    });
    expect(history).toMatchObject({ FromStatus: 'Pending', ToStatus: 'Pending', ApprovalAmount: 6000 });
  });

  it('asks the approver to name the next approver when above the limit and no route step is left', () => {
    expect(refusalOf(pending(), Cast.approver1, { Action: 'Approve' })).toBe('Approval_Needs_Next_Approver');
    const approve = allowedActions(DefaultWorkflow, pending(), Cast.approver1).find(
      (a) => a.Action === 'Approve',
    );
    expect(approve).toMatchObject({ NeedsNextUser: true, NextStatus: 'Pending' });
    const named = perform(pending(), Cast.approver1, { Action: 'Approve', NextUserId: People.approver2 });
    expect(named.document).toMatchObject({ Status: 'Pending', CurrentUserId: People.approver2 });
  });

  it('completes the chain within the limit with no further step: approved, signed off, back to the handler', () => {
    const { document } = perform(pending({ CurrentUserId: People.approver2 }), Cast.approver2, {
      Action: 'Approve',
    });
    expect(document).toMatchObject({
      Status: 'Signed_Off',
      IsApproved: true,
      ApprovedBy: People.approver2,
      CurrentUserId: People.handler,
    });
  });

  it('goes on to the next approval step of the route even within the limit', () => {
    const { document } = perform(
      pending({ ...twoApprovers, RouteStepIndex: 1, GrossAmount: 100 }),
      Cast.approver1,
      { Action: 'Approve' },
    );
    expect(document).toMatchObject({ Status: 'Pending', CurrentUserId: People.approver2 });
  });

  it('checks the limit against the gross amount, sign dropped, whatever amount is typed', () => {
    expect(refusalOf(pending(), Cast.approver1, { Action: 'Approve', ApprovalAmount: 2000 })).toBe(
      'Approval_Needs_Next_Approver',
    );
    const credit = perform(pending({ GrossAmount: -6000 }), Cast.approver1, {
      Action: 'Approve',
      NextUserId: People.approver2,
    });
    expect(credit.document.Status).toBe('Pending');
  });

  it('has no limit when none is set', () => {
    const unlimited = actorOf(People.approver1, { scopes: { Approve: [Company] }, limit: null });
    expect(perform(pending({ GrossAmount: 1e9 }), unlimited, { Action: 'Approve' }).document.Status).toBe(
      'Signed_Off',
    );
  });

  it('refuses an approval amount below zero or above the gross amount with Approval_Amount_Not_Valid', () => {
    const atTwo = pending({ CurrentUserId: People.approver2 });
    expect(refusalOf(atTwo, Cast.approver2, { Action: 'Approve', ApprovalAmount: -1 })).toBe(
      'Approval_Amount_Not_Valid',
    );
    expect(refusalOf(atTwo, Cast.approver2, { Action: 'Approve', ApprovalAmount: 6000.01 })).toBe(
      'Approval_Amount_Not_Valid',
    );
    expect(
      perform(atTwo, Cast.approver2, { Action: 'Approve', ApprovalAmount: 5000 }).history.ApprovalAmount,
    ).toBe(5000);
  });

  it('refuses an approval without the amount where the row asks for one with Action_Needs_Approval_Amount', () => {
    const asking = {
      ...DefaultWorkflow,
      StatusActions: DefaultWorkflow.StatusActions.map((row) =>
        row.Action === 'Approve' ? { ...row, NeedsApprovalAmount: true } : row,
      ),
    };
    const atTwo = pending({ CurrentUserId: People.approver2 });
    const offered = allowedActions(asking, atTwo, Cast.approver2).find((a) => a.Action === 'Approve');
    expect(offered?.NeedsApprovalAmount).toBe(true);
    expect(refusalOf(atTwo, Cast.approver2, { Action: 'Approve' }, asking)).toBe(
      'Action_Needs_Approval_Amount',
    );
    expect(refusalOf(atTwo, Cast.approver2, { Action: 'Approve', ApprovalAmount: 6000 }, asking)).toBe('ok');
  });
});

describe('who approves', () => {
  it('never the verifier of the document (four eyes): Approval_Four_Eyes, and not offered', () => {
    const verifierApprover = actorOf(People.verifier, { scopes: { Approve: [Company] } });
    const atVerifier = pending({ CurrentUserId: People.verifier });
    expect(refusalOf(atVerifier, verifierApprover, { Action: 'Approve' })).toBe('Approval_Four_Eyes');
    expect(allowedActions(DefaultWorkflow, atVerifier, verifierApprover).map((a) => a.Action)).not.toContain(
      'Approve',
    );
  });

  it('nobody twice in one chain: Approval_Already_Given', () => {
    const again = pending({ Approvals: [{ UserId: People.approver1, Action: 'Approve', Amount: 6000 }] });
    expect(refusalOf(again, Cast.approver1, { Action: 'Approve', NextUserId: People.approver2 })).toBe(
      'Approval_Already_Given',
    );
  });

  it('never sends the chain on to the verifier or an earlier approver: Action_Next_User_Not_Allowed', () => {
    expect(refusalOf(pending(), Cast.approver1, { Action: 'Approve', NextUserId: People.verifier })).toBe(
      'Action_Next_User_Not_Allowed',
    );
  });

  it('only with the approve scope on the company; signing off needs the sign scope', () => {
    const noScope = actorOf(People.approver1, { limit: null });
    expect(refusalOf(pending(), noScope, { Action: 'Approve' })).toBe('Action_Not_Allowed');
    const signer = perform(pending({ CurrentUserId: People.signer }), Cast.signer, { Action: 'SignOff' });
    expect(signer.document).toMatchObject({ Status: 'Signed_Off', IsApproved: true });
    expect(refusalOf(pending({ CurrentUserId: People.signer }), Cast.signer, { Action: 'Approve' })).toBe(
      'Action_Not_Allowed',
    );
  });

  it('with MayApproveAllDocuments also what waits for a colleague', () => {
    const chief = actorOf('user-chief', {
      scopes: { Approve: [Company] },
      rights: ['MayApproveAllDocuments'],
    });
    expect(perform(pending(), chief, { Action: 'Approve' }).document.Status).toBe('Signed_Off');
    expect(
      refusalOf(pending(), actorOf('user-other', { scopes: { Approve: [Company] } }), { Action: 'Approve' }),
    ).toBe('Action_Not_Allowed');
  });

  it('never the system', () => {
    expect(refusalOf(pending(), SystemActor, { Action: 'Approve' })).toBe('Action_Not_Allowed');
  });
});

describe('rejecting', () => {
  it('sends the invoice back to the handler and starts the approval chain again from the route start', () => {
    const half = pending({
      ...twoApprovers,
      RouteStepIndex: 2,
      CurrentUserId: People.approver2,
      Approvals: [{ UserId: People.approver1, Action: 'Approve', Amount: 6000 }],
    });
    const { document } = perform(half, Cast.approver2, { Action: 'Reject', Remark: 'Niet besteld' });
    expect(document).toMatchObject({
      Status: 'In_Progress',
      CurrentUserId: People.handler,
      Approvals: [],
      IsApproved: false,
      RouteStepIndex: 0,
    });
  });
});
