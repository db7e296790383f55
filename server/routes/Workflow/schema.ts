import { z } from 'zod';
import { DocumentStatuses, OverviewDocumentTypes, StatusFilters } from '../../../domain/documents/enums';
import { type ActionName, ActionNames } from '../../../domain/workflow/actions';
import type { StatusActionRight } from '../../../domain/workflow/statusActions';
import { StatusActionRights } from '../../../domain/workflow/tenantWorkflow';

const NextStatuses = [...DocumentStatuses, 'Same', 'Previous'] as const;
// Far above any real workflow (the default has a few hundred rows), far below a denial of service.
const MaximumRows = 5000;

const StatusActionRow = z.object({
  Status: z.enum(DocumentStatuses, 'Validation_In_List'),
  Action: z.enum(ActionNames as [ActionName, ...ActionName[]], 'Validation_In_List'),
  DocumentTypes: z
    .array(z.enum(OverviewDocumentTypes, 'Validation_In_List'))
    .max(OverviewDocumentTypes.length),
  Right: z.enum(StatusActionRights as [StatusActionRight, ...StatusActionRight[]], 'Validation_In_List'),
  NextStatus: z.enum(NextStatuses, 'Validation_In_List'),
  NeedsNextUser: z.boolean('Validation_Yes_No'),
  NeedsRemark: z.boolean('Validation_Yes_No'),
  NeedsApprovalAmount: z.boolean('Validation_Yes_No'),
  NeedsValidCoding: z.boolean('Validation_Yes_No').optional(),
});

const Version = z
  .number('Validation_Not_A_Number')
  .int('Validation_Not_A_Number')
  .min(1, 'Validation_Not_A_Number');

/** PUT /Workflow/StatusActions: all rows, against the version read. */
export const StatusActionsBody = z.object({
  Version,
  StatusActions: z.array(StatusActionRow).max(MaximumRows, `Validation_List_Maximum_Length%%${MaximumRows}`),
});

const StatusFilterRow = z.object({
  Filter: z.enum(StatusFilters, 'Validation_In_List'),
  DocumentTypes: z
    .array(z.enum(OverviewDocumentTypes, 'Validation_In_List'))
    .max(OverviewDocumentTypes.length),
  Statuses: z.array(z.enum(DocumentStatuses, 'Validation_In_List')).max(DocumentStatuses.length).optional(),
});

/** PUT /Workflow/StatusFilters: every filter's setting, against the version read. */
export const StatusFiltersBody = z.object({
  Version,
  StatusFilters: z.array(StatusFilterRow).max(StatusFilters.length * 2),
});

/** DELETE /Workflow/…?version=N: back to the default, against the version read. */
export const VersionQuery = z.object({ version: z.coerce.number('Validation_Not_A_Number').int().min(1) });
