import { SystemActor } from './actor';
import { DefaultWorkflow } from './defaultWorkflow';
import type { WorkflowDocument } from './document';
import { allowedActions, suggestedAction } from './engine';
import { actorOf, Cast, Company, invoice, People, perform, refusalOf } from './engine.fixture';

/** An invoice verified by the verifier, now with the handler for coding. */
const atHandler = (overrides: Partial<WorkflowDocument> = {}) =>
  invoice({
    Status: 'In_Progress',
    VerifiedBy: People.verifier,
    CurrentUserId: People.handler,
    HandlerId: People.handler,
    LastAction: 'Verify',
    ...overrides,
  });

const names = (document: WorkflowDocument, actor = Cast.handler) =>
  allowedActions(DefaultWorkflow, document, actor).map((allowed) => allowed.Action);

describe('allowed actions', () => {
  it('offers the verifier Verify on an imported invoice', () => {
    expect(names(invoice({ Status: 'Imported' }), Cast.verifier)).toEqual(['Verify', 'AddRemark']);
  });

  it('offers nothing to a user without a scope on the company', () => {
    expect(names(atHandler(), Cast.outsider)).toEqual([]);
  });

  it('offers the handler the way on first, then people and holds, then the way back', () => {
    const offered = names(atHandler());
    expect(offered.slice(0, 2)).toEqual(['Code', 'Route']);
    expect(offered.indexOf('Forward')).toBeLessThan(offered.indexOf('SendBack'));
    expect(offered.at(-1)).toBe('SendBack');
  });

  it('offers a current-user action only to the user the document waits for', () => {
    const colleague = actorOf('user-colleague', { scopes: { Handle: [Company] } });
    expect(names(atHandler(), colleague)).not.toContain('Code');
    expect(names(atHandler(), colleague)).toEqual(expect.arrayContaining(['Assign', 'TakeOver', 'Block']));
  });

  it('lets any member of the group act on what waits for the group', () => {
    const member = actorOf('user-member', { scopes: { Handle: [Company] }, groups: [People.group] });
    expect(names(atHandler({ CurrentUserId: People.group }), member)).toContain('Code');
  });

  it("gives an absent colleague's work to their replacement, recorded on the absent user's behalf", () => {
    const replacement = actorOf('user-replacement', {
      scopes: { Handle: [Company] },
      replacing: [People.absent],
    });
    const { history } = perform(atHandler({ CurrentUserId: People.absent }), replacement, {
      Action: 'Code',
      NextUserId: People.approver1,
    });
    expect(history).toMatchObject({ UserId: 'user-replacement', OnBehalfOfUserId: People.absent });
  });

  it('tells the panel what each action asks and where it goes', () => {
    const forward = allowedActions(DefaultWorkflow, atHandler(), Cast.handler).find(
      (a) => a.Action === 'Forward',
    );
    expect(forward).toMatchObject({ NeedsNextUser: true, NeedsRemark: true, NextStatus: 'In_Progress' });
  });
});

describe('the suggested action', () => {
  it("takes the document on, to the route's next user", () => {
    const routed = atHandler({ RouteSteps: [{ Action: 'Approve', SendToUserId: People.approver1 }] });
    expect(suggestedAction(DefaultWorkflow, routed, Cast.handler)).toEqual({
      SuggestedAction: 'Code',
      SuggestedUserId: People.approver1,
    });
  });

  it('is Answer for the one asked, and Unblock on a blocked document', () => {
    const asked = atHandler({
      Status: 'Question',
      Question: { AskedBy: People.approver1, FromStatus: 'Pending' },
    });
    expect(suggestedAction(DefaultWorkflow, asked, Cast.handler)).toEqual({
      SuggestedAction: 'Answer',
      SuggestedUserId: People.approver1,
    });
    const blocked = atHandler({ Status: 'Blocked', IsBlocked: true, PreviousStatus: 'In_Progress' });
    expect(suggestedAction(DefaultWorkflow, blocked, Cast.handler)?.SuggestedAction).toBe('Unblock');
  });

  it('is none when nothing takes the document on', () => {
    expect(suggestedAction(DefaultWorkflow, atHandler(), Cast.outsider)).toBeNull();
  });
});

describe('performing an action', () => {
  it('refuses an action outside the catalogue with Action_Unknown', () => {
    expect(refusalOf(atHandler(), Cast.handler, { Action: 'Fiatteren' })).toBe('Action_Unknown');
  });

  it('refuses an action no row offers in the status with Action_Not_Allowed', () => {
    expect(refusalOf(atHandler(), Cast.handler, { Action: 'Post' })).toBe('Action_Not_Allowed');
  });

  it('refuses a user without the right with Action_Not_Allowed', () => {
    expect(refusalOf(invoice({ Status: 'Imported' }), Cast.handler, { Action: 'Verify' })).toBe(
      'Action_Not_Allowed',
    );
  });

  it('refuses everything but Unblock, remarks and undo on a blocked document with Action_Document_Blocked', () => {
    const blocked = atHandler({ IsBlocked: true });
    expect(refusalOf(blocked, Cast.handler, { Action: 'Code', NextUserId: People.approver1 })).toBe(
      'Action_Document_Blocked',
    );
    expect(refusalOf(blocked, Cast.handler, { Action: 'AddRemark', Remark: 'Geblokkeerd door ERP' })).toBe(
      'ok',
    );
  });

  it('refuses an action that needs a remark without one with Action_Needs_Remark', () => {
    expect(refusalOf(atHandler(), Cast.handler, { Action: 'Await', Remark: '  ' })).toBe(
      'Action_Needs_Remark',
    );
  });

  it('refuses an action that needs a next user without one (and no route) with Action_Needs_Next_User', () => {
    expect(refusalOf(atHandler(), Cast.handler, { Action: 'Code' })).toBe('Action_Needs_Next_User');
    expect(refusalOf(atHandler(), Cast.handler, { Action: 'Forward', Remark: 'Voor jou' })).toBe(
      'Action_Needs_Next_User',
    );
  });

  it('refuses passing a document to oneself or to whom it already waits for with Action_Next_User_Not_Allowed', () => {
    expect(
      refusalOf(atHandler(), Cast.handler, { Action: 'Forward', Remark: 'x', NextUserId: People.handler }),
    ).toBe('Action_Next_User_Not_Allowed');
  });

  it('forwards to a colleague with a remark, status unchanged', () => {
    const { document, history } = perform(atHandler(), Cast.handler, {
      Action: 'Forward',
      NextUserId: People.clerk,
      Remark: 'Kun jij deze coderen?',
    });
    expect(document).toMatchObject({
      Status: 'In_Progress',
      CurrentUserId: People.clerk,
      HandlerId: People.clerk,
    });
    expect(history).toEqual({
      Action: 'Forward',
      Remark: 'Kun jij deze coderen?',
      FromStatus: 'In_Progress',
      ToStatus: 'In_Progress',
      UserId: People.handler,
      OnBehalfOfUserId: null,
      FromUserId: People.handler,
      ToUserId: People.clerk,
      ApprovalAmount: null,
    });
  });

  it('lets a colleague take a document over', () => {
    expect(perform(atHandler(), Cast.clerk, { Action: 'TakeOver' }).document.CurrentUserId).toBe(
      People.clerk,
    );
  });

  it('records the system as no user', () => {
    expect(perform(invoice(), SystemActor, { Action: 'Import' }).history.UserId).toBeNull();
  });

  it('keeps LastAction on a remark, so a remark does not take a document off hold', () => {
    const held = perform(atHandler(), Cast.handler, {
      Action: 'Await',
      Remark: 'Wacht op creditnota',
    }).document;
    const remarked = perform(held, Cast.clerk, { Action: 'AddRemark', Remark: 'Leverancier gebeld' });
    expect(remarked.document.LastAction).toBe('Await');
    expect(remarked.history.Action).toBe('AddRemark');
  });

  it('sends a document back to verification: to the verify queue, nobody holds it', () => {
    const { document } = perform(atHandler(), Cast.handler, {
      Action: 'SendBack',
      Remark: 'Verkeerde leverancier',
    });
    expect(document).toMatchObject({ Status: 'Imported', CurrentUserId: null });
  });
});
