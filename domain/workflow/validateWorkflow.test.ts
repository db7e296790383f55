import type { DocumentStatus } from '../documents/enums';
import type { ActionName } from './actions';
import { DefaultWorkflow } from './defaultWorkflow';
import { type NextStatus, type StatusAction, statusAction, type WorkflowDefinition } from './statusActions';
import { validateWorkflow } from './validateWorkflow';

const purchase = (status: DocumentStatus, action: ActionName, next: NextStatus, options = {}): StatusAction =>
  statusAction(status, action, next, 'CurrentUser', ['PurchaseInvoice'], options);

/** A small sound purchase flow: imported, verified, posted. */
const base: StatusAction[] = [
  statusAction('None', 'Import', 'Imported', 'System', ['PurchaseInvoice']),
  statusAction('Imported', 'Verify', 'In_Progress', 'VerifyInvoice', ['PurchaseInvoice']),
  purchase('In_Progress', 'Post', 'Posted'),
];

const workflow = (rows: StatusAction[]): WorkflowDefinition => ({
  EntryStatus: 'None',
  SystemStatuses: [],
  StatusActions: rows,
});

const keys = (rows: StatusAction[]) =>
  validateWorkflow(workflow(rows)).map((p) => [p.key, ...p.params].join('%%'));

describe('validating an edited workflow', () => {
  it('finds nothing wrong with a sound workflow, the default one included', () => {
    expect(keys(base)).toEqual([]);
    expect(validateWorkflow(DefaultWorkflow)).toEqual([]);
  });

  it('finds an open status without a way out', () => {
    expect(
      keys([...base, purchase('In_Progress', 'Await', 'Same'), purchase('In_Progress', 'Block', 'Blocked')]),
    ).toEqual(['Workflow_Status_Without_Way_Out%%Blocked%%PurchaseInvoice']);
  });

  it('does not count staying put or undo as a way out', () => {
    const stuck = [
      purchase('In_Progress', 'Question', 'Question'),
      purchase('Question', 'AddRemark', 'Same'),
      purchase('Question', 'UndoLastAction', 'Previous'),
    ];
    expect(keys([...base, ...stuck])).toEqual(['Workflow_Status_Without_Way_Out%%Question%%PurchaseInvoice']);
  });

  it('finds a row leading to an unknown status', () => {
    const nowhere = {
      ...purchase('In_Progress', 'Code', 'Pending'),
      NextStatus: 'Goedgekeurd',
    } as unknown as StatusAction;
    expect(keys([...base, nowhere])).toEqual([
      'Workflow_Action_Leads_Nowhere%%In_Progress%%Code%%Goedgekeurd',
    ]);
  });

  it('finds an unknown status or action in a row', () => {
    const status = {
      ...purchase('In_Progress', 'AddRemark', 'Same'),
      Status: 'Coded',
    } as unknown as StatusAction;
    const action = {
      ...purchase('In_Progress', 'AddRemark', 'Same'),
      Action: 'Fiatteren',
    } as unknown as StatusAction;
    expect(keys([...base, status, action])).toEqual([
      'Workflow_Unknown_Status%%Coded',
      'Workflow_Unknown_Action%%Fiatteren',
    ]);
  });

  it('finds a status with rows that nothing leads to, except the entry and system statuses', () => {
    const orphan = purchase('Wait_For_Purchase_Order_Match', 'MatchPurchaseOrder', 'In_Progress');
    expect(keys([...base, orphan])).toEqual([
      'Workflow_Status_Unreachable%%Wait_For_Purchase_Order_Match%%PurchaseInvoice',
    ]);
    const asSystem = {
      ...workflow([...base, orphan]),
      SystemStatuses: ['Wait_For_Purchase_Order_Match' as const],
    };
    expect(validateWorkflow(asSystem)).toEqual([]);
  });

  it('finds an action asking for a next user that leads to a done status', () => {
    expect(keys([...base, purchase('In_Progress', 'Archive', 'Archived', { NeedsNextUser: true })])).toEqual([
      'Workflow_Next_User_To_Done_Status%%In_Progress%%Archive',
    ]);
  });

  it('finds a row without a document type', () => {
    const none = statusAction('In_Progress', 'AddRemark', 'Same', 'SeeCompanies', []);
    expect(keys([...base, none])).toEqual(['Workflow_Row_Without_Document_Type%%In_Progress%%AddRemark']);
  });

  it('finds one action leading to two statuses from the same status', () => {
    const two = statusAction('In_Progress', 'Post', 'Ready', 'HandleCompanies', ['PurchaseInvoice']);
    expect(keys([...base, two, purchase('Ready', 'Post', 'Posted')])).toEqual([
      'Workflow_Ambiguous_Next_Status%%In_Progress%%Post',
    ]);
  });

  it('finds Previous on an action that has nowhere to return to', () => {
    expect(keys([...base, purchase('In_Progress', 'Code', 'Previous')])).toEqual([
      'Workflow_Previous_Without_Return%%In_Progress%%Code',
    ]);
  });

  it('finds an approval amount asked by an action that does not approve', () => {
    expect(
      keys([...base, purchase('In_Progress', 'AddRemark', 'Same', { NeedsApprovalAmount: true })]),
    ).toEqual(['Workflow_Approval_Amount_Not_Approval%%In_Progress%%AddRemark']);
  });
});
