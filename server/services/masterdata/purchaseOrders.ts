import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invoicedStatusOf, type PurchaseOrderInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { masterDataPolicy } from '../../policies/masterdata';
import { presentPurchaseOrder } from '../../presenters/masterdata';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { purchaseOrderByCode } from './purchaseOrderQueries';
import { assertVisibleCompany } from './visibleCompany';

type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
type PurchaseOrderFields = z.output<typeof PurchaseOrderInput>;

/** An order's own fields in the spec's names, for its audit rows (the lines are counted). */
const orderFields = (row: PurchaseOrderRow) => {
  const { Lines: _lines, ...fields } = presentPurchaseOrder(row, []);
  return fields;
};

/** Loads an order the actor may see (deleted ones too: documents still name them), or answers 404/403. */
export async function loadPurchaseOrder(tx: Tx, actor: Actor, id: string): Promise<PurchaseOrderRow> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!row) throw notFound('Purchase_Order_Not_Found');
  if (!masterDataPolicy.read(actor, row.companyId)) throw forbidden();
  return row;
}

/** Loads an order to change it: a deleted order is gone for editing. */
async function loadEditable(tx: Tx, actor: Actor, id: string): Promise<PurchaseOrderRow> {
  const row = await loadPurchaseOrder(tx, actor, id);
  if (row.isDeleted) throw notFound('Purchase_Order_Not_Found');
  if (!masterDataPolicy.editCodeLists(actor, row.companyId)) throw forbidden();
  return row;
}

async function assertCodeFree(tx: Tx, companyId: string, code: string, selfId?: string) {
  // Deleted orders keep their code: a document may still point at it.
  const existing = await purchaseOrderByCode(tx, { companyId, includeDeleted: true }, code);
  if (existing && existing.id !== selfId) throw validationFailed({ Code: 'Validation_Code_Not_Unique' });
}

export const orderColumns = (input: PurchaseOrderFields) => ({
  code: input.Code,
  vendorCode: input.VendorCode,
  description: input.Description,
  orderDate: input.OrderDate,
  currency: input.Currency,
  // The status follows the lines; only a cancellation is set by hand.
  invoicedStatus: invoicedStatusOf(input.Lines, input.IsCancelled),
});

/** Writes the order's lines, numbered in order unless numbered already; amount = quantity × unit price. */
export async function insertLines(tx: Tx, tenantId: string, orderId: string, input: PurchaseOrderFields) {
  if (input.Lines.length === 0) return;
  await tx.insert(purchaseOrderLines).values(
    input.Lines.map((line, index) => ({
      tenantId,
      purchaseOrderId: orderId,
      lineNumber: line.LineNumber ?? index + 1,
      articleCode: line.ArticleCode,
      description: line.Description,
      quantity: line.Quantity,
      quantityInvoiced: line.QuantityInvoiced,
      quantityReceived: line.QuantityReceived,
      unitPrice: line.UnitPrice,
      amount: Math.round(line.Quantity * line.UnitPrice * 100) / 100,
      ledgerCode: line.LedgerCode,
      vatCode: line.VatCode,
      dimension1: line.Dimension1,
      dimension2: line.Dimension2,
      project: line.Project,
    })),
  );
}

/** Enters a purchase order by hand, with its lines. */
export async function createPurchaseOrder(
  tx: Tx,
  actor: Actor,
  companyId: string,
  input: PurchaseOrderFields,
): Promise<PurchaseOrderRow> {
  await assertVisibleCompany(tx, actor, companyId);
  if (!masterDataPolicy.editCodeLists(actor, companyId)) throw forbidden();
  await assertCodeFree(tx, companyId, input.Code);
  const [row] = await tx
    .insert(purchaseOrders)
    .values({ ...orderColumns(input), tenantId: actor.tenantId, companyId })
    .returning();
  await insertLines(tx, actor.tenantId, row.id, input);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PurchaseOrder',
    entityId: row.id,
    action: 'create',
    changes: { Code: row.code, VendorCode: row.vendorCode, Lines: input.Lines.length },
  });
  return row;
}

/** Changes an order and replaces its lines; the invoiced status follows the new lines. */
export async function updatePurchaseOrder(
  tx: Tx,
  actor: Actor,
  id: string,
  input: PurchaseOrderFields & { CompanyId?: string },
): Promise<PurchaseOrderRow> {
  const before = await loadEditable(tx, actor, id);
  if (input.CompanyId !== undefined && input.CompanyId !== before.companyId)
    throw validationFailed({ CompanyId: 'Validation_In_List' });
  await assertCodeFree(tx, before.companyId, input.Code, id);
  const [row] = await tx
    .update(purchaseOrders)
    .set({ ...orderColumns(input), updatedAt: new Date().toISOString() })
    .where(eq(purchaseOrders.id, id))
    .returning();
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
  await insertLines(tx, actor.tenantId, id, input);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PurchaseOrder',
    entityId: id,
    action: 'update',
    changes: { ...changedFields(orderFields(before), orderFields(row)), Lines: input.Lines.length },
  });
  return row;
}

/** Marks an order deleted: it leaves every list unless deleted orders are asked for. */
export async function deletePurchaseOrder(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadEditable(tx, actor, id);
  await tx
    .update(purchaseOrders)
    .set({ isDeleted: true, updatedAt: new Date().toISOString() })
    .where(eq(purchaseOrders.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'PurchaseOrder',
    entityId: id,
    action: 'delete',
    changes: { Code: before.code },
  });
}
