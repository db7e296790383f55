import { z } from 'zod';
import type { DocumentStatus, SourceStatus, StatusFilter } from '../documents/enums';
import { OverviewDocumentTypes } from '../documents/enums';
import { type DashboardStep, DashboardSteps } from './steps';

/** The step of `POST /Dashboard/GetDashboardStep/{step}`, by its name. */
export const DashboardStepParams = z.object({ step: z.enum(DashboardSteps, 'Validation_In_List') });

/**
 * The dashboard filters (spec 001 §3). An empty list does not filter: no company chosen means every
 * company the user may see, no type every type. FromDate (yyyy-mm-dd) counts what arrived on or after it.
 */
export const DashboardStepRequest = z.object({
  CompanyIds: z
    .array(z.uuid('Validation_Guid'), 'Validation_In_List')
    .max(1000, 'Validation_List_Maximum_Length%%1000')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  DocumentTypes: z
    .array(z.enum(OverviewDocumentTypes, 'Validation_In_List'), 'Validation_In_List')
    .max(OverviewDocumentTypes.length, `Validation_List_Maximum_Length%%${OverviewDocumentTypes.length}`)
    .nullish()
    .transform((types) => [...new Set(types ?? [])]),
  FromDate: z.iso
    .date('Validation_Unknown')
    .nullish()
    .transform((date) => date ?? null),
});
export type DashboardStepRequest = z.input<typeof DashboardStepRequest>;
export type ParsedDashboardStepRequest = z.output<typeof DashboardStepRequest>;

/** What a sub-item's documents or sources are in: a source status, a document status or a status filter. */
export type StepStatus = SourceStatus | DocumentStatus | StatusFilter;

/** One row of a step: how many documents (or sources) of a company — and user, for Approve — wait. */
export type DashboardSubItem = {
  StepStatus: StepStatus;
  /** Null for sources not yet assigned to a company. */
  CompanyId: string | null;
  /** Whose desk the documents are on (Approve only; otherwise null). */
  UserId: string | null;
  /** The type of the documents or sources counted; a sub-item never mixes types. */
  DocumentType: string;
  Count: number;
};

/** The answer of GetDashboardStep: the step with its place in the layout and its sub-items. */
export type DashboardStepAnswer = {
  Name: DashboardStep;
  StepOrder: number;
  DashboardSubItems: DashboardSubItem[];
};

/** The total of a step's sub-items (the tile's number). */
export function stepTotal(items: readonly DashboardSubItem[]): number {
  return items.reduce((total, item) => total + item.Count, 0);
}
