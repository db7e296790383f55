import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { OverviewColumn } from '../../../domain/documents/columns';
import { DefaultOverviewSort } from '../../../domain/documents/columns';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import { companies, documents as d, users } from '../../db/schema/index';

/**
 * The overview order: one sort expression, then id as tie-breaker, in one direction. Blanks (null)
 * sort last in both directions, as spreadsheets do; `blanksFirst` is only set by walking an
 * ordering backwards. `indexed`: an index on (expression desc nulls last, id desc) serves it;
 * `blankable`: the expression can be null at all.
 */
export type Ordering = {
  expression: SQL;
  ascending: boolean;
  blanksFirst: boolean;
  indexed: boolean;
  blankable: boolean;
};

/** A position in an ordering: the sort value (as text, null when blank) and the id. */
export type Cursor = { value: string | null; id: string };

type SortExpression = Pick<Ordering, 'expression' | 'indexed' | 'blankable'>;

const indexed = (column: AnyColumn): SortExpression => ({
  expression: sql`${column}`,
  indexed: true,
  blankable: !column.notNull,
});
// Text sorts A→Z without regard to case, and an empty text is a blank (sorted last), as in spreadsheets.
const textOf = (expression: SQL): SortExpression => ({
  expression: sql`nullif(lower(${expression}), '')`,
  indexed: false,
  blankable: true,
});
const text = (column: AnyColumn) => textOf(sql`${column}`);
const userName = (column: AnyColumn) =>
  textOf(sql`(select ${users.name} from ${users} where ${users.id} = ${column})`);

/** Sort expressions per column; the indexed ones (documents.ts) are plain columns. */
const sortExpressions: Record<OverviewColumn, SortExpression> = {
  LastAction: text(d.lastAction),
  Status: text(d.status),
  LedgerEntryNumber: indexed(d.ledgerEntryNumber),
  DocumentNumber: textOf(sql`${d.documentNumberKey}`),
  DocumentDate: indexed(d.documentDate),
  ImportDate: indexed(d.importDate),
  DueDate: indexed(d.dueDate),
  RelationName: textOf(sql`${d.relationNameKey}`),
  CompanyDisplayName: textOf(
    sql`(select coalesce(nullif(${companies.displayName}, ''), ${companies.name}) from ${companies} where ${companies.id} = ${d.companyId})`,
  ),
  GrossAmount: indexed(d.grossAmount),
  NetAmount: { expression: sql`${d.netAmount}`, indexed: false, blankable: false },
  InvoiceType: text(d.invoiceType),
  CurrentUserId: userName(d.currentUserId),
  LastHistory: text(d.lastHistory),
  ApprovedBy: userName(d.approvedBy),
  PurchaseOrderNumber: textOf(sql`(${d.purchaseOrderNumbers})[1]`),
  Dimension1: text(d.dimension1),
  Dimension2: text(d.dimension2),
  Description: text(d.description),
  GeneralLedger: text(d.generalLedger),
};

/** The filter's ordering, or the type's default sort (spec 001 §3); blanks last either way. */
export function orderingOf(filter: ParsedDocumentFilter): Ordering {
  const fallback = DefaultOverviewSort[filter.DocumentType];
  const column = filter.SortName ?? fallback.SortName;
  const ascending = filter.SortName ? (filter.SortAscending ?? false) : fallback.SortAscending;
  return { ...sortExpressions[column], ascending, blanksFirst: false };
}

const direction = (ascending: boolean) => (ascending ? sql.raw('asc') : sql.raw('desc'));
const idOrderOf = (ordering: Ordering) => sql`${d.id} ${direction(ordering.ascending)}`;

/** ORDER BY of the whole ordering: blanks where the ordering puts them, then id. */
export function orderByOf(ordering: Ordering): SQL {
  const nulls = ordering.blanksFirst ? sql.raw('nulls first') : sql.raw('nulls last');
  return sql`${ordering.expression} ${direction(ordering.ascending)} ${nulls}, ${idOrderOf(ordering)}`;
}

/** ORDER BY of the non-blank rows in the shape of the indexes: `desc nulls last, id desc`, or its exact reverse. */
function indexOrderOf(ordering: Ordering): SQL {
  return ordering.ascending
    ? sql`${ordering.expression} asc nulls first, ${d.id} asc`
    : sql`${ordering.expression} desc nulls last, ${d.id} desc`;
}

/** The same ordering walked the other way (blanks change ends too). */
export const reversed = (ordering: Ordering): Ordering => ({
  ...ordering,
  ascending: !ordering.ascending,
  blanksFirst: !ordering.blanksFirst,
});

/** A keyset range: the rows in `where`, in `orderBy`; segments of one walk are read one after another. */
export type Segment = { where: SQL; orderBy: SQL };

/**
 * The whole ordering as index ranges read one after another. An index (desc nulls last) serves
 * descending-blanks-last and its reverse in one scan; blanks last ascending (or first descending)
 * read the non-blank rows and then the blank ones, each an index range. Unindexed expressions sort once.
 */
export function segmentsOf(ordering: Ordering): Segment[] {
  const indexShaped = ordering.ascending === ordering.blanksFirst || !ordering.blankable;
  if (!ordering.indexed) return [{ where: sql`true`, orderBy: orderByOf(ordering) }];
  if (indexShaped) return [{ where: sql`true`, orderBy: indexOrderOf(ordering) }];
  const e = ordering.expression;
  const filled = { where: sql`(${e} is not null)`, orderBy: indexOrderOf(ordering) };
  const blanks = { where: sql`(${e} is null)`, orderBy: idOrderOf(ordering) };
  return ordering.blanksFirst ? [blanks, filled] : [filled, blanks];
}

/**
 * The rows after `cursor` in `ordering`, as index ranges: a row comparison on (sort value, id)
 * starts the index scan at the cursor, and the blanks are their own segment, so no walk ever
 * scans the list from its start.
 */
export function segmentsAfter(ordering: Ordering, cursor: Cursor): Segment[] {
  const e = ordering.expression;
  const after = ordering.ascending ? sql.raw('>') : sql.raw('<');
  const blanksAfter = {
    where: sql`(${e} is null and ${d.id} ${after} ${cursor.id})`,
    orderBy: idOrderOf(ordering),
  };
  const allBlanks = { where: sql`(${e} is null)`, orderBy: idOrderOf(ordering) };
  const allFilled = { where: sql`(${e} is not null)`, orderBy: indexOrderOf(ordering) };
  if (cursor.value === null) return ordering.blanksFirst ? [blanksAfter, allFilled] : [blanksAfter];
  const filledAfter = {
    where: sql`((${e}, ${d.id}) ${after} (${cursor.value}, ${cursor.id}))`,
    orderBy: indexOrderOf(ordering),
  };
  return ordering.blanksFirst ? [filledAfter] : [filledAfter, allBlanks];
}

/** The sort value of the current row as text, to build a cursor from. */
export const sortValueOf = (ordering: Ordering) => sql<string | null>`(${ordering.expression})::text`;
