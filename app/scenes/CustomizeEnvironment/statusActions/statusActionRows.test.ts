import type { DocumentStatus } from '../../../../domain/documents/enums';
import { DefaultWorkflow, messageText, statusAction, validateWorkflow } from '../../../../domain/workflow';
import {
  formOfRow,
  groupByStatus,
  isExpanded,
  newRowForm,
  noFilter,
  putRow,
  removeRow,
  rowOfForm,
  rowProblems,
  sameRows,
  toggled,
  withAction,
  workflowProblems,
} from './statusActionRows';

const approve = statusAction('Pending', 'Approve', 'Signed_Off', 'CurrentUser', ['PurchaseInvoice']);
const reject = statusAction('Pending', 'Reject', 'In_Progress', 'CurrentUser', ['PurchaseInvoice']);
const verify = statusAction('Imported', 'Verify', 'In_Progress', 'ValidateCompanies', [
  'PurchaseInvoice',
  'SalesInvoice',
  'PackingSlip',
]);
const block = statusAction('Imported', 'Block', 'Blocked', 'CurrentUser', ['PackingSlip']);
const rows = [approve, verify, reject, block];

describe('grouping the status-action rows', () => {
  it('groups rows by status in the given status order, rows in table order, with their place in the list', () => {
    const groups = groupByStatus(rows, noFilter, ['Imported', 'In_Progress', 'Pending']);
    expect(groups.map((group) => group.status)).toEqual(['Imported', 'Pending']);
    expect(groups[0].rows.map(({ index, row }) => ({ index, row }))).toEqual([
      { index: 1, row: verify },
      { index: 3, row: block },
    ]);
    expect(groups[1].rows.map((entry) => entry.index)).toEqual([0, 2]);
  });

  it('keys each row by its content, numbered among equal rows, so a key survives deleting rows before it', () => {
    const twice = [approve, block, approve];
    const keysOf = (list: typeof twice) => groupByStatus(list, noFilter, ['Pending', 'Imported']);
    const [pending, imported] = keysOf(twice);
    expect(new Set(pending.rows.map((entry) => entry.key)).size).toBe(2);
    const [, importedAfter] = keysOf(removeRow(twice, 0));
    expect(importedAfter.rows[0].key).toBe(imported.rows[0].key);
  });

  it('puts statuses the order does not name after the others', () => {
    expect(groupByStatus(rows, noFilter, ['Pending']).map((group) => group.status)).toEqual([
      'Pending',
      'Imported',
    ]);
  });

  it('filters on document type, status and action together, dropping groups left empty', () => {
    const slips = groupByStatus(rows, { ...noFilter, documentType: 'PackingSlip' }, ['Imported', 'Pending']);
    expect(slips.map((group) => [group.status, group.rows.map((entry) => entry.index)])).toEqual([
      ['Imported', [1, 3]],
    ]);
    const blocks = groupByStatus(
      rows,
      { documentType: 'PackingSlip', status: 'Imported', action: 'Block' },
      [],
    );
    expect(blocks.map((group) => [group.status, group.rows.map((entry) => entry.row)])).toEqual([
      ['Imported', [block]],
    ]);
    expect(groupByStatus(rows, { ...noFilter, action: 'Post' }, ['Pending'])).toEqual([]);
  });

  it('folds groups by default and opens a toggled one; with filters it is the other way round', () => {
    const opened = toggled(new Set<DocumentStatus>(), 'Pending');
    expect(isExpanded('Pending', false, opened)).toBe(true);
    expect(isExpanded('Imported', false, opened)).toBe(false);
    expect(isExpanded('Pending', true, opened)).toBe(false);
    expect(isExpanded('Imported', true, opened)).toBe(true);
    expect(toggled(opened, 'Pending').size).toBe(0);
  });
});

describe('editing a row', () => {
  it('starts a new row in the group’s status for every document type, or the filtered one', () => {
    expect(newRowForm('Pending', null)).toMatchObject({
      Status: 'Pending',
      Action: null,
      DocumentTypes: ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip'],
    });
    expect(newRowForm(null, 'SalesInvoice').DocumentTypes).toEqual(['SalesInvoice']);
  });

  it('takes next user, remark and amount from the chosen action’s defaults', () => {
    const form = withAction({ ...formOfRow(approve), NeedsRemark: true }, 'Forward');
    expect(form).toMatchObject({
      Action: 'Forward',
      NeedsNextUser: true,
      NeedsRemark: true,
      NeedsApprovalAmount: false,
    });
    expect(withAction(form, 'Approve')).toMatchObject({ NeedsNextUser: false, NeedsRemark: false });
  });

  it('makes a row only once status, action, right and next status are chosen, types in their usual order', () => {
    const form = newRowForm('Pending', null);
    expect(rowOfForm(form)).toBeNull();
    const chosen = {
      ...withAction(form, 'Approve'),
      Right: 'CurrentUser' as const,
      NextStatus: 'Signed_Off' as const,
    };
    expect(rowOfForm({ ...chosen, DocumentTypes: ['PackingSlip', 'PurchaseInvoice'] })).toEqual({
      ...approve,
      DocumentTypes: ['PurchaseInvoice', 'PackingSlip'],
    });
  });

  it('finds the problems of one row on its own, not those of the whole table', () => {
    expect(rowProblems(approve)).toEqual([]);
    expect(rowProblems({ ...approve, DocumentTypes: [] })).toEqual([
      'Workflow_Row_Without_Document_Type%%Pending%%Approve',
    ]);
    expect(rowProblems({ ...reject, NeedsApprovalAmount: true, NextStatus: 'Previous' })).toEqual([
      'Workflow_Previous_Without_Return%%Pending%%Reject',
      'Workflow_Approval_Amount_Not_Approval%%Pending%%Reject',
    ]);
  });

  it('checks the whole table as the server does', () => {
    expect(workflowProblems(DefaultWorkflow.StatusActions)).toEqual([]);
    expect(workflowProblems(rows)).toEqual(
      validateWorkflow({ ...DefaultWorkflow, StatusActions: rows }).map(messageText),
    );
    expect(workflowProblems(rows)).toContain('Workflow_Status_Without_Way_Out%%Blocked%%PackingSlip');
  });

  it('replaces a row at its place, adds one at the end and removes one', () => {
    expect(putRow(rows, 2, block)).toEqual([approve, verify, block, block]);
    expect(putRow(rows, null, approve)).toEqual([...rows, approve]);
    expect(removeRow(rows, 0)).toEqual([verify, reject, block]);
    expect(rows).toHaveLength(4);
  });

  it('sees two lists as the same when every row matches in order, document types in any order', () => {
    const reordered = [
      approve,
      { ...verify, DocumentTypes: ['PackingSlip', 'SalesInvoice', 'PurchaseInvoice'] },
      reject,
      block,
    ] as const;
    expect(sameRows(rows, [...reordered])).toBe(true);
    expect(sameRows(rows, [verify, approve, reject, block])).toBe(false);
    expect(sameRows(rows, [approve, verify, reject, { ...block, NeedsRemark: false }])).toBe(false);
    expect(sameRows(rows, rows.slice(1))).toBe(false);
  });
});
