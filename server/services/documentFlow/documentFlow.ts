import { inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type DocumentFlow,
  type DocumentFlowTransition,
  documentFlowOf,
  NoPreviousStatus,
} from '../../../domain/documentFlow/flow';
import type { ParsedDocumentFlowRequest } from '../../../domain/documentFlow/request';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { documents, documentHistory as h } from '../../db/schema/index';
import { visibleDocuments } from '../../policies/document';
import type { Actor } from '../users/actor';

type FlowRow = { from_status: string; to_status: string; moves: unknown; documents: unknown; total: unknown };

/** The documents asked about that the actor may see: the visibility policy per type, and the companies. */
function flowDocuments(actor: Actor, request: ParsedDocumentFlowRequest): SQL {
  const types: readonly OverviewDocumentType[] =
    request.DocumentTypes.length > 0 ? request.DocumentTypes : OverviewDocumentTypes;
  const visible = or(...types.map((type) => visibleDocuments(actor, type))) as SQL;
  return request.CompanyIds.length > 0
    ? sql`${visible} and ${inArray(documents.companyId, request.CompanyIds)}`
    : visible;
}

/**
 * Midnight of a calendar day in the database's time zone, as timestamptz: compared with `at` as
 * timestamptz (a leakproof operator, unlike timestamptz >= date), so row-level security still lets
 * an index on `at` serve the range.
 */
const periodStart = (day: string) => sql`(${day}::date)::timestamptz`;

/**
 * The moves of the period: each history entry written on FromDate..ToDate (the database's calendar
 * days, as the overview's scan dates) of a document the actor may see, with the status of the entry
 * before it. Within the period that is lag() over the document's entries; only a document's first
 * entry of the period looks further back, through the (document_id, at) index.
 */
function movesOf(actor: Actor, request: ParsedDocumentFlowRequest): SQL {
  const inPeriod = sql`select ${h.documentId} as document_id, ${h.status} as status, ${h.at} as at, ${h.id} as id,
      lag(${h.status}) over (partition by ${h.documentId} order by ${h.at}, ${h.id}) as previous_in_period
    from ${h} join ${documents} on ${documents.id} = ${h.documentId}
    where ${h.at} >= ${periodStart(request.FromDate)} and ${h.at} < ${periodStart(request.ToDate)} + interval '1 day'
      and ${flowDocuments(actor, request)}`;
  const before = sql`select p.status from ${h} as p
    where p.document_id = entry.document_id and p.at <= entry.at and (p.at < entry.at or p.id < entry.id)
    order by p.at desc, p.id desc limit 1`;
  return sql`select entry.document_id, entry.status as to_status,
      coalesce(entry.previous_in_period, (${before}), ${NoPreviousStatus}) as from_status
    from (${inPeriod}) as entry`;
}

/**
 * DocumentFlow/GetDocumentFlow: per (from, to) status the moves and distinct documents of the period,
 * and — in the same statement, as the grand-total grouping set — the distinct documents that moved.
 */
export async function getDocumentFlow(
  tx: Tx,
  actor: Actor,
  request: ParsedDocumentFlowRequest,
): Promise<DocumentFlow> {
  const result = await tx.execute(
    sql`select from_status, to_status, count(*) as moves, count(distinct document_id) as documents,
        grouping(from_status, to_status) as total
      from (${movesOf(actor, request)}) as moves
      group by grouping sets ((from_status, to_status), ())`,
  );
  const rows = (result as unknown as { rows: FlowRow[] }).rows;
  const transitions: DocumentFlowTransition[] = rows
    .filter((row) => Number(row.total) === 0)
    .map((row) => ({
      // Statuses the workflow engine wrote: always document statuses.
      FromStatus: row.from_status as DocumentFlowTransition['FromStatus'],
      ToStatus: row.to_status as DocumentFlowTransition['ToStatus'],
      Count: Number(row.moves),
      Documents: Number(row.documents),
    }));
  const total = rows.find((row) => Number(row.total) !== 0);
  return documentFlowOf(transitions, Number(total?.documents ?? 0));
}
