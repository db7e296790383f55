import {
  type DocumentStatus,
  DocumentStatuses,
  type OverviewDocumentType,
  type SourceStatus,
  type StatusFilter,
} from '../documents/enums';
import { stageOf } from '../workflow/statuses';
import type { DashboardStep } from './steps';

/** A step counted over sources: those in these statuses, optionally only those without a document yet. */
export type SourceStepCount = {
  kind: 'sources';
  sourceStatuses: readonly SourceStatus[];
  /** Only sources none of whose source documents became a document. */
  withoutDocuments: boolean;
};

/** A step counted over documents the user may see, of these types. */
export type DocumentStepCount = {
  kind: 'documents';
  documentTypes: readonly OverviewDocumentType[];
  /** Counted per company and per user whose desk the documents are on. */
  perUser: boolean;
} & ({ statusFilter: StatusFilter } | { documentStatuses: readonly DocumentStatus[]; notBlocked: boolean });

export type StepCount = SourceStepCount | DocumentStepCount;

/**
 * What each dashboard step counts. Post, Approve and Payable count exactly what the overview's
 * status filter of the same name shows (the types that filter exists for), so a tile and the
 * overview it opens agree.
 *
 * | step     | counts                                                              | StepStatus        |
 * |----------|---------------------------------------------------------------------|-------------------|
 * | Import   | sources New or Processing (not yet converted)                       | the source status |
 * | Classify | sources Converted or ConvertedError without any document yet        | the source status |
 * | Validate | documents in the Verify stage (the verify list's), not blocked (all types) | the document status |
 * | Post     | status filter To_Post (purchase and sales invoices)                 | To_Post           |
 * | Approve  | status filter Pending_Approval (purchase invoices), per current user | Pending_Approval |
 * | Payable  | status filter Payable (purchase invoices)                           | Payable           |
 */
export const StepCounts = {
  Import: { kind: 'sources', sourceStatuses: ['New', 'Processing'], withoutDocuments: false },
  Classify: { kind: 'sources', sourceStatuses: ['Converted', 'ConvertedError'], withoutDocuments: true },
  Validate: {
    kind: 'documents',
    documentTypes: ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip'],
    perUser: false,
    documentStatuses: DocumentStatuses.filter((status) => stageOf(status) === 'Verify'),
    notBlocked: true,
  },
  Post: {
    kind: 'documents',
    documentTypes: ['PurchaseInvoice', 'SalesInvoice'],
    perUser: false,
    statusFilter: 'To_Post',
  },
  Approve: {
    kind: 'documents',
    documentTypes: ['PurchaseInvoice'],
    perUser: true,
    statusFilter: 'Pending_Approval',
  },
  Payable: {
    kind: 'documents',
    documentTypes: ['PurchaseInvoice'],
    perUser: false,
    statusFilter: 'Payable',
  },
} as const satisfies Record<DashboardStep, StepCount>;

/** The document types a step counts, narrowed to those asked for (none asked for = all). */
export function typesToCount(
  count: DocumentStepCount,
  asked: readonly OverviewDocumentType[],
): OverviewDocumentType[] {
  return count.documentTypes.filter((type) => asked.length === 0 || asked.includes(type));
}
