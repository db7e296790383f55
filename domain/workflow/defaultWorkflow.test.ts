import type { DocumentStatus, OverviewDocumentType } from '../documents/enums';
import type { ActionName } from './actions';
import { SystemActor } from './actor';
import { DefaultWorkflow } from './defaultWorkflow';
import { Cast, invoice, People, perform } from './engine.fixture';
import { rowsFor } from './statusActions';
import { validateWorkflow } from './validateWorkflow';

const offered = (status: DocumentStatus, type: OverviewDocumentType): ActionName[] => [
  ...new Set(rowsFor(DefaultWorkflow, status, type).map((row) => row.Action)),
];
const row = (status: DocumentStatus, action: ActionName, type: OverviewDocumentType = 'PurchaseInvoice') =>
  rowsFor(DefaultWorkflow, status, type).find((candidate) => candidate.Action === action);

describe('the default workflow', () => {
  it('passes its own validation: every open status has a way out, every status is reachable', () => {
    expect(validateWorkflow(DefaultWorkflow)).toEqual([]);
  });

  it('lets only the system import', () => {
    expect(rowsFor(DefaultWorkflow, 'None', 'PurchaseInvoice')).toMatchObject([
      { Action: 'Import', Right: 'System', NextStatus: 'Imported' },
    ]);
  });

  it('takes a purchase invoice from imported through verified, coded, approved on two levels, signed off, posted and paid to archived', () => {
    let document = invoice({
      RouteSteps: [
        { Action: 'Approve', SendToUserId: People.approver1 },
        { Action: 'Approve', SendToUserId: People.approver2 },
      ],
    });
    const step = (actor: typeof SystemActor, Action: string, NextUserId?: string) => {
      document = perform(document, actor, { Action, NextUserId }).document;
      return document;
    };
    expect(step(SystemActor, 'Import').Status).toBe('Imported');
    expect(step(Cast.verifier, 'Verify', People.handler)).toMatchObject({
      Status: 'In_Progress',
      VerifiedBy: People.verifier,
      CurrentUserId: People.handler,
      HandlerId: People.handler,
    });
    expect(step(Cast.handler, 'Code')).toMatchObject({ Status: 'Pending', CurrentUserId: People.approver1 });
    expect(step(Cast.approver1, 'Approve')).toMatchObject({
      Status: 'Pending',
      CurrentUserId: People.approver2,
    });
    expect(step(Cast.approver2, 'Approve')).toMatchObject({
      Status: 'Signed_Off',
      IsApproved: true,
      CurrentUserId: People.handler,
    });
    expect(step(Cast.handler, 'CheckMasterData').Status).toBe('Ready');
    expect(step(Cast.clerk, 'Post')).toMatchObject({
      Status: 'Posted',
      IsPosted: true,
      IsApproved: true,
      IsPaid: false,
    });
    expect(step(Cast.payer, 'MarkPaid')).toMatchObject({ Status: 'Posted', IsPaid: true });
    expect(step(Cast.clerk, 'Archive').Status).toBe('Archived');
  });

  it('takes a sales invoice from verified through coded to ready, posted, sent and archived, without approval', () => {
    const sales: OverviewDocumentType = 'SalesInvoice';
    expect(row('In_Progress', 'Code', sales)).toMatchObject({ NextStatus: 'Ready', NeedsNextUser: false });
    expect(offered('Ready', sales)).toEqual(expect.arrayContaining(['Post', 'Send', 'CreateInErp']));
    expect(offered('Posted', sales)).toEqual(expect.arrayContaining(['Send', 'MarkPaid', 'Archive']));
    expect(
      DefaultWorkflow.StatusActions.filter((r) => r.DocumentTypes.includes(sales) && r.Action === 'Approve'),
    ).toEqual([]);
  });

  it('never asks approval for a packing slip: verified, receipt confirmed, ready, posted, archived', () => {
    const slips = DefaultWorkflow.StatusActions.filter((r) => r.DocumentTypes.includes('PackingSlip'));
    expect(
      slips.filter((r) => ['Approve', 'SignOff', 'Reject'].includes(r.Action) || r.Status === 'Pending'),
    ).toEqual([]);
    expect(row('Imported', 'Verify', 'PackingSlip')).toMatchObject({
      Right: 'VerifyPackingSlip',
      NextStatus: 'In_Progress',
    });
    expect(row('In_Progress', 'ConfirmReceipt', 'PackingSlip')?.NextStatus).toBe('Ready');
    expect(row('Ready', 'Post', 'PackingSlip')?.NextStatus).toBe('Posted');
  });

  it('posts every type from Ready, the status the To_Post filter and the dashboard Post tile show', () => {
    for (const type of ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip'] as const) {
      const posting = DefaultWorkflow.StatusActions.filter(
        (r) => r.Action === 'Post' && r.DocumentTypes.includes(type),
      );
      expect(posting.map((r) => r.Status)).toEqual(['Ready']);
    }
  });

  it('offers hold, release, question, block, forward and undo wherever work waits', () => {
    for (const status of ['In_Progress', 'Pending', 'Signed_Off', 'Ready', 'Error'] as const)
      expect(offered(status, 'PurchaseInvoice')).toEqual(
        expect.arrayContaining([
          'Await',
          'Release',
          'Question',
          'Block',
          'Forward',
          'Assign',
          'UndoLastAction',
        ]),
      );
  });

  it('returns from a block and from a question to where the document was', () => {
    expect(row('Blocked', 'Unblock')?.NextStatus).toBe('Previous');
    expect(row('Question', 'Answer')?.NextStatus).toBe('Previous');
  });

  it('sends back: from approval to the handler (Reject, SendBack), from handling to verification', () => {
    expect(row('Pending', 'Reject')).toMatchObject({ NextStatus: 'In_Progress', NeedsRemark: true });
    expect(row('Pending', 'SendBack')).toMatchObject({ NextStatus: 'In_Progress', NeedsRemark: true });
    expect(row('Signed_Off', 'SendBack')?.NextStatus).toBe('In_Progress');
    expect(row('In_Progress', 'SendBack')?.NextStatus).toBe('Imported');
  });

  it('approves in Pending: the current user with the approve scope, or signs off with the sign scope', () => {
    expect(row('Pending', 'Approve')).toMatchObject({ Right: 'CurrentUser', NextStatus: 'Signed_Off' });
    expect(row('Pending', 'SignOff')).toMatchObject({ Right: 'CurrentUser', NextStatus: 'Signed_Off' });
  });

  it('leaves marking paid to those who may approve payments', () => {
    expect(row('Posted', 'MarkPaid')?.Right).toBe('MayApprovePay');
  });
});
