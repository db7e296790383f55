import { and, inArray, not, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { type DocumentStepCount, typesToCount } from '../../../domain/dashboard/counting';
import type {
  DashboardSubItem,
  ParsedDashboardStepRequest,
  StepStatus,
} from '../../../domain/dashboard/request';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { DocumentFilter } from '../../../domain/documents/filter';
import type { StatusFilterSetting } from '../../../domain/workflow/statusFilters';
import type { Tx } from '../../db/client';
import { documents as d } from '../../db/schema/index';
import { ofCompanyInWorkflow } from '../../policies/document';
import { filterScope } from '../documents/scope';
import type { Actor } from '../users/actor';
import { tenantStatusFilters } from '../workflowSettings/tenantWorkflow';

/** The overview's own filter for one type: its status filter and the window as ScanDateFrom. */
function overviewFilter(type: OverviewDocumentType, count: DocumentStepCount, fromDate: string | null) {
  return DocumentFilter.parse({
    DocumentType: type,
    Status: 'statusFilter' in count ? count.statusFilter : undefined,
    ScanDateFrom: fromDate ?? undefined,
  });
}

/**
 * The documents of one type a step counts, built from the overview's own condition (visibility,
 * status filter, scan date), so a sub-item counts exactly what the overview shows for the same filter.
 */
function stepDocuments(
  actor: Actor,
  count: DocumentStepCount,
  request: ParsedDashboardStepRequest,
  type: OverviewDocumentType,
  statusFilters: readonly StatusFilterSetting[] | undefined,
): SQL {
  return and(
    filterScope(actor, overviewFilter(type, count, request.FromDate), statusFilters),
    request.CompanyIds.length > 0 ? inArray(d.companyId, request.CompanyIds) : undefined,
    'documentStatuses' in count ? inArray(d.status, [...count.documentStatuses]) : undefined,
    'documentStatuses' in count && count.notBlocked ? not(d.isBlocked) : undefined,
    // A company removed from the workflow counts nowhere; a status filter's step leaves it out through listsWork.
    'documentStatuses' in count ? ofCompanyInWorkflow : undefined,
  ) as SQL;
}

/**
 * Counts a document step in one statement: per type a grouped count (per company, and per status or
 * user where the step says), joined by UNION ALL. One arm per type rather than one OR over the types:
 * each arm can then be answered from an index alone, an OR only through the table's rows.
 */
export async function countDocuments(
  tx: Tx,
  actor: Actor,
  count: DocumentStepCount,
  request: ParsedDashboardStepRequest,
): Promise<DashboardSubItem[]> {
  const byStatus = 'documentStatuses' in count;
  // The tiles count what the overview's status filter shows, with the environment's own filters.
  const statusFilters = 'statusFilter' in count ? await tenantStatusFilters(tx) : undefined;
  const groups = [
    d.companyId,
    d.documentType,
    count.perUser ? d.currentUserId : null,
    byStatus ? d.status : null,
  ];
  const arms = typesToCount(count, request.DocumentTypes).map((type) =>
    tx
      .select({
        status: byStatus ? d.status : sql<string>`null::text`,
        companyId: d.companyId,
        userId: count.perUser ? d.currentUserId : sql<string | null>`null::uuid`,
        documentType: d.documentType,
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(d)
      .where(stepDocuments(actor, count, request, type, statusFilters))
      .groupBy(...groups.filter((column) => column !== null)),
  );
  const [first, second, ...rest] = arms;
  if (!first) return [];
  const rows = await (second ? unionAll(first, second, ...rest) : first);
  return rows.map((row) => ({
    StepStatus: ('statusFilter' in count ? count.statusFilter : row.status) as StepStatus,
    CompanyId: row.companyId,
    UserId: row.userId,
    DocumentType: row.documentType,
    Count: row.count,
  }));
}
