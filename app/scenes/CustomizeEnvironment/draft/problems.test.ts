import { ApiError } from '../../../api/apiError';
import { isStaleVersion, pointsAt, problemsOfError, readProblem } from './problems';

describe('problems of an edited workflow', () => {
  it('reads a row problem: its status and action, each parameter’s role', () => {
    expect(readProblem('Workflow_Previous_Without_Return%%Pending%%Reject')).toEqual({
      message: 'Workflow_Previous_Without_Return%%Pending%%Reject',
      key: 'Workflow_Previous_Without_Return',
      params: ['Pending', 'Reject'],
      roles: ['status', 'action'],
      target: { status: 'Pending', action: 'Reject' },
    });
  });

  it('reads a table problem: its status and document type', () => {
    expect(readProblem('Workflow_Status_Without_Way_Out%%Pending%%PurchaseInvoice').target).toEqual({
      status: 'Pending',
      documentType: 'PurchaseInvoice',
    });
    expect(readProblem('Workflow_Action_Leads_Nowhere%%Pending%%Approve%%Nowhere').roles).toEqual([
      'status',
      'action',
      'next',
    ]);
  });

  it('reads a status-filter problem by its filter', () => {
    expect(readProblem('Workflow_Status_Filter_Without_Status%%Archived').target).toEqual({
      filter: 'Archived',
    });
  });

  it('points at nothing it does not know: unknown names and unknown keys', () => {
    expect(readProblem('Workflow_Unknown_Status%%Bogus').target).toEqual({});
    expect(readProblem('Workflow_Unknown_Action%%Bogus').target).toEqual({});
    expect(readProblem('Something_Else%%Pending')).toMatchObject({ roles: [null], target: {} });
  });

  it('takes the problems from a 400 Workflow_Invalid answer only', () => {
    const body = {
      Message: 'Workflow_Invalid',
      Errors: ['Workflow_Status_Unreachable%%Ready%%SalesInvoice', 7],
    };
    expect(problemsOfError(new ApiError(400, 'Workflow_Invalid', undefined, {}, body))).toEqual([
      'Workflow_Status_Unreachable%%Ready%%SalesInvoice',
    ]);
    expect(problemsOfError(new ApiError(400, 'Validation_Failed', undefined, {}, { Errors: {} }))).toBeNull();
    expect(problemsOfError(new ApiError(409, 'Workflow_Is_Updated_By_Other_User'))).toBeNull();
    expect(problemsOfError(new Error('boom'))).toBeNull();
  });

  it('knows a stale version by its 409', () => {
    expect(isStaleVersion(new ApiError(409, 'Workflow_Is_Updated_By_Other_User'))).toBe(true);
    expect(isStaleVersion(new ApiError(400, 'Workflow_Invalid'))).toBe(false);
  });

  it('points at the rows of the status, narrowed to the action when the problem names one', () => {
    const row = { Status: 'Pending', Action: 'Approve' };
    expect(pointsAt({ status: 'Pending' }, row)).toBe(true);
    expect(pointsAt({ status: 'Pending', action: 'Approve' }, row)).toBe(true);
    expect(pointsAt({ status: 'Pending', action: 'Reject' }, row)).toBe(false);
    expect(pointsAt({ status: 'Ready' }, row)).toBe(false);
    expect(pointsAt({ filter: 'Archived' }, row)).toBe(false);
    expect(pointsAt(null, row)).toBe(false);
  });
});
