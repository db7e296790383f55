import { and, asc, eq, inArray } from 'drizzle-orm';
import { relationPartyOf } from '../../../../domain/documents/relationParty';
import type { UblLine, UblParty, UblSource } from '../../../../domain/erp/ubl/index';
import type { BlobStore } from '../../../blobs/blobStore';
import type { Tx } from '../../../db/client';
import { companies, type documents, erpCodes, invoiceLines, relations } from '../../../db/schema/index';
import { ublOriginal } from './ublOriginal';

type DocumentColumns = typeof documents.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type RelationRow = typeof relations.$inferSelect;

function companyParty(company: CompanyRow): UblParty {
  return {
    Code: company.erpId,
    Name: company.name,
    StreetAndNumber: '',
    Postcode: '',
    City: '',
    Country: company.country,
    VatNumber: company.vatNumber,
    ChamberOfCommerceNumber: company.chamberOfCommerceNumber,
    ContactName: '',
    EmailAddress: '',
    PhoneNumber: '',
  };
}

/** The relation from the master data; without one, what the document itself says of it. */
function relationParty(relation: RelationRow | undefined, document: DocumentColumns): UblParty {
  return {
    Code: relation?.code || document.relationCode,
    Name: relation?.name || document.relationName,
    StreetAndNumber: relation?.streetAndNumber ?? '',
    Postcode: relation?.postcode ?? '',
    City: relation?.city ?? '',
    Country: relation?.country ?? '',
    VatNumber: relation?.vatNumber ?? '',
    ChamberOfCommerceNumber: relation?.chamberOfCommerceNumber ?? '',
    ContactName: relation?.contactName ?? '',
    EmailAddress: relation?.contactEmailAddress || relation?.emailAddress || '',
    PhoneNumber: relation?.contactPhoneNumber || relation?.phoneNumber || '',
  };
}

async function relationOf(tx: Tx, document: DocumentColumns): Promise<RelationRow | undefined> {
  const kind = relationPartyOf(document.documentType);
  const byId = document.relationId ? eq(relations.id, document.relationId) : undefined;
  const byCode = document.relationCode
    ? eq(relations.codeKey, document.relationCode.toLowerCase())
    : undefined;
  if (!byId && !byCode) return undefined;
  const [relation] = await tx
    .select()
    .from(relations)
    .where(and(eq(relations.companyId, document.companyId), eq(relations.kind, kind), byId ?? byCode))
    .limit(1);
  return relation;
}

/** The coding lines with the Category of their VAT code in the company's code list. */
async function linesOf(tx: Tx, document: DocumentColumns): Promise<UblLine[]> {
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.documentId, document.id))
    .orderBy(asc(invoiceLines.lineNumber));
  const vatCodes = [...new Set(rows.map((row) => row.vatCode.toLowerCase()).filter(Boolean))];
  const categories =
    vatCodes.length === 0
      ? []
      : await tx
          .select({ code: erpCodes.codeKey, category: erpCodes.category })
          .from(erpCodes)
          .where(
            and(
              eq(erpCodes.companyId, document.companyId),
              eq(erpCodes.list, 'VatCode'),
              inArray(erpCodes.codeKey, vatCodes),
            ),
          );
  const categoryOf = new Map(categories.map((row) => [row.code ?? '', row.category]));
  return rows.map((row) => ({
    LineNumber: row.lineNumber,
    Description: row.description,
    Quantity: row.quantity,
    UnitPrice: row.unitPrice,
    NetAmount: row.netAmount,
    VatAmount: row.vatAmount,
    VatCode: row.vatCode,
    VatPercentage: row.vatPercentage,
    VatCategory: categoryOf.get(row.vatCode.toLowerCase()) ?? null,
    GeneralLedger: row.generalLedgerAccount,
    CostCenter: row.costCenter,
    Dimension1: row.dimension1,
    Dimension2: row.dimension2,
    Dimension3: row.dimension3,
    Dimension4: row.dimension4,
    Dimension5: row.dimension5,
    Project: row.project,
    Article: row.article,
    PurchaseOrderNumber: row.purchaseOrderNumber,
  }));
}

/**
 * Everything the UBL of a purchase or sales invoice is written from: the document's header and coding lines,
 * the company as buyer (purchase) or seller (sales), the relation's master data and the original file. The
 * seller's account is the relation's first IBAN only once confirmed — an unconfirmed change is not passed on
 * to a package that pays from it — or, on a sales invoice, the company's first IBAN.
 */
export async function ublSourceOf(tx: Tx, store: BlobStore, document: DocumentColumns): Promise<UblSource> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, document.companyId));
  const relation = await relationOf(tx, document);
  const purchase = document.documentType !== 'SalesInvoice';
  const own = companyParty(company);
  const other = relationParty(relation, document);
  const relationIban = relation?.bankAccountConfirmed ? (relation.ibanNumbers[0] ?? '') : '';
  return {
    DocumentType: purchase ? 'PurchaseInvoice' : 'SalesInvoice',
    InvoiceType: document.invoiceType,
    DocumentNumber:
      document.documentNumber.trim() ||
      (document.ledgerEntryNumber === null ? '' : String(document.ledgerEntryNumber)),
    DocumentDate: document.documentDate ?? '',
    DueDate: document.dueDate,
    Currency: document.currency,
    Description: document.description,
    PaymentReference: document.paymentReference,
    PaymentTerm: document.paymentTerm,
    PurchaseOrderNumber: document.purchaseOrderNumbers[0] ?? '',
    Seller: purchase ? other : own,
    Buyer: purchase ? own : other,
    PayeeIban: purchase ? relationIban : (company.ibans[0] ?? ''),
    PayeeBic: purchase && relationIban ? (relation?.bicCode ?? '') : '',
    Lines: await linesOf(tx, document),
    Original: await ublOriginal(tx, store, document),
  };
}
