import { DocumentStatuses, OverviewDocumentTypes } from '../documents/enums';
import { ActionRights } from '../rights/rights';
import { ActionCatalogue, type ActionName, ActionNames } from './actions';
import { DefaultWorkflow } from './defaultWorkflow';
import { messageText } from './messages';
import {
  ScopeRights,
  type StatusAction,
  type StatusActionRight,
  type WorkflowDefinition,
} from './statusActions';
import { WorkflowStatuses } from './statuses';
import { resolveStatusFilters, type StatusFilterSetting, statusFilterProblems } from './statusFilters';
import { validateWorkflow } from './validateWorkflow';

/** What a customer environment stored of its workflow: null parts follow the shipped default. */
export type StoredWorkflow = {
  StatusActions: readonly StatusAction[] | null;
  StatusFilters: readonly StatusFilterSetting[] | null;
  /** Optimistic concurrency: 1 for an environment that never saved. */
  Version: number;
};

export const UncustomizedWorkflow: StoredWorkflow = { StatusActions: null, StatusFilters: null, Version: 1 };

/** The values a status-action row's Right may take. */
export const StatusActionRights: readonly StatusActionRight[] = [
  'CurrentUser',
  ...ScopeRights,
  ...ActionRights,
  'System',
];

/** The workflow the engine follows for an environment: its own rows, or the default's. */
export function workflowOf(stored: StoredWorkflow): WorkflowDefinition {
  return stored.StatusActions ? { ...DefaultWorkflow, StatusActions: stored.StatusActions } : DefaultWorkflow;
}

/** The problems of edited status-action rows, as `Key%%param` texts; empty when they may be saved. */
export function statusActionProblems(rows: readonly StatusAction[]): string[] {
  return validateWorkflow({ ...DefaultWorkflow, StatusActions: rows }).map(messageText);
}

/** The problems of edited status filters, as `Key%%param` texts. */
export function statusFilterSettingProblems(settings: readonly StatusFilterSetting[]): string[] {
  return statusFilterProblems(settings).map(messageText);
}

/** GET /Workflow: everything the customize-environment pages show and edit. */
export function presentWorkflow(stored: StoredWorkflow) {
  return {
    Version: stored.Version,
    IsCustomized: {
      StatusActions: stored.StatusActions !== null,
      StatusFilters: stored.StatusFilters !== null,
    },
    Statuses: DocumentStatuses.map((Status) => ({
      Status,
      Stage: WorkflowStatuses[Status].Stage,
      Done: WorkflowStatuses[Status].Done,
    })),
    Actions: ActionNames.map((Action: ActionName) => {
      const definition = ActionCatalogue[Action];
      return {
        Action,
        Kind: definition.Kind,
        Scope: definition.Scope,
        Direction: definition.Direction,
        NeedsNextUser: definition.NeedsNextUser,
        NeedsRemark: definition.NeedsRemark,
        NeedsApprovalAmount: definition.NeedsApprovalAmount,
      };
    }),
    StatusActions: workflowOf(stored).StatusActions,
    StatusFilters: resolveStatusFilters(stored.StatusFilters),
    DocumentTypes: OverviewDocumentTypes,
    Rights: StatusActionRights,
  };
}
