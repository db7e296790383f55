import { and, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { SourceStepCount } from '../../../domain/dashboard/counting';
import type {
  DashboardSubItem,
  ParsedDashboardStepRequest,
  StepStatus,
} from '../../../domain/dashboard/request';
import type { Tx } from '../../db/client';
import { documents, sources as s, sourceDocuments } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { visibleSources } from './policy';

/** None of the source's documents became a document yet (the splitter has not classified it). */
const withoutDocuments = sql`not exists (select 1 from ${sourceDocuments} join ${documents} on ${documents.sourceDocumentId} = ${sourceDocuments.id} where ${sourceDocuments.sourceId} = ${s.id})`;

function stepSources(actor: Actor, count: SourceStepCount, request: ParsedDashboardStepRequest): SQL {
  return and(
    visibleSources(actor),
    not(s.isDeleted),
    inArray(s.status, [...count.sourceStatuses]),
    request.CompanyIds.length > 0 ? inArray(s.companyId, request.CompanyIds) : undefined,
    request.DocumentTypes.length > 0 ? inArray(s.documentType, request.DocumentTypes) : undefined,
    // The same reading of a date as the overview's ScanDateFrom.
    request.FromDate ? sql`${s.created} >= ${request.FromDate}::date` : undefined,
    count.withoutDocuments ? withoutDocuments : undefined,
  ) as SQL;
}

/** Counts a source step in one grouped query: per status, company and type. */
export async function countSources(
  tx: Tx,
  actor: Actor,
  count: SourceStepCount,
  request: ParsedDashboardStepRequest,
): Promise<DashboardSubItem[]> {
  const rows = await tx
    .select({
      status: s.status,
      companyId: s.companyId,
      documentType: s.documentType,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(s)
    .where(stepSources(actor, count, request))
    .groupBy(s.status, s.companyId, s.documentType);
  return rows.map((row) => ({
    StepStatus: row.status as StepStatus,
    CompanyId: row.companyId,
    UserId: null,
    DocumentType: row.documentType,
    Count: row.count,
  }));
}
