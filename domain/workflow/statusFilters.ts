import {
  type DocumentStatus,
  type OverviewDocumentType,
  OverviewDocumentTypes,
  type StatusFilter,
  StatusFilters,
} from '../documents/enums';
import { type WorkflowMessage, WorkflowMessageKey, workflowMessage } from './messages';
import { isDocumentStatus, OpenStatuses } from './statuses';

const errors: DocumentStatus[] = ['Error', 'Import_Error', 'Invalid_Masterdata'];

/**
 * The statuses each overview status filter shows, where the filter is about statuses; the same table as
 * the server's StatusFilterPredicates (server/services/documents/statusFilters.ts), which also checks
 * the flags noted here. Filters on flags, sources or people only are left out:
 * None, Await (LastAction Await), Blocked, Posted and All_Posted (IsPosted), Payable, PayableScanPosted,
 * Approved (IsApproved), Wait_For_Erp, Scanned, Invoices_Actioned_By_User.
 */
export const StatusFilterStatuses: Partial<Record<StatusFilter, readonly DocumentStatus[]>> = {
  /** Also not posted. */
  Ongoing: OpenStatuses,
  /** Also not posted, and waiting for the signed-in user. */
  Todo: OpenStatuses,
  Archived: ['Archived'],
  Error: errors,
  InvoiceError: errors,
  /** Also not posted. */
  To_Post: ['Ready'],
  Post: ['Ready'],
  Pending_Approval: ['Pending'],
  To_Sign: ['Pending'],
  /** Also waiting for the signed-in user. */
  Approve: ['Pending'],
  Signed: ['Signed_Off'],
  STATUSVRIJ1: ['Free_Status_1'],
  STATUSVRIJ2: ['Free_Status_2'],
  STATUSVRIJ3: ['Free_Status_3'],
  STATUSVRIJ4: ['Free_Status_4'],
  STATUSVRIJ5: ['Free_Status_5'],
};

/** The statuses a status filter shows, or null when the filter is not about statuses. */
export function statusesOfFilter(filter: StatusFilter): readonly DocumentStatus[] | null {
  return StatusFilterStatuses[filter] ?? null;
}

/** A status filter as a customer environment sets it (spec 000 §2 status-filters). */
export type StatusFilterSetting = {
  Filter: StatusFilter;
  /** The overviews that offer it. */
  DocumentTypes: OverviewDocumentType[];
  /** For a filter about statuses (EditableStatusFilters): the statuses it shows. */
  Statuses?: DocumentStatus[];
};

const common: StatusFilter[] = [
  'None',
  'Todo',
  'Ongoing',
  'Blocked',
  'Error',
  'Posted',
  'All_Posted',
  'Archived',
  'Scanned',
  'Invoices_Actioned_By_User',
  'Await',
  'STATUSVRIJ1',
  'STATUSVRIJ2',
  'STATUSVRIJ3',
  'STATUSVRIJ4',
  'STATUSVRIJ5',
];

/** The default status filters per type: approval, signing and payment are purchase-only. */
export const DefaultStatusFiltersByType: Record<OverviewDocumentType, readonly StatusFilter[]> = {
  PurchaseInvoice: [
    ...common,
    'InvoiceError',
    'To_Post',
    'Post',
    'Wait_For_Erp',
    'Pending_Approval',
    'Approve',
    'Approved',
    'To_Sign',
    'Signed',
    'Payable',
    'PayableScanPosted',
  ],
  SalesInvoice: [...common, 'InvoiceError', 'To_Post', 'Post', 'Wait_For_Erp'],
  PackingSlip: common,
};

/** Filters whose statuses an environment may choose: those about statuses alone (Todo and Ongoing are about work not done). */
export const EditableStatusFilters: readonly StatusFilter[] = StatusFilters.filter(
  (filter) => filter !== 'Todo' && filter !== 'Ongoing' && StatusFilterStatuses[filter] !== undefined,
);

/** The shipped setting of every status filter. */
export const DefaultStatusFilterSettings: readonly StatusFilterSetting[] = StatusFilters.map((filter) => ({
  Filter: filter,
  DocumentTypes: OverviewDocumentTypes.filter((type) => DefaultStatusFiltersByType[type].includes(filter)),
  ...(EditableStatusFilters.includes(filter) ? { Statuses: [...(StatusFilterStatuses[filter] ?? [])] } : {}),
}));

/** An environment's status filters: its stored settings over the default, one per filter, in the default's order. */
export function resolveStatusFilters(
  stored: readonly StatusFilterSetting[] | null | undefined,
): StatusFilterSetting[] {
  const own = new Map((stored ?? []).map((setting) => [setting.Filter, setting]));
  return DefaultStatusFilterSettings.map((fallback) => {
    const setting = own.get(fallback.Filter);
    if (!setting) return fallback;
    return {
      Filter: fallback.Filter,
      DocumentTypes: OverviewDocumentTypes.filter((type) => setting.DocumentTypes.includes(type)),
      ...(fallback.Statuses ? { Statuses: setting.Statuses ?? fallback.Statuses } : {}),
    };
  });
}

/** The filters an overview of `type` offers, in the default's order. */
export function statusFiltersFor(
  settings: readonly StatusFilterSetting[],
  type: OverviewDocumentType,
): StatusFilter[] {
  return settings.filter((setting) => setting.DocumentTypes.includes(type)).map((setting) => setting.Filter);
}

/**
 * The problems of edited status filters: a filter about statuses that shows none, a status or type
 * that does not exist, and the `None` filter (everything) taken away from a type.
 */
export function statusFilterProblems(settings: readonly StatusFilterSetting[]): WorkflowMessage[] {
  const problems: WorkflowMessage[] = [];
  for (const setting of settings) {
    if (!(StatusFilters as readonly string[]).includes(setting.Filter)) {
      problems.push(
        workflowMessage(WorkflowMessageKey.Workflow_Unknown_Status_Filter, String(setting.Filter)),
      );
      continue;
    }
    for (const type of setting.DocumentTypes)
      if (!(OverviewDocumentTypes as readonly string[]).includes(type))
        problems.push(workflowMessage(WorkflowMessageKey.Workflow_Unknown_Document_Type, String(type)));
    for (const status of setting.Statuses ?? [])
      if (!isDocumentStatus(status))
        problems.push(workflowMessage(WorkflowMessageKey.Workflow_Unknown_Status, status));
    if (EditableStatusFilters.includes(setting.Filter) && setting.Statuses?.length === 0)
      problems.push(
        workflowMessage(WorkflowMessageKey.Workflow_Status_Filter_Without_Status, setting.Filter),
      );
    if (setting.Filter === 'None' && setting.DocumentTypes.length < OverviewDocumentTypes.length)
      problems.push(workflowMessage(WorkflowMessageKey.Workflow_Status_Filter_None_Required, setting.Filter));
  }
  return problems;
}
