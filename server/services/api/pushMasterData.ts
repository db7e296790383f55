import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PushCounts } from '../../../domain/api/v1';
import type { CodeListEntryFields } from '../../../domain/masterdata/import/index';
import {
  type CodeList,
  type CustomerFields,
  codeListProblems,
  type PurchaseOrderInput,
  type VendorFields,
} from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { companies, purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import { notFound, validationFailed } from '../../errors';
import { changedFields } from '../audit/audit';
import { type AuditEntry, auditBatch } from '../masterdata/import/batches';
import { upsertCodes } from '../masterdata/import/upsertCodes';
import { type UpsertCounts, upsertRelations } from '../masterdata/import/upsertRelations';
import { insertLines, orderColumns } from '../masterdata/purchaseOrders';

/** A change made through the API: the customer's, by no user (the audit rows say so with an empty user). */
export type ApiWriter = { tenantId: string; userId: null };

type PurchaseOrderFields = z.output<typeof PurchaseOrderInput>;

/** 404 Company_Not_Found unless the company is one of the customer's and not deleted. */
export async function requireApiCompany(tx: Tx, companyId: string) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)));
  if (!company) throw notFound('Company_Not_Found');
  return company;
}

const counted = (counts: UpsertCounts): PushCounts => ({
  Created: counts.created,
  Updated: counts.updated,
  Unchanged: counts.unchanged,
});

const add = (a: PushCounts, b: PushCounts): PushCounts => ({
  Created: a.Created + b.Created,
  Updated: a.Updated + b.Updated,
  Unchanged: a.Unchanged + b.Unchanged,
});

const none: PushCounts = { Created: 0, Updated: 0, Unchanged: 0 };

/**
 * Every item needs its code, once: a code sent twice refuses the push (it cannot say which one is right), as an
 * import skips both rows. Codes compare as the database compares them, in lower case.
 */
function requireCodes(codes: readonly string[], field: string): void {
  const problems: Record<string, string> = {};
  const first = new Map<string, number>();
  codes.forEach((code, index) => {
    const key = code.trim().toLowerCase();
    if (key === '') problems[`Items.${index}.${field}`] = 'Validation_Required';
    else if (first.has(key)) problems[`Items.${index}.${field}`] = `Import_Code_Repeated%%${first.get(key)}`;
    else first.set(key, index);
  });
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
}

/**
 * Items grouped by the fields they carry: an existing row takes only the fields an item sends (as an import takes
 * only its mapped columns), so a connector may send a vendor's bank accounts alone.
 */
function byGivenFields<T>(items: readonly T[], given: readonly string[][], codeField: string) {
  const groups = new Map<string, { mapped: string[]; items: T[] }>();
  items.forEach((item, index) => {
    const mapped = [...new Set([codeField, ...(given[index] ?? [])])].sort();
    const key = mapped.join(',');
    const group = groups.get(key) ?? { mapped, items: [] };
    group.items.push(item);
    groups.set(key, group);
  });
  return [...groups.values()];
}

/** Vendors or customers of a company, created or updated by code (the relation import's upsert). */
export async function pushRelations(
  tx: Tx,
  writer: ApiWriter,
  companyId: string,
  write:
    | { kind: 'Vendor'; items: VendorFields[]; given: string[][] }
    | { kind: 'Customer'; items: CustomerFields[]; given: string[][] },
): Promise<PushCounts> {
  await requireApiCompany(tx, companyId);
  const codeField = write.kind === 'Vendor' ? 'ErpCode' : 'Code';
  const codeOf = (item: VendorFields | CustomerFields) =>
    'ErpCode' in item ? item.ErpCode : (item as CustomerFields).Code;
  requireCodes(write.items.map(codeOf), codeField);
  let total = none;
  const groups = byGivenFields<VendorFields | CustomerFields>(write.items, write.given, codeField);
  for (const group of groups) {
    const rows = group.items.map((fields, index) => ({ row: index + 1, code: codeOf(fields), fields }));
    const counts =
      write.kind === 'Vendor'
        ? await upsertRelations(tx, writer, {
            kind: 'Vendor',
            companyId,
            rows: rows as Array<{ row: number; code: string; fields: VendorFields }>,
            mapped: group.mapped,
          })
        : await upsertRelations(tx, writer, {
            kind: 'Customer',
            companyId,
            rows: rows as Array<{ row: number; code: string; fields: CustomerFields }>,
            mapped: group.mapped,
          });
    total = add(total, counted(counts));
  }
  return total;
}

/** Entries of one code list of a company, created or updated by code, each checked by its list's own rules. */
export async function pushCodes(
  tx: Tx,
  writer: ApiWriter,
  companyId: string,
  list: CodeList,
  items: CodeListEntryFields[],
  given: string[][],
): Promise<PushCounts> {
  await requireApiCompany(tx, companyId);
  requireCodes(
    items.map((item) => item.Code),
    'Code',
  );
  const problems: Record<string, string> = {};
  items.forEach((item, index) => {
    for (const [field, key] of Object.entries(codeListProblems(list, { ...item, CompanyId: companyId })))
      problems[`Items.${index}.${field}`] = key;
  });
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  let total = none;
  for (const group of byGivenFields(items, given, 'Code')) {
    const rows = group.items.map((fields, index) => ({ row: index + 1, code: fields.Code, fields }));
    total = add(
      total,
      counted(await upsertCodes(tx, writer, { list, companyId, rows, mapped: group.mapped })),
    );
  }
  return total;
}

type LineValues = Parameters<typeof lineKey>[0];

/** A line as compared: what the order's screen shows of it. */
function lineKey(line: {
  lineNumber: number;
  articleCode: string;
  description: string;
  quantity: number;
  quantityInvoiced: number;
  quantityReceived: number;
  unitPrice: number;
  ledgerCode: string;
  vatCode: string;
  dimension1: string;
  dimension2: string;
  project: string;
}) {
  return JSON.stringify([
    line.lineNumber,
    line.articleCode,
    line.description,
    Number(line.quantity),
    Number(line.quantityInvoiced),
    Number(line.quantityReceived),
    Number(line.unitPrice),
    line.ledgerCode,
    line.vatCode,
    line.dimension1,
    line.dimension2,
    line.project,
  ]);
}

const wantedLines = (order: PurchaseOrderFields): LineValues[] =>
  order.Lines.map((line, index) => ({
    lineNumber: line.LineNumber ?? index + 1,
    articleCode: line.ArticleCode,
    description: line.Description,
    quantity: line.Quantity,
    quantityInvoiced: line.QuantityInvoiced,
    quantityReceived: line.QuantityReceived,
    unitPrice: line.UnitPrice,
    ledgerCode: line.LedgerCode,
    vatCode: line.VatCode,
    dimension1: line.Dimension1,
    dimension2: line.Dimension2,
    project: line.Project,
  }));

/**
 * Purchase orders of a company with their lines, by code: a new one created, a changed one (header or any line)
 * updated with its lines replaced — a deleted one returns —, an unchanged one left alone. The invoiced status
 * follows the lines unless the order is cancelled.
 */
export async function pushPurchaseOrders(
  tx: Tx,
  writer: ApiWriter,
  companyId: string,
  orders: PurchaseOrderFields[],
): Promise<PushCounts> {
  await requireApiCompany(tx, companyId);
  requireCodes(
    orders.map((order) => order.Code),
    'Code',
  );
  const existing = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        sql`${purchaseOrders.codeKey} = any(${sql.param(orders.map((order) => order.Code.toLowerCase()))}::text[])`,
      ),
    );
  const byCode = new Map(existing.map((row) => [row.code.toLowerCase(), row]));
  const linesOf = new Map<string, string[]>();
  if (existing.length > 0)
    for (const line of await tx
      .select()
      .from(purchaseOrderLines)
      .where(
        inArray(
          purchaseOrderLines.purchaseOrderId,
          existing.map((row) => row.id),
        ),
      )
      .orderBy(asc(purchaseOrderLines.lineNumber)))
      linesOf.set(line.purchaseOrderId, [...(linesOf.get(line.purchaseOrderId) ?? []), lineKey(line)]);
  const counts = { ...none };
  const audits: AuditEntry[] = [];
  for (const order of orders) {
    const before = byCode.get(order.Code.toLowerCase());
    const columns = orderColumns(order);
    if (!before) {
      const [row] = await tx
        .insert(purchaseOrders)
        .values({ ...columns, tenantId: writer.tenantId, companyId })
        .returning({ id: purchaseOrders.id });
      await insertLines(tx, writer.tenantId, row.id, order);
      audits.push({
        entity: 'PurchaseOrder',
        entityId: row.id,
        action: 'create',
        changes: { Code: order.Code, VendorCode: order.VendorCode, Lines: order.Lines.length },
      });
      counts.Created++;
      continue;
    }
    const diff = changedFields(before, { ...columns, isDeleted: false });
    const linesChanged =
      JSON.stringify(linesOf.get(before.id) ?? []) !== JSON.stringify(wantedLines(order).map(lineKey));
    if (Object.keys(diff).length === 0 && !linesChanged) {
      counts.Unchanged++;
      continue;
    }
    await tx
      .update(purchaseOrders)
      .set({ ...columns, isDeleted: false, updatedAt: new Date().toISOString() })
      .where(eq(purchaseOrders.id, before.id));
    if (linesChanged) {
      await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, before.id));
      await insertLines(tx, writer.tenantId, before.id, order);
    }
    audits.push({
      entity: 'PurchaseOrder',
      entityId: before.id,
      action: 'update',
      changes: { ...diff, ...(linesChanged ? { Lines: order.Lines.length } : {}) },
    });
    counts.Updated++;
  }
  await auditBatch(tx, writer, audits);
  return counts;
}
