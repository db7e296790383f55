import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DocumentRecord } from '../../../domain/documents/document';
import { ExportCap, type ParsedExportOverviewRequest } from '../../../domain/documents/export';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { presentDocument } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { orderByOf, orderingOf } from './ordering';
import { pageSourceOf, selectDocumentRowsOf } from './pageRows';
import { rowsOf } from './records';
import { tenantFilterScope } from './scope';

/** Rows read per round trip while the workbook is written. */
const ExportBatch = 1_000;

/** The documents an export writes: its scope (the overview's, visibility included) and their ids in order. */
export type ExportSelection = { scope: SQL; ids: string[] };

/**
 * The ids of the export in the overview's order — the same scope and ordering as GetOverview, the
 * whole filtered set; more than ExportCap documents is a 400 Export_Too_Many_Documents.
 */
export async function exportSelection(
  tx: Tx,
  actor: Actor,
  request: ParsedExportOverviewRequest,
): Promise<ExportSelection> {
  const scope = await tenantFilterScope(tx, actor, request);
  const ordering = orderingOf(request);
  const page = { where: scope, ordering, limit: ExportCap + 1, offset: 0 };
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select ${documents.id} as id from (${pageSourceOf(page)}) as ${documents} order by ${orderByOf(ordering)}`,
  );
  if (rows.length > ExportCap) throw badRequest('Export_Too_Many_Documents', [ExportCap]);
  return { scope, ids: rows.map((row) => row.id) };
}

/** The documents of a selection as overview records, a batch at a time in the selection's order. */
export async function* exportRecords(tx: Tx, selection: ExportSelection): AsyncGenerator<DocumentRecord[]> {
  for (let start = 0; start < selection.ids.length; start += ExportBatch) {
    const ids = selection.ids.slice(start, start + ExportBatch);
    const rows = await selectDocumentRowsOf(
      tx,
      sql`select * from ${documents} where ${selection.scope} and ${inArray(documents.id, ids)}`,
    );
    const byId = new Map(rows.map((row) => [row.document.id, row]));
    yield ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentDocument(row)] : [];
    });
  }
}
