import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  amountToPay,
  ibanCheckOf,
  openAmount,
  type Payable,
  payeeIban,
  proposePayments,
} from '../../../domain/payments/payables';
import type { DocumentToPay } from '../../../domain/payments/views';
import type { Tx } from '../../db/client';
import { companies, documents, paymentBatches, paymentBatchLines, relations } from '../../db/schema/index';
import { visibleCompanyIds } from '../../policies/company';
import type { Actor } from '../users/actor';

export type { DocumentToPay };

export type DocumentsToPayQuery = {
  CompanyId?: string;
  DocumentNumber?: string;
  DocumentDateFrom?: string;
  DocumentDateTo?: string;
  PaymentDateFrom?: string;
  PaymentDateTo?: string;
  Status: 'Open' | 'InBatch' | 'All';
  Sort: keyof DocumentToPay;
  Desc: boolean;
};

/** Approved, unpaid purchase invoices and credit notes: what a payment batch pays. */
export const payableDocument = and(
  eq(documents.documentType, 'PurchaseInvoice'),
  eq(documents.isApproved, true),
  eq(documents.isPaid, false),
  eq(documents.isBlocked, false),
);

const today = () => new Date().toISOString().slice(0, 10);

type PayableRow = Awaited<ReturnType<typeof selectPayables>>[number];

function selectPayables(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      document: documents,
      companyName: companies.name,
      companyDisplayName: companies.displayName,
      vendorIbans: relations.ibanNumbers,
      vendorBic: relations.bicCode,
      vendorConfirmed: relations.bankAccountConfirmed,
      vendorName: relations.name,
      vendorStreet: relations.streetAndNumber,
      vendorPostcode: relations.postcode,
      vendorCity: relations.city,
      vendorCountry: relations.country,
      openBatchId: paymentBatchLines.batchId,
      openBatchNumber: paymentBatches.number,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(relations, eq(relations.id, documents.relationId))
    .leftJoin(
      paymentBatchLines,
      and(
        eq(paymentBatchLines.isOpen, true),
        sql`${paymentBatchLines.status} <> 'Removed'`,
        sql`(${paymentBatchLines.documentId} = ${documents.id} or ${documents.id} = any(${paymentBatchLines.nettedDocumentIds}))`,
      ),
    )
    .leftJoin(paymentBatches, eq(paymentBatches.id, paymentBatchLines.batchId))
    .where(where);
}

/** The rules' view of a row. */
export function payableOf(row: PayableRow): Payable {
  const document = row.document;
  return {
    DocumentId: document.id,
    RelationId: document.relationId,
    RelationName: row.vendorName ?? document.relationName,
    DocumentNumber: document.documentNumber,
    IsCreditNote: document.invoiceType === 'Credit',
    GrossAmount: document.grossAmount,
    Currency: document.currency,
    DueDate: document.dueDate,
    DiscountDate: document.paymentDiscountExpirationDate,
    DiscountAmount: document.paymentDiscount,
    AmountPaid: document.amountPaid,
    DocumentIban: document.iban,
    VendorIbans: row.vendorIbans ?? [],
    VendorBankAccountConfirmed: row.vendorConfirmed ?? true,
  };
}

function presentRow(row: PayableRow, payDate: string): DocumentToPay {
  const payable = payableOf(row);
  const document = row.document;
  return {
    DocumentId: document.id,
    CompanyId: document.companyId,
    CompanyName: row.companyDisplayName || row.companyName,
    DocumentNumber: document.documentNumber,
    RelationId: document.relationId,
    RelationName: payable.RelationName,
    DocumentDate: document.documentDate,
    DocumentDueDate: document.dueDate,
    DocumentPaymentDate: document.paymentDate,
    DiscountDate: document.paymentDiscountExpirationDate,
    DiscountAmount: document.paymentDiscount,
    GrossAmount: document.grossAmount,
    AmountPaid: document.amountPaid,
    OpenAmount: openAmount(document.grossAmount, document.amountPaid),
    AmountToPay: amountToPay(payable, payDate),
    Currency: document.currency,
    Iban: payeeIban(payable),
    Bic: document.bic || (row.vendorBic ?? ''),
    IbanCheck: ibanCheckOf(payable),
    OpenBatchId: row.openBatchId,
    OpenBatchNumber: row.openBatchNumber,
    IsCreditNote: payable.IsCreditNote,
  };
}

const visibleFilter = (actor: Actor): SQL | undefined => {
  const visible = visibleCompanyIds(actor);
  if (visible === 'all') return undefined;
  return visible.size === 0 ? sql`false` : inArray(documents.companyId, [...visible]);
};

/** GET /PaymentBatch/DocumentsToPay: the payables of the companies the actor sees, filtered and sorted. */
export async function listDocumentsToPay(
  tx: Tx,
  actor: Actor,
  query: DocumentsToPayQuery,
): Promise<{ Rows: DocumentToPay[]; Total: number }> {
  const rows = await selectPayables(
    tx,
    and(
      payableDocument,
      visibleFilter(actor),
      query.CompanyId ? eq(documents.companyId, query.CompanyId) : undefined,
      query.DocumentNumber
        ? ilike(documents.documentNumber, `%${escapeLike(query.DocumentNumber)}%`)
        : undefined,
      query.DocumentDateFrom ? gte(documents.documentDate, query.DocumentDateFrom) : undefined,
      query.DocumentDateTo ? lte(documents.documentDate, query.DocumentDateTo) : undefined,
      query.PaymentDateFrom ? gte(documents.dueDate, query.PaymentDateFrom) : undefined,
      query.PaymentDateTo ? lte(documents.dueDate, query.PaymentDateTo) : undefined,
      query.Status === 'Open' ? sql`${paymentBatchLines.id} is null` : undefined,
      query.Status === 'InBatch' ? sql`${paymentBatchLines.id} is not null` : undefined,
    ),
  ).orderBy(asc(documents.dueDate), desc(documents.id));
  const presented = rows.map((row) => presentRow(row, today()));
  const direction = query.Desc ? -1 : 1;
  presented.sort((a, b) => direction * compare(a[query.Sort], b[query.Sort]));
  return { Rows: presented, Total: presented.length };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

// Nulls last whatever the direction is not needed by the screens: nulls sort first ascending, as in the grid.
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** GET /PaymentBatch/Proposal: what to pay before `payBefore`, discounts first, only accounts that check Ok. */
export async function proposal(
  tx: Tx,
  actor: Actor,
  companyId: string,
  payBefore: string,
): Promise<string[]> {
  const rows = await selectPayables(
    tx,
    and(
      payableDocument,
      visibleFilter(actor),
      eq(documents.companyId, companyId),
      sql`${paymentBatchLines.id} is null`,
    ),
  );
  return proposePayments(rows.map(payableOf), payBefore, today());
}

/** The payables with these ids (of any company the caller checked), with vendor and open-batch data. */
export function payablesByIds(tx: Tx, ids: string[]) {
  return selectPayables(tx, inArray(documents.id, ids));
}
