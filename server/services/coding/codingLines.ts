import { asc, eq } from 'drizzle-orm';
import type { CodeInvoiceLine, CodeInvoiceLineInput, LineSource } from '../../../domain/coding/index';
import type { SplitType } from '../../../domain/validation/enums';
import type { Tx } from '../../db/client';
import { invoiceLines } from '../../db/schema/index';

type LineRow = typeof invoiceLines.$inferSelect;
type LineInsert = typeof invoiceLines.$inferInsert;

/** A stored invoice line as a coding line (the ledger account column is the GeneralLedger coding field). */
export function codingLineOf(row: LineRow): CodeInvoiceLine {
  return {
    Id: row.id,
    LineNumber: row.lineNumber,
    Source: row.source as LineSource | '',
    GeneralLedger: row.generalLedgerAccount,
    Description: row.description,
    Quantity: row.quantity,
    UnitPrice: row.unitPrice,
    VatCode: row.vatCode,
    VatScenario: row.vatScenario,
    Dimension1: row.dimension1,
    Dimension2: row.dimension2,
    Dimension3: row.dimension3,
    Dimension4: row.dimension4,
    Dimension5: row.dimension5,
    Project: row.project,
    Article: row.article,
    Asset: row.asset,
    Deferral: row.deferral,
    PurchaseOrderLine: row.purchaseOrderLineId,
    PurchaseOrderNumber: row.purchaseOrderNumber,
    NetAmount: row.netAmount,
    VatAmount: row.vatAmount,
    VatPercentage: row.vatPercentage,
    SplitType: row.splitType as SplitType,
    SplitValue: row.splitValue,
  };
}

/** The stored lines of a document in line order. */
export async function storedCodingLines(tx: Tx, documentId: string): Promise<CodeInvoiceLine[]> {
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.documentId, documentId))
    .orderBy(asc(invoiceLines.lineNumber));
  return rows.map(codingLineOf);
}

const textOf = (value: string | null | undefined) => value?.trim() ?? '';

/** The row a saved coding line is stored as. */
export function lineRowOf(
  line: CodeInvoiceLineInput,
  index: number,
  ids: { tenantId: string; documentId: string },
  extra: { vatPercentage: number; purchaseOrderNumber: string },
): LineInsert {
  return {
    tenantId: ids.tenantId,
    documentId: ids.documentId,
    lineNumber: index + 1,
    source: line.Source,
    generalLedgerAccount: textOf(line.GeneralLedger),
    description: textOf(line.Description),
    quantity: line.Quantity ?? 1,
    unitPrice: line.UnitPrice ?? 0,
    vatCode: textOf(line.VatCode),
    vatScenario: textOf(line.VatScenario),
    dimension1: textOf(line.Dimension1),
    dimension2: textOf(line.Dimension2),
    dimension3: textOf(line.Dimension3),
    dimension4: textOf(line.Dimension4),
    dimension5: textOf(line.Dimension5),
    project: textOf(line.Project),
    article: textOf(line.Article),
    asset: textOf(line.Asset),
    deferral: textOf(line.Deferral),
    purchaseOrderLineId: line.PurchaseOrderLine ?? null,
    purchaseOrderNumber: extra.purchaseOrderNumber,
    netAmount: line.NetAmount,
    vatAmount: line.VatAmount,
    vatPercentage: extra.vatPercentage,
    splitType: line.SplitType,
    splitValue: line.SplitValue,
  };
}
