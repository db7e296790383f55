import { DocumentActions, isDocumentAction } from '../documents/actions';
import { ActionCatalogue, type ActionName, ActionNames, actionDefinition, isActionName } from './actions';

describe('the status-action catalogue (spec 000 §3)', () => {
  it('names about 45 actions, each once', () => {
    expect(ActionNames.length).toBeGreaterThanOrEqual(40);
    expect(ActionNames.length).toBeLessThanOrEqual(50);
    expect(new Set(ActionNames).size).toBe(ActionNames.length);
  });

  it('keeps the eleven names history already stores', () => {
    for (const name of [
      'Import',
      'Verify',
      'Question',
      'Answer',
      'Block',
      'Unblock',
      'Route',
      'Approve',
      'Reject',
      'Post',
      'Archive',
    ])
      expect(isActionName(name), name).toBe(true);
  });

  it("has the spec's named actions: sign off, await, reply, block, release, approve, post, archive, import, send back, assign, undo, send, create in ERP, check master data, free actions 1–5", () => {
    const named: ActionName[] = [
      'SignOff',
      'Await',
      'Answer',
      'Block',
      'Release',
      'Approve',
      'Post',
      'Archive',
      'Import',
      'SendBack',
      'Assign',
      'UndoLastAction',
      'Send',
      'CreateInErp',
      'CheckMasterData',
      'FreeAction1',
      'FreeAction2',
      'FreeAction3',
      'FreeAction4',
      'FreeAction5',
    ];
    expect(ActionNames).toEqual(expect.arrayContaining(named));
  });

  it('is the one list of document actions: history labels and the catalogue agree', () => {
    expect(DocumentActions).toEqual(ActionNames);
    expect(isDocumentAction('SignOff')).toBe(true);
    expect(isDocumentAction('Fiatteren')).toBe(false);
  });

  it('gives every action a kind, a company scope and a name in both languages', () => {
    for (const name of ActionNames) {
      const definition = actionDefinition(name);
      expect(definition.Kind, name).toBeTruthy();
      expect(definition.Scope, name).toBeTruthy();
      expect(definition.Names['en-US'], name).not.toBe('');
      expect(definition.Names['nl-NL'], name).not.toBe('');
    }
  });

  it('asks for a remark by default where the reason matters', () => {
    for (const name of [
      'Block',
      'Await',
      'Question',
      'Answer',
      'Reject',
      'SendBack',
      'Forward',
      'AddRemark',
    ] as const)
      expect(ActionCatalogue[name].NeedsRemark, name).toBe(true);
    expect(ActionCatalogue.Approve.NeedsRemark).toBe(false);
  });

  it('asks for a next user by default where the document goes to someone', () => {
    for (const name of ['Question', 'Assign', 'Forward', 'Route', 'Code'] as const)
      expect(ActionCatalogue[name].NeedsNextUser, name).toBe(true);
    expect(ActionCatalogue.Approve.NeedsNextUser).toBe(false);
  });

  it('approves with one key: no approval amount asked by default', () => {
    expect(ActionNames.filter((name) => actionDefinition(name).NeedsApprovalAmount)).toEqual([]);
  });

  it('does not undo what left the workflow: ERP, payment, archive and import steps', () => {
    for (const name of [
      'Import',
      'Post',
      'MarkPosted',
      'CreateInErp',
      'Send',
      'MarkPaid',
      'Archive',
      'UndoLastAction',
    ] as const)
      expect(ActionCatalogue[name].Undoable, name).toBe(false);
    for (const name of ['Verify', 'Approve', 'Forward', 'Block', 'Await'] as const)
      expect(ActionCatalogue[name].Undoable, name).toBe(true);
  });

  it('needs the approve scope to approve or reject, the sign scope to sign off, the validate scope to verify', () => {
    expect(ActionCatalogue.Approve.Scope).toBe('Approve');
    expect(ActionCatalogue.Reject.Scope).toBe('Approve');
    expect(ActionCatalogue.SignOff.Scope).toBe('Sign');
    expect(ActionCatalogue.Verify.Scope).toBe('Validate');
    expect(ActionCatalogue.Post.Scope).toBe('Handle');
  });
});
