import { DefaultWorkflow } from './defaultWorkflow';
import {
  DefaultStatusFilterSettings,
  resolveStatusFilters,
  statusFilterProblems,
  statusFiltersFor,
} from './statusFilters';
import { presentWorkflow, statusActionProblems, UncustomizedWorkflow, workflowOf } from './tenantWorkflow';

describe('an environment workflow', () => {
  it('follows the default until rows are stored, then exactly those rows', () => {
    expect(workflowOf(UncustomizedWorkflow)).toBe(DefaultWorkflow);
    const own = DefaultWorkflow.StatusActions.slice(0, 3);
    expect(workflowOf({ ...UncustomizedWorkflow, StatusActions: own }).StatusActions).toBe(own);
    expect(workflowOf({ ...UncustomizedWorkflow, StatusActions: own }).EntryStatus).toBe('None');
  });

  it('the default rows have no problems; rows into an unknown status have', () => {
    expect(statusActionProblems(DefaultWorkflow.StatusActions)).toEqual([]);
    const [first] = DefaultWorkflow.StatusActions;
    const problems = statusActionProblems([{ ...first, NextStatus: 'Mars' as never }]);
    expect(problems).toContain(`Workflow_Action_Leads_Nowhere%%${first.Status}%%${first.Action}%%Mars`);
  });

  it('is shown with every status, action and right a row may name', () => {
    const shown = presentWorkflow(UncustomizedWorkflow);
    expect(shown.Statuses.map((status) => status.Status)).toContain('Free_Status_5');
    expect(shown.Actions.length).toBeGreaterThanOrEqual(40);
    expect(shown.Rights).toEqual(
      expect.arrayContaining(['CurrentUser', 'ApproveCompanies', 'VerifyInvoice']),
    );
    expect(shown.IsCustomized).toEqual({ StatusActions: false, StatusFilters: false });
  });
});

describe('environment status filters', () => {
  it('by default offer approval and payment filters on purchase invoices only', () => {
    expect(statusFiltersFor(DefaultStatusFilterSettings, 'PurchaseInvoice')).toContain('To_Sign');
    expect(statusFiltersFor(DefaultStatusFilterSettings, 'SalesInvoice')).not.toContain('To_Sign');
    expect(statusFiltersFor(DefaultStatusFilterSettings, 'PackingSlip')).not.toContain('Payable');
  });

  it('stored settings replace the default filter by filter; statuses only where a filter is about them', () => {
    const resolved = resolveStatusFilters([
      { Filter: 'To_Sign', DocumentTypes: ['PurchaseInvoice'], Statuses: ['Signed_Off'] },
      { Filter: 'Blocked', DocumentTypes: [], Statuses: ['Pending'] },
    ]);
    expect(resolved).toHaveLength(DefaultStatusFilterSettings.length);
    expect(resolved.find((setting) => setting.Filter === 'To_Sign')?.Statuses).toEqual(['Signed_Off']);
    const blocked = resolved.find((setting) => setting.Filter === 'Blocked');
    expect(blocked).toEqual({ Filter: 'Blocked', DocumentTypes: [] });
    expect(resolved.find((setting) => setting.Filter === 'Signed')?.Statuses).toEqual(['Signed_Off']);
  });

  it('a filter about statuses needs one, and None stays on every overview', () => {
    expect(statusFilterProblems(DefaultStatusFilterSettings)).toEqual([]);
    const keys = statusFilterProblems([
      { Filter: 'Archived', DocumentTypes: ['PurchaseInvoice'], Statuses: [] },
      { Filter: 'None', DocumentTypes: ['PurchaseInvoice'] },
    ]).map((problem) => problem.key);
    expect(keys).toEqual(['Workflow_Status_Filter_Without_Status', 'Workflow_Status_Filter_None_Required']);
  });
});
