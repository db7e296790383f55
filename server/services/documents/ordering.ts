import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { OverviewColumn } from '../../../domain/documents/columns';
import { DefaultOverviewSort } from '../../../domain/documents/columns';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import { companies, documents as d, users } from '../../db/schema/index';

/** The overview order: one sort expression, then id as tie-breaker, in one direction. */
export type Ordering = { expression: SQL; ascending: boolean };

/** A position in an ordering: the sort value (as text, null sorts last descending) and the id. */
export type Cursor = { value: string | null; id: string };

const userName = (column: AnyColumn) =>
  sql`(select ${users.name} from ${users} where ${users.id} = ${column})`;

/** Sort expressions per column; the indexed ones (documents.ts) are plain columns. */
const sortExpressions: Record<OverviewColumn, SQL> = {
  LastAction: sql`${d.lastAction}`,
  LedgerEntryNumber: sql`${d.ledgerEntryNumber}`,
  DocumentNumber: sql`${d.documentNumber}`,
  DocumentDate: sql`${d.documentDate}`,
  ImportDate: sql`${d.importDate}`,
  DueDate: sql`${d.dueDate}`,
  RelationName: sql`${d.relationName}`,
  CompanyDisplayName: sql`(select coalesce(nullif(${companies.displayName}, ''), ${companies.name}) from ${companies} where ${companies.id} = ${d.companyId})`,
  GrossAmount: sql`${d.grossAmount}`,
  NetAmount: sql`${d.netAmount}`,
  InvoiceType: sql`${d.invoiceType}`,
  CurrentUserId: userName(d.currentUserId),
  LastHistory: sql`${d.lastHistory}`,
  ApprovedBy: userName(d.approvedBy),
  PurchaseOrderNumber: sql`(${d.purchaseOrderNumbers})[1]`,
  Dimension1: sql`${d.dimension1}`,
  Dimension2: sql`${d.dimension2}`,
  Description: sql`${d.description}`,
  GeneralLedger: sql`${d.generalLedger}`,
};

/** The filter's ordering, or the type's default sort (spec 001 §3). */
export function orderingOf(filter: ParsedDocumentFilter): Ordering {
  const fallback = DefaultOverviewSort[filter.DocumentType];
  const column = filter.SortName ?? fallback.SortName;
  const ascending = filter.SortName ? (filter.SortAscending ?? false) : fallback.SortAscending;
  return { expression: sortExpressions[column], ascending };
}

/** ORDER BY matching the indexes: `desc nulls last, id desc`, or its exact reverse. */
export function orderByOf(ordering: Ordering): SQL {
  return ordering.ascending
    ? sql`${ordering.expression} asc nulls first, ${d.id} asc`
    : sql`${ordering.expression} desc nulls last, ${d.id} desc`;
}

/** The same ordering walked the other way. */
export const reversed = (ordering: Ordering): Ordering => ({ ...ordering, ascending: !ordering.ascending });

/** A keyset range: the rows in `where`, in `orderBy`; segments of one walk are read one after another. */
export type Segment = { where: SQL; orderBy: SQL };

/**
 * The rows after `cursor` in `ordering`, as index ranges: a row comparison on (sort value, id)
 * starts the index scan at the cursor, and the nulls (last descending, first ascending) are their
 * own segment, so no walk ever scans the list from its start.
 */
export function segmentsAfter(ordering: Ordering, cursor: Cursor): Segment[] {
  const e = ordering.expression;
  const idOrder = ordering.ascending ? sql`${d.id} asc` : sql`${d.id} desc`;
  if (!ordering.ascending) {
    if (cursor.value === null)
      return [{ where: sql`(${e} is null and ${d.id} < ${cursor.id})`, orderBy: idOrder }];
    return [
      { where: sql`((${e}, ${d.id}) < (${cursor.value}, ${cursor.id}))`, orderBy: orderByOf(ordering) },
      { where: sql`(${e} is null)`, orderBy: idOrder },
    ];
  }
  if (cursor.value === null)
    return [
      { where: sql`(${e} is null and ${d.id} > ${cursor.id})`, orderBy: idOrder },
      { where: sql`(${e} is not null)`, orderBy: orderByOf(ordering) },
    ];
  return [{ where: sql`((${e}, ${d.id}) > (${cursor.value}, ${cursor.id}))`, orderBy: orderByOf(ordering) }];
}

/** The sort value of the current row as text, to build a cursor from. */
export const sortValueOf = (ordering: Ordering) => sql<string | null>`(${ordering.expression})::text`;
