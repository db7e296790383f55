import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { parseLeniently } from '../../../../domain/erp/parseLeniently';
import type { SyncCounts } from '../../../../domain/erp/sync';
import { invoicedStatusOf, PurchaseOrderInput } from '../../../../domain/masterdata/index';
import type { Tx } from '../../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../../db/schema/index';
import type { ErpPurchaseOrder } from '../../../integrations/erp/types';
import { changedFields } from '../../audit/audit';
import { type AuditEntry, auditBatch, chunk } from '../../masterdata/import/batches';

type Actor = { tenantId: string; userId: string | null };
type OrderRow = typeof purchaseOrders.$inferSelect;
type LineInsert = Omit<typeof purchaseOrderLines.$inferInsert, 'tenantId' | 'purchaseOrderId'>;
type Wanted = { code: string; order: Record<string, unknown>; lines: LineInsert[] };

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The order and its lines as Ledgerline keeps them, or null when Ledgerline cannot keep it (no code, bad lines). */
function wantedOf(order: ErpPurchaseOrder): Wanted | null {
  const parsed = parseLeniently(
    PurchaseOrderInput,
    {
      Code: order.Code.trim(),
      VendorCode: order.VendorCode,
      Description: order.Description.slice(0, 200),
      OrderDate: order.OrderDate,
      Currency: order.Currency,
      Lines: order.Lines.map((line) => ({
        LineNumber: line.LineNumber,
        ArticleCode: line.ArticleCode,
        Description: line.Description.slice(0, 200),
        Quantity: line.Quantity,
        QuantityInvoiced: line.QuantityInvoiced,
        QuantityReceived: line.QuantityReceived,
        UnitPrice: line.UnitPrice,
        LedgerCode: line.LedgerCode,
        VatCode: line.VatCode,
      })),
    },
    ['Code', 'Lines'],
  );
  if (!parsed) return null;
  const fields: z.output<typeof PurchaseOrderInput> = parsed.value;
  return {
    code: fields.Code,
    order: {
      vendorCode: fields.VendorCode,
      description: fields.Description,
      orderDate: fields.OrderDate,
      currency: fields.Currency,
      invoicedStatus: invoicedStatusOf(fields.Lines),
      isDeleted: false,
    },
    lines: fields.Lines.map((line, index) => ({
      lineNumber: line.LineNumber ?? index + 1,
      articleCode: line.ArticleCode,
      description: line.Description,
      quantity: line.Quantity,
      quantityInvoiced: line.QuantityInvoiced,
      quantityReceived: line.QuantityReceived,
      unitPrice: line.UnitPrice,
      // The ERP's own line amount (its rounding and discounts), not quantity × price again.
      amount: round(order.Lines[index]?.Amount ?? line.Quantity * line.UnitPrice, 2),
      ledgerCode: line.LedgerCode,
      vatCode: line.VatCode,
      dimension1: line.Dimension1,
      dimension2: line.Dimension2,
      project: line.Project,
    })),
  };
}

const lineKey = (line: LineInsert) =>
  JSON.stringify([
    line.lineNumber,
    line.articleCode,
    line.description,
    Number(line.quantity),
    Number(line.quantityInvoiced),
    Number(line.quantityReceived),
    Number(line.unitPrice),
    Number(line.amount),
    line.ledgerCode,
    line.vatCode,
    line.dimension1,
    line.dimension2,
    line.project,
  ]);

async function existingOrders(tx: Tx, companyId: string, codes: string[]) {
  const orders = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        sql`${purchaseOrders.codeKey} = any(${sql.param(codes.map((code) => code.toLowerCase()))}::text[])`,
      ),
    );
  const lines = new Map<string, LineInsert[]>();
  for (const slice of chunk(orders.map((order) => order.id)))
    for (const line of await tx
      .select()
      .from(purchaseOrderLines)
      .where(inArray(purchaseOrderLines.purchaseOrderId, slice))
      .orderBy(purchaseOrderLines.lineNumber)) {
      const { id: _id, tenantId: _tenant, purchaseOrderId, ...rest } = line;
      lines.set(purchaseOrderId, [...(lines.get(purchaseOrderId) ?? []), rest]);
    }
  return { orders: new Map(orders.map((order) => [order.code.toLowerCase(), order])), lines };
}

async function insertLines(tx: Tx, tenantId: string, orderId: string, lines: LineInsert[]) {
  for (const slice of chunk(lines))
    await tx
      .insert(purchaseOrderLines)
      .values(slice.map((line) => ({ ...line, tenantId, purchaseOrderId: orderId })));
}

/**
 * Writes the purchase orders the ERP handed over, by code: a new order with its lines, a changed one (header or
 * any line) updated with its lines replaced, an unchanged one left alone. The invoiced status follows the lines.
 */
export async function syncPurchaseOrders(
  tx: Tx,
  actor: Actor,
  companyId: string,
  items: readonly ErpPurchaseOrder[],
): Promise<SyncCounts> {
  const wanted = new Map<string, Wanted>();
  let skipped = 0;
  for (const order of items) {
    const want = wantedOf(order);
    if (want) wanted.set(want.code.toLowerCase(), want);
    else skipped++;
  }
  const existing = await existingOrders(tx, companyId, [...wanted.keys()]);
  const counts = { created: 0, updated: 0, unchanged: 0, skipped };
  const audits: AuditEntry[] = [];
  for (const [key, want] of wanted) {
    const before: OrderRow | undefined = existing.orders.get(key);
    if (!before) {
      const [row] = await tx
        .insert(purchaseOrders)
        .values({ ...want.order, code: want.code, tenantId: actor.tenantId, companyId })
        .returning({ id: purchaseOrders.id });
      await insertLines(tx, actor.tenantId, row.id, want.lines);
      audits.push({
        entity: 'PurchaseOrder',
        entityId: row.id,
        action: 'create',
        changes: { Code: want.code, VendorCode: want.order.vendorCode, Lines: want.lines.length },
      });
      counts.created++;
      continue;
    }
    const diff = changedFields(before, { ...want.order, code: want.code });
    const linesBefore = (existing.lines.get(before.id) ?? []).map(lineKey);
    const linesChanged = JSON.stringify(linesBefore) !== JSON.stringify(want.lines.map(lineKey));
    if (Object.keys(diff).length === 0 && !linesChanged) {
      counts.unchanged++;
      continue;
    }
    await tx
      .update(purchaseOrders)
      .set({ ...want.order, code: want.code, updatedAt: new Date().toISOString() })
      .where(eq(purchaseOrders.id, before.id));
    if (linesChanged) {
      await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, before.id));
      await insertLines(tx, actor.tenantId, before.id, want.lines);
    }
    audits.push({
      entity: 'PurchaseOrder',
      entityId: before.id,
      action: 'update',
      changes: { ...diff, ...(linesChanged ? { Lines: want.lines.length } : {}) },
    });
    counts.updated++;
  }
  await auditBatch(tx, actor, audits);
  return counts;
}
