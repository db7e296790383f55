import type { DocumentType } from '../../domain/entities/enums';
import type {
  CodeList,
  ErpCode,
  InvoicedStatus,
  Period,
  PostingTemplate,
  PurchaseOrder,
  Tag,
} from '../../domain/masterdata/index';
import type {
  erpCodes,
  periods,
  postingTemplateLines,
  postingTemplates,
  purchaseOrderLines,
  purchaseOrders,
  tags,
} from '../db/schema/index';

type ErpCodeRow = typeof erpCodes.$inferSelect;
type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
type PostingTemplateRow = typeof postingTemplates.$inferSelect;
type PostingTemplateLineRow = typeof postingTemplateLines.$inferSelect;

/** An erp_codes row as the spec's code-list entry; own fields the list does not have are null. */
export function presentErpCode(row: ErpCodeRow): ErpCode {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    List: row.list as CodeList,
    Code: row.code,
    Description: row.description,
    DefaultDescription: row.defaultDescription,
    IsBlocked: row.isBlocked,
    AccountType: row.accountType as ErpCode['AccountType'],
    VatCode: row.vatCode,
    Percentage: row.percentage,
    Category: row.category,
    ScenarioCode: row.scenarioCode,
    Days: row.days,
    Unit: row.unit,
    UnitPrice: row.unitPrice,
    LedgerCode: row.ledgerCode,
    Symbol: row.symbol,
  };
}

/** A purchase order with its lines in line-number order. */
export function presentPurchaseOrder(row: PurchaseOrderRow, lines: PurchaseOrderLineRow[]): PurchaseOrder {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    Code: row.code,
    VendorCode: row.vendorCode,
    Description: row.description,
    OrderDate: row.orderDate,
    Currency: row.currency,
    InvoicedStatus: row.invoicedStatus as InvoicedStatus,
    IsDeleted: row.isDeleted,
    Lines: lines.map((line) => ({
      Id: line.id,
      LineNumber: line.lineNumber,
      ArticleCode: line.articleCode,
      Description: line.description,
      Quantity: line.quantity,
      QuantityInvoiced: line.quantityInvoiced,
      QuantityReceived: line.quantityReceived,
      UnitPrice: line.unitPrice,
      Amount: line.amount,
      LedgerCode: line.ledgerCode,
      VatCode: line.vatCode,
      Dimension1: line.dimension1,
      Dimension2: line.dimension2,
      Project: line.project,
    })),
  };
}

/** A bookkeeping period. */
export function presentPeriod(row: typeof periods.$inferSelect): Period {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    Code: row.code,
    StartDate: row.startDate,
    EndDate: row.endDate,
    IsClosed: row.isClosed,
  };
}

/** A tag of the customer environment. */
export function presentTag(row: typeof tags.$inferSelect): Tag {
  return { Id: row.id, Name: row.name };
}

/** A posting template with its lines in line order. */
export function presentPostingTemplate(
  row: PostingTemplateRow,
  lines: PostingTemplateLineRow[],
): PostingTemplate {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    Name: row.name,
    TargetType: row.targetType as PostingTemplate['TargetType'],
    RelationCode: row.relationCode,
    SortNumber: row.sortNumber,
    IsDefault: row.isDefault,
    DocumentType: row.documentType as DocumentType,
    Lines: lines.map((line) => ({
      Id: line.id,
      AmountType: line.amountType as PostingTemplate['Lines'][number]['AmountType'],
      Amount: line.amount,
      Percentage: line.percentage,
      Description: line.description,
      LedgerCode: line.ledgerCode,
      VatCode: line.vatCode,
      Dimension1: line.dimension1,
      Dimension2: line.dimension2,
      Dimension3: line.dimension3,
      Dimension4: line.dimension4,
      Dimension5: line.dimension5,
      Project: line.project,
    })),
  };
}
