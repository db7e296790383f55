import {
  type DocumentStatus,
  type OverviewDocumentType,
  OverviewDocumentTypes,
} from '../../../../domain/documents/enums';
import {
  type ActionName,
  actionDefinition,
  DefaultWorkflow,
  messageText,
  type NextStatus,
  needsValidCoding,
  type StatusAction,
  type StatusActionRight,
  validateWorkflow,
  WorkflowMessageKey,
} from '../../../../domain/workflow';

/** The filters above the table; null shows every value. */
export type RowFilter = {
  documentType: OverviewDocumentType | null;
  status: DocumentStatus | null;
  action: ActionName | null;
};

export const noFilter: RowFilter = { documentType: null, status: null, action: null };

export const isFiltering = (filter: RowFilter): boolean =>
  filter.documentType !== null || filter.status !== null || filter.action !== null;

/**
 * A row with its place in the whole list (edits and deletes address it by that place) and a key that
 * stays with the row when rows before it are deleted: its content, numbered among equal rows.
 */
export type IndexedRow = { index: number; key: string; row: StatusAction };

/** The rows offered in one status. */
export type StatusGroup = { status: DocumentStatus; rows: IndexedRow[] };

/** Whether a row passes the filters. */
export function matchesFilter(row: StatusAction, filter: RowFilter): boolean {
  return (
    (filter.status === null || row.Status === filter.status) &&
    (filter.action === null || row.Action === filter.action) &&
    (filter.documentType === null || row.DocumentTypes.includes(filter.documentType))
  );
}

const rowText = (row: StatusAction) =>
  JSON.stringify([
    row.Status,
    row.Action,
    row.Right,
    row.NextStatus,
    OverviewDocumentTypes.filter((type) => row.DocumentTypes.includes(type)),
    row.NeedsNextUser,
    row.NeedsRemark,
    row.NeedsApprovalAmount,
    needsValidCoding(row),
  ]);

/**
 * The rows that pass the filters, grouped by their status: groups in the given status order (statuses
 * it does not name after them), rows in table order, statuses without a passing row left out.
 */
export function groupByStatus(
  rows: readonly StatusAction[],
  filter: RowFilter,
  order: readonly DocumentStatus[],
): StatusGroup[] {
  const groups = new Map<DocumentStatus, IndexedRow[]>(order.map((status) => [status, []]));
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const text = rowText(row);
    const occurrence = seen.get(text) ?? 0;
    seen.set(text, occurrence + 1);
    if (!matchesFilter(row, filter)) return;
    const group = groups.get(row.Status) ?? [];
    group.push({ index, key: `${text}#${occurrence}`, row });
    groups.set(row.Status, group);
  });
  return [...groups].flatMap(([status, members]) => (members.length > 0 ? [{ status, rows: members }] : []));
}

/**
 * Whether a group shows its rows. Without filters the groups start folded and a toggle opens one; with
 * filters every group that matched starts open and a toggle folds it.
 */
export function isExpanded(
  status: DocumentStatus,
  filtering: boolean,
  toggled: ReadonlySet<DocumentStatus>,
): boolean {
  return filtering !== toggled.has(status);
}

/** The set with the status added, or taken out when it was in. */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

/** A row as the modal edits it: nothing chosen is null until the user picks it. */
export type RowForm = {
  Status: DocumentStatus | null;
  Action: ActionName | null;
  Right: StatusActionRight | null;
  NextStatus: NextStatus | null;
  DocumentTypes: OverviewDocumentType[];
  NeedsNextUser: boolean;
  NeedsRemark: boolean;
  NeedsApprovalAmount: boolean;
  NeedsValidCoding: boolean;
};

/** A new row: in the given status (the group it was added from), for every document type. */
export function newRowForm(
  status: DocumentStatus | null,
  documentType: OverviewDocumentType | null,
): RowForm {
  return {
    Status: status,
    Action: null,
    Right: null,
    NextStatus: null,
    DocumentTypes: documentType ? [documentType] : [...OverviewDocumentTypes],
    NeedsNextUser: false,
    NeedsRemark: false,
    NeedsApprovalAmount: false,
    NeedsValidCoding: false,
  };
}

/** An existing row in the modal. */
export function formOfRow(row: StatusAction): RowForm {
  return { ...row, DocumentTypes: [...row.DocumentTypes], NeedsValidCoding: needsValidCoding(row) };
}

/** The form with another action: next user, remark and amount take that action's defaults. */
export function withAction(form: RowForm, action: ActionName | null): RowForm {
  if (action === null) return { ...form, Action: null };
  const definition = actionDefinition(action);
  return {
    ...form,
    Action: action,
    NeedsNextUser: definition.NeedsNextUser,
    NeedsRemark: definition.NeedsRemark,
    NeedsApprovalAmount: definition.NeedsApprovalAmount,
    NeedsValidCoding: needsValidCoding({ Action: action }),
  };
}

/** The row the form describes, document types in their usual order; null while something is not chosen. */
export function rowOfForm(form: RowForm): StatusAction | null {
  const { Status, Action, Right, NextStatus } = form;
  if (Status === null || Action === null || Right === null || NextStatus === null) return null;
  return {
    Status,
    Action,
    Right,
    NextStatus,
    DocumentTypes: OverviewDocumentTypes.filter((type) => form.DocumentTypes.includes(type)),
    NeedsNextUser: form.NeedsNextUser,
    NeedsRemark: form.NeedsRemark,
    NeedsApprovalAmount: form.NeedsApprovalAmount,
    // Stored only where it differs from the action's default, so the default can follow the product.
    ...(form.NeedsValidCoding === needsValidCoding({ Action })
      ? {}
      : { NeedsValidCoding: form.NeedsValidCoding }),
  };
}

// The checks of validateWorkflow that concern one row on its own (the others need the whole table).
const rowKeys = new Set<string>([
  WorkflowMessageKey.Workflow_Unknown_Status,
  WorkflowMessageKey.Workflow_Unknown_Action,
  WorkflowMessageKey.Workflow_Action_Leads_Nowhere,
  WorkflowMessageKey.Workflow_Row_Without_Document_Type,
  WorkflowMessageKey.Workflow_Next_User_To_Done_Status,
  WorkflowMessageKey.Workflow_Previous_Without_Return,
  WorkflowMessageKey.Workflow_Approval_Amount_Not_Approval,
]);

/** The problems of one row on its own, as `Key%%param` texts. */
export function rowProblems(row: StatusAction): string[] {
  return validateWorkflow({ ...DefaultWorkflow, StatusActions: [row] })
    .filter((problem) => rowKeys.has(problem.key))
    .map(messageText);
}

/** The problems of the whole table, as the server checks it before saving. */
export function workflowProblems(rows: readonly StatusAction[]): string[] {
  return validateWorkflow({ ...DefaultWorkflow, StatusActions: rows }).map(messageText);
}

/** The list with the row put at its place (index) or added at the end (null). */
export function putRow(
  rows: readonly StatusAction[],
  index: number | null,
  row: StatusAction,
): StatusAction[] {
  return index === null ? [...rows, row] : rows.map((current, at) => (at === index ? row : current));
}

/** The list without the row at its place. */
export function removeRow(rows: readonly StatusAction[], index: number): StatusAction[] {
  return rows.filter((_, at) => at !== index);
}

/** Whether two lists hold the same rows in the same order. */
export function sameRows(a: readonly StatusAction[], b: readonly StatusAction[]): boolean {
  return a.length === b.length && a.every((row, index) => rowText(row) === rowText(b[index]));
}
