import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ApiDocument } from '../../../domain/api/v1';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { blobs, documents, invoiceLines, sourceDocuments } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { contentTypeOf } from '../documents/contentTypes';
import { documentUbl } from '../erp/ubl/documentUbl';
import { requireApiCompany } from './pushMasterData';

type DocumentColumns = typeof documents.$inferSelect;
type LineColumns = typeof invoiceLines.$inferSelect;

/** The invoice types the ERP books; packing slips are never posted. */
export const Bookable = ['PurchaseInvoice', 'SalesInvoice'];

/** Where a connector fetches a document's files; the UBL link only where this server writes UBL. */
export type DocumentLinks = { ubl: boolean };

const base = (document: DocumentColumns) =>
  `/api/v1/companies/${document.companyId}/documents/${document.id}`;

function presentLine(line: LineColumns) {
  return {
    LineNumber: line.lineNumber,
    Description: line.description,
    Quantity: line.quantity,
    UnitPrice: line.unitPrice,
    NetAmount: line.netAmount,
    VatCode: line.vatCode,
    VatPercentage: line.vatPercentage,
    VatAmount: line.vatAmount,
    GeneralLedger: line.generalLedgerAccount,
    CostCenter: line.costCenter,
    Dimension1: line.dimension1,
    Dimension2: line.dimension2,
    Dimension3: line.dimension3,
    Dimension4: line.dimension4,
    Dimension5: line.dimension5,
    Project: line.project,
    Article: line.article,
    PurchaseOrderNumber: line.purchaseOrderNumber,
    VatScenario: line.vatScenario,
    Asset: line.asset,
  };
}

/** A document as the public API answers it: the header, its coding lines and links to its files. */
export function presentApiDocument(
  document: DocumentColumns,
  lines: LineColumns[],
  links: DocumentLinks,
): ApiDocument {
  return {
    Id: document.id,
    CompanyId: document.companyId,
    DocumentType: document.documentType,
    InvoiceType: document.invoiceType,
    Status: document.status,
    RelationCode: document.relationCode,
    RelationName: document.relationName,
    DocumentNumber: document.documentNumber,
    DocumentDate: document.documentDate,
    DueDate: document.dueDate,
    Period: document.period,
    Currency: document.currency,
    NetAmount: document.netAmount,
    VatAmount: document.vatAmount,
    GrossAmount: document.grossAmount,
    Description: document.description,
    PaymentReference: document.paymentReference,
    PaymentTermCode: document.paymentTermCode,
    PaymentMethod: document.paymentMethod,
    Iban: document.iban,
    PurchaseOrderNumbers: document.purchaseOrderNumbers,
    IsWaitingForErp: document.isWaitingForErp,
    IsInErp: document.isInErp,
    IsPosted: document.isPosted,
    IsPaid: document.isPaid,
    PaymentDate: document.paymentDate,
    LedgerEntryNumber: document.ledgerEntryNumber,
    LinkToErpInvoice: document.linkToErpInvoice,
    Lines: lines.map(presentLine),
    Links: {
      Original: document.sourceDocumentId ? `${base(document)}/original` : null,
      Ubl: links.ubl && Bookable.includes(document.documentType) ? `${base(document)}/ubl` : null,
    },
  };
}

async function withLines(tx: Tx, rows: DocumentColumns[], links: DocumentLinks): Promise<ApiDocument[]> {
  if (rows.length === 0) return [];
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.documentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.documentId), asc(invoiceLines.lineNumber));
  const byDocument = new Map<string, LineColumns[]>();
  for (const line of lines)
    byDocument.set(line.documentId, [...(byDocument.get(line.documentId) ?? []), line]);
  return rows.map((row) => presentApiDocument(row, byDocument.get(row.id) ?? [], links));
}

/** 409 unless the company posts through the customer's own connector: its ERP adapter is Api. */
export async function requireConnectorCompany(tx: Tx, companyId: string) {
  const company = await requireApiCompany(tx, companyId);
  if (company.erpAdapter !== 'Api') throw new AppError(409, 'Api_Company_Not_On_Api_Adapter');
  return company;
}

/**
 * What waits for the connector of an Api company: invoices the workflow posted (IsWaitingForErp) that are not in
 * the ERP yet, oldest first. Once confirmed they leave the list, so a connector can take the first page again.
 */
export async function readyDocuments(
  tx: Tx,
  companyId: string,
  query: { DocumentType?: string; skip: number; take: number },
  links: DocumentLinks,
): Promise<{ Items: ApiDocument[]; Count: number }> {
  await requireConnectorCompany(tx, companyId);
  const types = query.DocumentType ? [query.DocumentType] : Bookable;
  const where = and(
    eq(documents.companyId, companyId),
    inArray(documents.documentType, types),
    eq(documents.isWaitingForErp, true),
    eq(documents.isInErp, false),
  );
  const [{ total }] = await tx.select({ total: count() }).from(documents).where(where);
  const rows = await tx
    .select()
    .from(documents)
    .where(where)
    .orderBy(asc(documents.lastUpdate), asc(documents.id))
    .offset(query.skip)
    .limit(query.take);
  return { Items: await withLines(tx, rows, links), Count: total };
}

/** A document of the company (404 Document_Not_Found for any other id, another company's too). */
async function loadDocument(tx: Tx, companyId: string, documentId: string) {
  await requireApiCompany(tx, companyId);
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.companyId, companyId)));
  if (!row) throw notFound('Document_Not_Found');
  return row;
}

/** One document of the company with its lines, whatever its state. */
export async function apiDocument(
  tx: Tx,
  companyId: string,
  documentId: string,
  links: DocumentLinks,
): Promise<ApiDocument> {
  const [document] = await withLines(tx, [await loadDocument(tx, companyId, documentId)], links);
  return document;
}

/** The original file of a document, untouched: name, content type and where its bytes are stored. */
export async function originalFile(tx: Tx, companyId: string, documentId: string) {
  const document = await loadDocument(tx, companyId, documentId);
  const [original] = document.sourceDocumentId
    ? await tx
        .select({ fileName: sourceDocuments.originalFileName, storageKey: blobs.storageKey })
        .from(sourceDocuments)
        .innerJoin(blobs, eq(blobs.id, sourceDocuments.originalBlobId))
        .where(eq(sourceDocuments.id, document.sourceDocumentId))
    : [];
  if (!original) throw notFound('Could_Not_Download_Original');
  const fileName = original.fileName || `${documentId}.pdf`;
  return { fileName, contentType: contentTypeOf(fileName), storageKey: original.storageKey };
}

/** The UBL 2.1 invoice of a document, as the UBL writer makes it (400 with its reason when it cannot). */
export async function apiDocumentUbl(tx: Tx, store: BlobStore, companyId: string, documentId: string) {
  return documentUbl(tx, store, await loadDocument(tx, companyId, documentId));
}

/** The bytes of an original, or 404 Could_Not_Download_Original when the store lost them. */
export async function originalBytes(store: BlobStore, storageKey: string): Promise<Buffer> {
  const bytes = await store.get(storageKey).catch(() => null);
  if (!bytes || bytes.length === 0) throw notFound('Could_Not_Download_Original');
  return bytes;
}
