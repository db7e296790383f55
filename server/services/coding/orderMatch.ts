import { and, eq, inArray, sql } from 'drizzle-orm';
import { roundQuantity } from '../../../domain/amount/round';
import {
  type MatchOrder,
  type MatchTolerances,
  matchableOrderLines,
  matchLines,
  matchOutcome,
  type OrderLineView,
  type PurchaseOrderMatchView,
} from '../../../domain/coding/index';
import { type InvoicedStatus, invoicedStatusOf } from '../../../domain/masterdata/purchaseOrder';
import type { Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index';

type OrderRow = typeof purchaseOrders.$inferSelect;
type OrderLineRow = typeof purchaseOrderLines.$inferSelect;
type LoadedLine = MatchOrder['Lines'][number] & { Description: string; Row: OrderLineRow };
/** An order with its lines as matching reads them, and the stored rows. */
export type LoadedOrder = MatchOrder<LoadedLine> & { Row: OrderRow };

function loadedOrder(row: OrderRow, lines: OrderLineRow[]): LoadedOrder {
  return {
    Id: row.id,
    Code: row.code,
    VendorCode: row.vendorCode,
    Currency: row.currency,
    InvoicedStatus: row.invoicedStatus as InvoicedStatus,
    IsDeleted: row.isDeleted,
    Row: row,
    Lines: lines.map((line) => ({
      Id: line.id,
      LineNumber: line.lineNumber,
      ArticleCode: line.articleCode,
      Description: line.description,
      Quantity: line.quantity,
      QuantityInvoiced: line.quantityInvoiced,
      QuantityReceived: line.quantityReceived,
      UnitPrice: line.unitPrice,
      Row: line,
    })),
  };
}

async function withLines(tx: Tx, rows: OrderRow[]): Promise<LoadedOrder[]> {
  if (rows.length === 0) return [];
  const lines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(
      inArray(
        purchaseOrderLines.purchaseOrderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(purchaseOrderLines.lineNumber);
  return rows.map((row) =>
    loadedOrder(
      row,
      lines.filter((line) => line.purchaseOrderId === row.id),
    ),
  );
}

/** The company's orders with these codes (case-insensitive), with their lines. */
export async function ordersByCodes(
  tx: Tx,
  companyId: string,
  codes: readonly string[],
): Promise<LoadedOrder[]> {
  const keys = [...new Set(codes.map((code) => code.trim().toLowerCase()).filter(Boolean))];
  if (keys.length === 0) return [];
  const rows = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.companyId, companyId), inArray(purchaseOrders.codeKey, keys)));
  return withLines(tx, rows);
}

/** The company's orders holding these order lines, with all their lines. */
export async function ordersOfLines(
  tx: Tx,
  companyId: string,
  lineIds: readonly string[],
): Promise<LoadedOrder[]> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        sql`${purchaseOrders.id} in (select ${purchaseOrderLines.purchaseOrderId} from ${purchaseOrderLines} where ${inArray(purchaseOrderLines.id, ids)})`,
      ),
    );
  return withLines(tx, rows);
}

/** Quantity per order line, summed over invoice lines. */
export function quantitiesByOrderLine(
  lines: ReadonlyArray<{ PurchaseOrderLine?: string | null; Quantity?: number | null }>,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines)
    if (line.PurchaseOrderLine)
      totals.set(
        line.PurchaseOrderLine,
        roundQuantity((totals.get(line.PurchaseOrderLine) ?? 0) + (line.Quantity ?? 1)),
      );
  return totals;
}

/** The orders as they were before this invoice's own stored quantities were invoiced on them. */
export function withoutOwnQuantities(
  orders: readonly LoadedOrder[],
  own: ReadonlyMap<string, number>,
): LoadedOrder[] {
  return orders.map((order) => ({
    ...order,
    Lines: order.Lines.map((line) => ({
      ...line,
      QuantityInvoiced: roundQuantity(line.QuantityInvoiced - (own.get(line.Id) ?? 0)),
    })),
  }));
}

/** The match of the invoice lines that name an order line, against the orders before this invoice. */
export function matchViewOf(
  orders: readonly LoadedOrder[],
  lines: ReadonlyArray<{
    LineNumber: number;
    PurchaseOrderLine?: string | null;
    Article?: string | null;
    Quantity?: number | null;
    UnitPrice?: number | null;
  }>,
  tolerances: MatchTolerances,
  matchRequired: boolean,
): PurchaseOrderMatchView | null {
  const ordered = lines.filter((line) => line.PurchaseOrderLine);
  if (orders.length === 0 && !matchRequired) return null;
  const Matches = matchLines(
    ordered.map((line) => ({
      LineNumber: line.LineNumber,
      PurchaseOrderLineId: line.PurchaseOrderLine,
      ArticleCode: line.Article ?? '',
      Quantity: line.Quantity ?? 1,
      UnitPrice: line.UnitPrice ?? 0,
    })),
    matchableOrderLines(orders),
    tolerances,
  );
  const OrderLines: OrderLineView[] = orders.flatMap((order) =>
    order.Lines.map((line) => ({
      PurchaseOrderId: order.Id,
      PurchaseOrderCode: order.Code,
      Id: line.Id,
      LineNumber: line.LineNumber,
      ArticleCode: line.ArticleCode,
      Description: line.Description,
      Quantity: line.Quantity,
      QuantityInvoiced: line.QuantityInvoiced,
      QuantityReceived: line.QuantityReceived,
      UnitPrice: line.UnitPrice,
    })),
  );
  return {
    Mode: tolerances.Mode,
    Matches,
    OrderLines,
    Outcome: matchOutcome({ PurchaseOrderMatchRequired: matchRequired, Matches }),
  };
}

/**
 * Keeps QuantityInvoiced and InvoicedStatus true after a save: each order line moves by what this invoice now
 * invoices on it minus what it invoiced before, so saving the same coding twice changes nothing.
 */
export async function applyInvoicedQuantities(
  tx: Tx,
  orders: readonly LoadedOrder[],
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): Promise<void> {
  for (const order of orders) {
    let changed = false;
    const lines = order.Lines.map((line) => {
      const delta = roundQuantity((after.get(line.Id) ?? 0) - (before.get(line.Id) ?? 0));
      if (delta === 0) return line;
      changed = true;
      return { ...line, QuantityInvoiced: roundQuantity(line.QuantityInvoiced + delta) };
    });
    if (!changed) continue;
    for (const line of lines)
      if (line.QuantityInvoiced !== line.Row.quantityInvoiced)
        await tx
          .update(purchaseOrderLines)
          .set({ quantityInvoiced: line.QuantityInvoiced })
          .where(eq(purchaseOrderLines.id, line.Id));
    const status = invoicedStatusOf(lines, order.InvoicedStatus === 'Cancelled');
    if (status !== order.InvoicedStatus)
      await tx
        .update(purchaseOrders)
        .set({ invoicedStatus: status, updatedAt: sql`now()` })
        .where(eq(purchaseOrders.id, order.Id));
  }
}
