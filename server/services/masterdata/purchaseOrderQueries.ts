import { type AnyColumn, and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { searchTerm } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import { byKey, keyContains, keyStartsWith } from './keySearch';

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
/** Which orders a query looks at: one company, one vendor when named, deleted orders only when asked. */
export type PurchaseOrderScope = { companyId: string; vendorCode?: string; includeDeleted?: boolean };

const scoped = (
  { companyId, vendorCode, includeDeleted }: PurchaseOrderScope,
  ...more: Array<SQL | undefined>
) =>
  and(
    eq(purchaseOrders.companyId, companyId),
    vendorCode ? eq(purchaseOrders.vendorCodeKey, sql`lower(${vendorCode.trim()})`) : undefined,
    includeDeleted ? undefined : eq(purchaseOrders.isDeleted, false),
    ...more,
  );

/** Orders whose code starts with the term or (from three characters) whose code or description contains it. */
function searched(term: string, columns: Array<AnyColumn | SQL>): SQL | undefined {
  const key = searchTerm('CodeList', term);
  const description = sql`lower(${purchaseOrders.description})`;
  return or(
    keyStartsWith(columns, key) ?? undefined,
    keyContains([...columns, description], key) ?? undefined,
  );
}

/** The lines of each order, in line order, by order id. */
export async function orderLinesOf(
  tx: Tx,
  rows: PurchaseOrderRow[],
): Promise<Map<string, PurchaseOrderLineRow[]>> {
  const byOrder = new Map<string, PurchaseOrderLineRow[]>();
  if (rows.length === 0) return byOrder;
  const ids = rows.map((row) => row.id);
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.purchaseOrderId, ids))
    .orderBy(asc(purchaseOrderLines.lineNumber), asc(purchaseOrderLines.id));
  for (const line of lines)
    byOrder.set(line.purchaseOrderId, [...(byOrder.get(line.purchaseOrderId) ?? []), line]);
  return byOrder;
}

/** GetByCompanyAndVendor: the short list of a vendor's orders by code, at most `max`. */
export function vendorOrders(tx: Tx, scope: PurchaseOrderScope, max: number): Promise<PurchaseOrderRow[]> {
  return tx
    .select()
    .from(purchaseOrders)
    .where(scoped(scope))
    .orderBy(byKey(purchaseOrders.codeKey))
    .limit(max);
}

/** The columns the purchase-order screen sorts by. */
export const PurchaseOrderSorts = ['Code', 'VendorCode', 'OrderDate'] as const;
export type PurchaseOrderSort = (typeof PurchaseOrderSorts)[number];

const sortOf = (sort: PurchaseOrderSort, descending: boolean) => {
  if (sort === 'OrderDate') return (descending ? desc : asc)(purchaseOrders.orderDate);
  return byKey(sort === 'Code' ? purchaseOrders.codeKey : purchaseOrders.vendorCodeKey, descending);
};

/** One page of orders (a vendor's, or the company's), searched on code and description, with the count. */
export async function purchaseOrderPage(
  tx: Tx,
  scope: PurchaseOrderScope,
  page: { skip: number; take: number; search: string; sort?: PurchaseOrderSort; descending?: boolean },
): Promise<{ rows: PurchaseOrderRow[]; count: number }> {
  const columns = scope.vendorCode
    ? [purchaseOrders.codeKey]
    : [purchaseOrders.codeKey, purchaseOrders.vendorCodeKey];
  const where = scoped(scope, searched(page.search, columns));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(purchaseOrders)
      .where(where)
      .orderBy(
        sortOf(page.sort ?? 'Code', page.descending ?? false),
        byKey(purchaseOrders.codeKey),
        asc(purchaseOrders.id),
      )
      .offset(page.skip)
      .limit(page.take),
    tx.select({ value: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, count: total.value };
}

/** The order with this code (case-insensitive) in a company, or null. */
export async function purchaseOrderByCode(
  tx: Tx,
  scope: PurchaseOrderScope,
  code: string,
): Promise<PurchaseOrderRow | null> {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(scoped(scope, eq(purchaseOrders.codeKey, sql`lower(${code.trim()})`)));
  return row ?? null;
}
