import {
  type DocumentStatus,
  type OverviewDocumentType,
  OverviewDocumentTypes,
  type StatusFilter,
  StatusFilters,
} from '../../../../domain/documents/enums';
import { parseMessage } from '../../../../domain/validation/messages';
import {
  type ActionName,
  isActionName,
  isDocumentStatus,
  WorkflowMessageKey,
} from '../../../../domain/workflow';
import { ApiError } from '../../../api/apiError';

/** What a parameter of a workflow problem names. */
export type ProblemRole = 'status' | 'action' | 'next' | 'type' | 'filter';

/** The parameters of each problem key, in order (domain/workflow validateWorkflow and statusFilterProblems). */
const roles: Partial<Record<string, ProblemRole[]>> = {
  [WorkflowMessageKey.Workflow_Unknown_Status]: ['status'],
  [WorkflowMessageKey.Workflow_Unknown_Action]: ['action'],
  [WorkflowMessageKey.Workflow_Action_Leads_Nowhere]: ['status', 'action', 'next'],
  [WorkflowMessageKey.Workflow_Row_Without_Document_Type]: ['status', 'action'],
  [WorkflowMessageKey.Workflow_Next_User_To_Done_Status]: ['status', 'action'],
  [WorkflowMessageKey.Workflow_Previous_Without_Return]: ['status', 'action'],
  [WorkflowMessageKey.Workflow_Approval_Amount_Not_Approval]: ['status', 'action'],
  [WorkflowMessageKey.Workflow_Ambiguous_Next_Status]: ['status', 'action'],
  [WorkflowMessageKey.Workflow_Status_Without_Way_Out]: ['status', 'type'],
  [WorkflowMessageKey.Workflow_Status_Unreachable]: ['status', 'type'],
  [WorkflowMessageKey.Workflow_Unknown_Status_Filter]: ['filter'],
  [WorkflowMessageKey.Workflow_Unknown_Document_Type]: ['type'],
  [WorkflowMessageKey.Workflow_Status_Filter_Without_Status]: ['filter'],
  [WorkflowMessageKey.Workflow_Status_Filter_None_Required]: ['filter'],
};

/** Where a problem points: the status group, the rows of an action, a document type, a status filter. */
export type ProblemTarget = {
  status?: DocumentStatus;
  action?: ActionName;
  documentType?: OverviewDocumentType;
  filter?: StatusFilter;
};

/** A problem of an edited workflow, read from its `Key%%param%%param` text. */
export type WorkflowProblem = {
  message: string;
  key: string;
  params: string[];
  /** What each parameter names; 'next' and unknown keys' parameters stay as they are. */
  roles: (ProblemRole | null)[];
  target: ProblemTarget;
};

const isType = (value: string): value is OverviewDocumentType =>
  (OverviewDocumentTypes as readonly string[]).includes(value);
const isFilter = (value: string): value is StatusFilter =>
  (StatusFilters as readonly string[]).includes(value);

/** Reads one problem: its key, its parameters and what they point at. */
export function readProblem(message: string): WorkflowProblem {
  const { key, params } = parseMessage(message);
  const keyRoles = roles[key] ?? [];
  const target: ProblemTarget = {};
  params.forEach((param, index) => {
    const role = keyRoles[index];
    if (role === 'status' && isDocumentStatus(param)) target.status = param;
    else if (role === 'action' && isActionName(param)) target.action = param;
    else if (role === 'type' && isType(param)) target.documentType = param;
    else if (role === 'filter' && isFilter(param)) target.filter = param;
  });
  return { message, key, params, roles: params.map((_, index) => keyRoles[index] ?? null), target };
}

/** The problems of a refused save (400 Workflow_Invalid with Errors), or null for any other failure. */
export function problemsOfError(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.message !== 'Workflow_Invalid')
    return null;
  const body = error.body;
  const errors = typeof body === 'object' && body !== null && 'Errors' in body ? body.Errors : null;
  return Array.isArray(errors) ? errors.filter((entry): entry is string => typeof entry === 'string') : null;
}

/** True when the save was refused because someone else saved the workflow since it was loaded. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** Whether a row is one a problem points at: its status, and its action when the problem names one. */
export function pointsAt(target: ProblemTarget | null, row: { Status: string; Action: string }): boolean {
  if (!target?.status || target.status !== row.Status) return false;
  return !target.action || target.action === row.Action;
}
