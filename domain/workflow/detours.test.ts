import { DefaultWorkflow } from './defaultWorkflow';
import type { WorkflowDocument } from './document';
import { allowedActions, applySystemOutcome } from './engine';
import { Cast, invoice, People, perform, refusalOf } from './engine.fixture';
import { statusAction } from './statusActions';

/** A 6,000 EUR invoice waiting for approver 2, approver 1 having approved. */
const pending = (overrides: Partial<WorkflowDocument> = {}) =>
  invoice({
    Status: 'Pending',
    VerifiedBy: People.verifier,
    HandlerId: People.handler,
    CurrentUserId: People.approver2,
    LastAction: 'Approve',
    Approvals: [{ UserId: People.approver1, Action: 'Approve', Amount: 6000 }],
    ...overrides,
  });

const offered = (document: WorkflowDocument, actor = Cast.approver2) =>
  allowedActions(DefaultWorkflow, document, actor).map((allowed) => allowed.Action);

describe('block and unblock', () => {
  it('blocks with a reason and returns to the status before the block, approvals kept', () => {
    const blocked = perform(pending(), Cast.approver2, {
      Action: 'Block',
      Remark: 'Dubbel gefactureerd?',
    }).document;
    expect(blocked).toMatchObject({ Status: 'Blocked', IsBlocked: true, PreviousStatus: 'Pending' });
    expect(offered(blocked)).toEqual(['Unblock', 'AddRemark', 'UndoLastAction']);
    const unblocked = perform(blocked, Cast.clerk, { Action: 'Unblock' }).document;
    expect(unblocked).toMatchObject({ Status: 'Pending', IsBlocked: false, PreviousStatus: null });
    expect(unblocked.Approvals).toHaveLength(1);
  });
});

describe('question and answer', () => {
  it('asks a colleague, who answers back to the asker in the status before the question', () => {
    const asked = perform(pending(), Cast.approver2, {
      Action: 'Question',
      NextUserId: People.handler,
      Remark: 'Hoort dit bij project Noord?',
    }).document;
    expect(asked).toMatchObject({
      Status: 'Question',
      CurrentUserId: People.handler,
      Question: { AskedBy: People.approver2, FromStatus: 'Pending' },
    });
    expect(refusalOf(asked, Cast.handler, { Action: 'Answer' })).toBe('Action_Needs_Remark');
    const answered = perform(asked, Cast.handler, { Action: 'Answer', Remark: 'Ja' });
    expect(answered.document).toMatchObject({
      Status: 'Pending',
      CurrentUserId: People.approver2,
      Question: null,
    });
    expect(answered.history).toMatchObject({
      FromStatus: 'Question',
      ToStatus: 'Pending',
      ToUserId: People.approver2,
    });
  });
});

describe('hold and release', () => {
  it('puts a document on hold (LastAction Await, the Await filter) and releases it, status unchanged', () => {
    const held = perform(pending(), Cast.approver2, {
      Action: 'Await',
      Remark: 'Wacht op creditnota',
    }).document;
    expect(held).toMatchObject({ Status: 'Pending', LastAction: 'Await', CurrentUserId: People.approver2 });
    expect(offered(held)).not.toContain('Await');
    expect(perform(held, Cast.approver2, { Action: 'Release' }).document.LastAction).toBe('Release');
  });

  it('offers Release only while on hold', () => {
    expect(offered(pending())).not.toContain('Release');
    expect(refusalOf(pending(), Cast.approver2, { Action: 'Release' })).toBe('Action_Not_Allowed');
  });
});

describe('undo last action', () => {
  it("takes the actor's own last step back: previous status and current user", () => {
    const atApprover1 = pending({ CurrentUserId: People.approver1, Approvals: [], LastAction: 'Code' });
    const approved = perform(atApprover1, Cast.approver1, {
      Action: 'Approve',
      NextUserId: People.approver2,
    });
    const undone = perform(approved.document, Cast.approver1, { Action: 'UndoLastAction' });
    expect(undone.document).toMatchObject({
      Status: 'Pending',
      CurrentUserId: People.approver1,
      Approvals: [],
      LastAction: 'Code',
      LastStep: null,
    });
    expect(undone.history).toMatchObject({ Action: 'UndoLastAction', ToUserId: People.approver1 });
  });

  it('is refused once someone else acted since, or for a step of someone else: Undo_Not_Allowed', () => {
    const atApprover1 = pending({ CurrentUserId: People.approver1, Approvals: [] });
    const approved = perform(atApprover1, Cast.approver1, {
      Action: 'Approve',
      NextUserId: People.approver2,
    }).document;
    const held = perform(approved, Cast.approver2, { Action: 'Await', Remark: 'Even nakijken' }).document;
    expect(refusalOf(held, Cast.approver1, { Action: 'UndoLastAction' })).toBe('Undo_Not_Allowed');
    expect(refusalOf(approved, Cast.approver2, { Action: 'UndoLastAction' })).toBe('Undo_Not_Allowed');
  });

  it('is refused for a step that left the workflow, such as posting', () => {
    const ready = invoice({ Status: 'Ready', IsApproved: true, CurrentUserId: People.handler });
    const posted = perform(ready, Cast.clerk, { Action: 'Post' }).document;
    const undoAfterPosting = statusAction('Posted', 'UndoLastAction', 'Previous', 'SeeCompanies', [
      'PurchaseInvoice',
    ]);
    const withUndo = {
      ...DefaultWorkflow,
      StatusActions: [...DefaultWorkflow.StatusActions, undoAfterPosting],
    };
    expect(refusalOf(posted, Cast.clerk, { Action: 'UndoLastAction' }, withUndo)).toBe('Undo_Not_Allowed');
  });
});

describe('what the system answers from outside the rows', () => {
  it('puts a document the ERP refused in Error, with its history entry', () => {
    const ready = invoice({ Status: 'Ready', IsApproved: true, CurrentUserId: People.handler });
    const outcome = applySystemOutcome(DefaultWorkflow, ready, {
      Action: 'Post',
      Status: 'Error',
      Remark: 'Periode gesloten',
    });
    expect(outcome).toMatchObject({
      ok: true,
      state: { Status: 'Error', LastAction: 'Post', CurrentUserId: People.handler },
      history: {
        Action: 'Post',
        FromStatus: 'Ready',
        ToStatus: 'Error',
        UserId: null,
        Remark: 'Periode gesloten',
      },
    });
  });

  it('refuses a status that is not a system status with Action_Not_Allowed', () => {
    const outcome = applySystemOutcome(DefaultWorkflow, invoice({ Status: 'Ready' }), {
      Action: 'Post',
      Status: 'Archived',
      Remark: '',
    });
    expect(outcome.ok ? 'ok' : outcome.refusal.key).toBe('Action_Not_Allowed');
  });
});
