import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { companies, documents, users } from '../../db/schema/index';
import { type Ordering, orderByOf, segmentsOf } from './ordering';
import { approver, currentUser, type DocumentRow, limitOf, rowsOf } from './records';

// The overview's 80-odd columns and its joins are fixed: rendered to SQL text once, and read back
// with the columns' own decoders, instead of drizzle's select builder and row mapper on every
// request (together about a third of the CPU an overview page cost). Each row comes back as one JSON
// value: drivers decode a field at a time (2,000 fields a page), which cost the embedded database
// more than half of a page, while JSON.parse reads the whole row at once.
const columns = Object.entries(getTableColumns(documents));
const dialect = new PgDialect();
const textOf = (fragment: SQL) => dialect.sqlToQuery(fragment).sql;

const selectList = sql.raw(
  `(select row_to_json(r) from (select ${[
    ...columns.map(([key, column]) => textOf(sql`${column} as ${sql.identifier(key)}`)),
    textOf(sql`${companies.name} as "companyName"`),
    textOf(sql`${companies.displayName} as "companyDisplayName"`),
    textOf(sql`${currentUser.name} as "currentUserName"`),
    textOf(sql`${approver.name} as "approvedByName"`),
  ].join(', ')}) as r) as "row"`,
);

const joins = sql.raw(
  textOf(
    // An alias renders as its name only: the table goes in front of it.
    sql`left join ${companies} on ${companies.id} = ${documents.companyId} left join ${users} ${currentUser} on ${currentUser.id} = ${documents.currentUserId} left join ${users} ${approver} on ${approver.id} = ${documents.approvedBy}`,
  ),
);

type RawRow = Record<string, unknown>;

// Both drivers decode json columns; a text answer is parsed all the same.
const fieldsOf = (raw: RawRow): RawRow =>
  (typeof raw.row === 'string' ? JSON.parse(raw.row) : raw.row) as RawRow;

function documentOf(fields: RawRow): DocumentRow['document'] {
  const document: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = fields[key];
    document[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return document as DocumentRow['document'];
}

const nameOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** A page of documents and the page's query. */
export type DocumentPage = { where: SQL; ordering: Ordering; limit: number; offset: number };

/**
 * The documents rows of a page as a subquery: one ordered range, or the ordering's index ranges
 * (non-blank, then blank) each cut at offset + limit, put together and cut again.
 */
export function pageSourceOf(page: DocumentPage): SQL {
  const segments = segmentsOf(page.ordering);
  const [only] = segments;
  if (segments.length === 1 && only)
    return sql`select * from ${documents} where ${page.where} and ${only.where} order by ${only.orderBy} limit ${limitOf(page.limit)} offset ${limitOf(page.offset)}`;
  const branches = segments.map(
    (segment) =>
      sql`(select * from ${documents} where ${page.where} and ${segment.where} order by ${segment.orderBy} limit ${limitOf(page.offset + page.limit)})`,
  );
  return sql`select * from (${sql.join(branches, sql` union all `)}) as ${documents} order by ${orderByOf(page.ordering)} limit ${limitOf(page.limit)} offset ${limitOf(page.offset)}`;
}

function rowOf(raw: RawRow): DocumentRow {
  const fields = fieldsOf(raw);
  return {
    document: documentOf(fields),
    companyName: nameOf(fields.companyName),
    companyDisplayName: nameOf(fields.companyDisplayName),
    currentUserName: nameOf(fields.currentUserName),
    approvedByName: nameOf(fields.approvedByName),
  };
}

/**
 * One page of documents with their names, and the `cappedTotal` expression: the page is cut from
 * documents in a subquery first, so the names are joined to its rows only (PostgreSQL otherwise
 * joins every row it reads for the sort, often hundreds), then ordered again.
 */
export async function selectDocumentPage(
  tx: Tx,
  page: DocumentPage,
  cappedTotal: SQL,
): Promise<Array<DocumentRow & { cappedTotal: number }>> {
  const rows = await rowsOf<RawRow>(
    tx,
    sql`select ${selectList}, ${cappedTotal} as "cappedTotal" from (${pageSourceOf(page)}) as ${documents} ${joins} order by ${orderByOf(page.ordering)}`,
  );
  return rows.map((raw) => ({ ...rowOf(raw), cappedTotal: Number(raw.cappedTotal) }));
}

/** The documents rows of `source` (a select from documents) with their names, in no particular order. */
export async function selectDocumentRowsOf(tx: Tx, source: SQL): Promise<DocumentRow[]> {
  const rows = await rowsOf<RawRow>(tx, sql`select ${selectList} from (${source}) as ${documents} ${joins}`);
  return rows.map(rowOf);
}
