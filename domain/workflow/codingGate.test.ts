import { DefaultWorkflow } from './defaultWorkflow';
import type { WorkflowDocument } from './document';
import { Cast, invoice, People, refusalOf } from './engine.fixture';
import { needsValidCoding, statusAction, type WorkflowDefinition } from './statusActions';

/** An invoice waiting for the first approver. */
const pending = (overrides: Partial<WorkflowDocument> = {}) =>
  invoice({
    Status: 'Pending',
    VerifiedBy: People.verifier,
    CurrentUserId: People.approver1,
    HandlerId: People.handler,
    GrossAmount: 1000,
    LastAction: 'Route',
    ...overrides,
  });

describe('approving and posting wait for a valid coding', () => {
  it('approves a Valid, Verified or uncoded invoice, and one whose coding the caller does not know', () => {
    for (const CodingStatus of ['Valid', 'Verified', 'NoCoding', undefined] as const)
      expect(refusalOf(pending({ CodingStatus }), Cast.approver1, { Action: 'Approve' })).toBe('ok');
  });

  it('refuses to approve an Invalid or uncoded (Unknown) invoice with Action_Needs_Valid_Coding', () => {
    for (const CodingStatus of ['Invalid', 'Unknown'] as const)
      expect(refusalOf(pending({ CodingStatus }), Cast.approver1, { Action: 'Approve' })).toBe(
        'Action_Needs_Valid_Coding',
      );
  });

  it('lets other actions go on whatever the coding', () => {
    expect(
      refusalOf(pending({ CodingStatus: 'Invalid' }), Cast.approver1, { Action: 'Reject', Remark: 'Fout' }),
    ).toBe('ok');
  });

  it('needs it by default for approving and posting rows only; a row may say otherwise', () => {
    expect(needsValidCoding({ Action: 'Approve' })).toBe(true);
    expect(needsValidCoding({ Action: 'SignOff' })).toBe(true);
    expect(needsValidCoding({ Action: 'Post' })).toBe(true);
    expect(needsValidCoding({ Action: 'Reject' })).toBe(false);
    expect(needsValidCoding({ Action: 'Approve', NeedsValidCoding: false })).toBe(false);
    expect(needsValidCoding({ Action: 'Forward', NeedsValidCoding: true })).toBe(true);
  });

  it('approves an Invalid coding where the environment switched the check off for that row', () => {
    const relaxed: WorkflowDefinition = {
      ...DefaultWorkflow,
      StatusActions: DefaultWorkflow.StatusActions.map((row) =>
        row.Action === 'Approve' && row.Status === 'Pending'
          ? statusAction(row.Status, row.Action, row.NextStatus, row.Right, row.DocumentTypes, {
              NeedsValidCoding: false,
            })
          : row,
      ),
    };
    expect(
      refusalOf(pending({ CodingStatus: 'Invalid' }), Cast.approver1, { Action: 'Approve' }, relaxed),
    ).toBe('ok');
  });
});
