import { type DocumentStatus, OverviewDocumentTypes } from '../documents/enums';
import { actionDefinition, isActionName } from './actions';
import { type WorkflowMessage, WorkflowMessageKey, workflowMessage } from './messages';
import type { StatusAction, WorkflowDefinition } from './statusActions';
import { isDocumentStatus, isDoneStatus } from './statuses';

/** One problem of an edited workflow: a key with the status, action or document type it concerns. */
export type WorkflowProblem = WorkflowMessage;

// Only these kinds know where `Previous` is: before the block, before the question, before the undone step.
const returnKinds = new Set(['Unblock', 'Answer', 'Undo']);

/** The problems of one row on its own. */
function rowProblems(row: StatusAction): WorkflowProblem[] {
  const status = String(row.Status);
  const action = String(row.Action);
  const next = String(row.NextStatus);
  const problems: WorkflowProblem[] = [];
  if (!isDocumentStatus(status))
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Unknown_Status, status));
  if (!isActionName(action)) {
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Unknown_Action, action));
    return problems;
  }
  const kind = actionDefinition(action).Kind;
  if (next !== 'Same' && next !== 'Previous' && !isDocumentStatus(next))
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Action_Leads_Nowhere, status, action, next));
  if (row.DocumentTypes.length === 0)
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Row_Without_Document_Type, status, action));
  if (row.NeedsNextUser && isDocumentStatus(next) && isDoneStatus(next))
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Next_User_To_Done_Status, status, action));
  if (next === 'Previous' && !returnKinds.has(kind))
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Previous_Without_Return, status, action));
  if (row.NeedsApprovalAmount && kind !== 'Approve')
    problems.push(workflowMessage(WorkflowMessageKey.Workflow_Approval_Amount_Not_Approval, status, action));
  return problems;
}

const isSound = (row: StatusAction) =>
  isDocumentStatus(String(row.Status)) &&
  isActionName(String(row.Action)) &&
  (row.NextStatus === 'Same' || row.NextStatus === 'Previous' || isDocumentStatus(String(row.NextStatus)));

/** The other status a row leads to, if it names one. */
const targetOf = (row: StatusAction): DocumentStatus | null =>
  row.NextStatus === 'Same' || row.NextStatus === 'Previous' || row.NextStatus === row.Status
    ? null
    : row.NextStatus;

/** Whether a row takes a document out of its status: to another status, or back where it came from. */
const leavesStatus = (row: StatusAction) =>
  row.NextStatus === 'Previous' ? actionDefinition(row.Action).Kind !== 'Undo' : targetOf(row) !== null;

/** The problems of the rows of one document type taken together: ambiguity, dead ends, unreachable. */
function typeProblems(workflow: WorkflowDefinition, rows: StatusAction[], type: string): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const nextOf = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.Status}|${row.Action}`;
    const seen = nextOf.get(key);
    if (seen === undefined) nextOf.set(key, row.NextStatus);
    else if (seen !== row.NextStatus && seen !== '!') {
      problems.push(
        workflowMessage(WorkflowMessageKey.Workflow_Ambiguous_Next_Status, row.Status, row.Action),
      );
      nextOf.set(key, '!');
    }
  }
  const targets = rows.flatMap((row) => targetOf(row) ?? []);
  const reachable = new Set<DocumentStatus>([workflow.EntryStatus, ...workflow.SystemStatuses, ...targets]);
  const withRows = new Set(rows.map((row) => row.Status));
  for (const status of withRows)
    if (!reachable.has(status))
      problems.push(workflowMessage(WorkflowMessageKey.Workflow_Status_Unreachable, status, type));
  const used = new Set<DocumentStatus>([...withRows, ...targets]);
  for (const status of used)
    if (!isDoneStatus(status) && !rows.some((row) => row.Status === status && leavesStatus(row)))
      problems.push(workflowMessage(WorkflowMessageKey.Workflow_Status_Without_Way_Out, status, type));
  return problems;
}

/**
 * Checks an edited workflow before it is saved. Per row: its status and action are known, it leads to a
 * known status (or Same, or Previous for Unblock, Answer and undo), it names a document type, an action
 * that asks for a next user does not lead to a done status, and only approvals ask for an amount. Per
 * document type: one action leads to one status from a status, every open status a document can be in
 * has a way out (Same and undo are none), and every status with rows is reachable from the entry status,
 * a system status or another row. Empty when the workflow is sound.
 */
export function validateWorkflow(workflow: WorkflowDefinition): WorkflowProblem[] {
  const problems = workflow.StatusActions.flatMap(rowProblems);
  const sound = workflow.StatusActions.filter(isSound);
  for (const type of OverviewDocumentTypes)
    problems.push(
      ...typeProblems(
        workflow,
        sound.filter((row) => row.DocumentTypes.includes(type)),
        type,
      ),
    );
  return problems;
}
