import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CodeInvoice,
  type CodeInvoiceInput,
  type CodeInvoiceLine,
  type CodingContext,
  type CodingEditRefusal,
  type CodingHeader,
  type CodingValidation,
  codingEditRefusal,
  codingPeriod,
  codingStatusAfterChange,
  type PurchaseOrderMatchView,
  refusingErrors,
  validateCoding,
} from '../../../domain/coding/index';
import type { CodingStatus, DocumentStatus, OverviewDocumentType } from '../../../domain/documents/enums';
import { actsFor } from '../../../domain/workflow/actor';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { documentHistory, documents, invoiceLines } from '../../db/schema/index';
import { AppError } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { isoTimestamp } from '../../presenters/document';
import { audit } from '../audit/audit';
import { requireCompanyInWorkflow } from '../companies/removeFromWorkflowGuard';
import { requireVisibleDocument } from '../documents/access';
import type { Actor } from '../users/actor';
import { workflowActorOf } from '../workflow/actor';
import { requireNotLockedByOther } from '../workflow/locks';
import { updatedByOtherUser } from '../workflow/refusal';
import { type CodingCompany, codingContextFor, loadCodingCompany } from './codingContext';
import { lineRowOf, storedCodingLines } from './codingLines';
import {
  applyInvoicedQuantities,
  matchViewOf,
  ordersOfLines,
  quantitiesByOrderLine,
  withoutOwnQuantities,
} from './orderMatch';
import {
  allowedOnly,
  electronicTemplateProposal,
  type LineProposal,
  onlyImportedLines,
  proposeLines,
  vatPercentagesOf,
} from './proposeLines';

type DocumentData = typeof documents.$inferSelect;
const today = () => new Date().toISOString().slice(0, 10);

function headerOf(document: DocumentData, isVatDeductible = document.isVatDeductible): CodingHeader {
  return {
    DocumentDate: document.documentDate ?? '',
    NetAmount: document.netAmount,
    VatAmount: document.vatAmount,
    GrossAmount: document.grossAmount,
    Currency: document.currency,
    IsVatDeductible: isVatDeductible,
  };
}

async function editRefusal(
  tx: Tx,
  actor: Actor,
  document: DocumentData,
  company: CodingCompany,
): Promise<CodingEditRefusal | null> {
  const workflowActor = await workflowActorOf(tx, actor);
  const holds = (id: string | null) => actsFor(workflowActor, id);
  return codingEditRefusal(
    {
      DocumentType: document.documentType as OverviewDocumentType,
      IsPosted: document.isPosted,
      IsInErp: document.isInErp,
      IsWaitingForErp: document.isWaitingForErp,
      CurrentUserId: holds(document.currentUserId) ? actor.userId : document.currentUserId,
      HandlerId: holds(document.handlerId) ? actor.userId : document.handlerId,
      UsesCoding: company.row.supportsCoding,
    },
    { UserIds: [actor.userId], MayEditDocuments: actor.actionRights.has('MayEditDocuments') },
  );
}

/** The match of the lines that invoice order lines, against the orders as they were before this invoice. */
async function matchOf(
  tx: Tx,
  company: CodingCompany,
  lines: readonly CodeInvoiceLine[],
  stored: readonly CodeInvoiceLine[],
) {
  const orderLineIds = [...lines, ...stored].flatMap((line) =>
    line.PurchaseOrderLine ? [line.PurchaseOrderLine] : [],
  );
  const orders = await ordersOfLines(tx, company.row.id, orderLineIds);
  const before = withoutOwnQuantities(orders, quantitiesByOrderLine(stored));
  return {
    orders,
    view: matchViewOf(before, lines, company.tolerances, company.row.purchaseOrderMatchRequired),
  };
}

/**
 * Document/GetCodeInvoice: the coding document of a visible invoice — its saved lines, or when none are saved
 * the lines the first line source proposes — validated now against the company's fields, codes and periods.
 */
export async function getCodeInvoice(
  tx: Tx,
  deps: { blobs: BlobStore },
  actor: Actor,
  id: string,
  documentType?: OverviewDocumentType,
): Promise<CodeInvoice> {
  const { document } = await requireVisibleDocument(tx, actor, id, documentType);
  const company = await loadCodingCompany(tx, document.companyId);
  // Columns that are never empty in storage (quantity, unit price) read as empty where the company has no such field.
  const stored = (await storedCodingLines(tx, document.id)).map((line) => allowedOnly(line, company.fields));
  const header = headerOf(document);
  const vat = await vatPercentagesOf(tx, company.row.id);
  const refusal = await editRefusal(tx, actor, document, company);
  const proposeFrom = { tx, blobs: deps.blobs, document, company, header, vat };
  const proposal =
    refusal !== null || document.documentType === 'PackingSlip'
      ? null
      : stored.length === 0
        ? await proposeLines(proposeFrom)
        : onlyImportedLines(document, stored)
          ? await electronicTemplateProposal(proposeFrom)
          : null;
  const lines = proposal?.Lines ?? stored;
  const context = await codingContextFor(tx, company, lines, today());
  const result = validateCoding({ Header: header, Lines: lines }, context);
  const { view } = await matchOf(tx, company, lines, stored);
  return presentCoding({
    document,
    company,
    header,
    context,
    lines,
    result,
    view,
    refusal,
    CodingStatus: proposal
      ? result.CodingStatus
      : codingStatusAfterChange(document.codingStatus as never, result, false),
    proposal,
  });
}

type Presented = {
  document: DocumentData;
  company: CodingCompany;
  header: CodingHeader;
  context: CodingContext;
  lines: CodeInvoiceLine[];
  result: CodingValidation;
  view: PurchaseOrderMatchView | null;
  refusal: CodingEditRefusal | null;
  CodingStatus: CodingStatus;
  proposal: LineProposal | null;
};

/** The coding document as answered, from what the call already holds (a save answers without reading again). */
function presentCoding(parts: Presented): CodeInvoice {
  const { document, company, header, context, lines, result, view, refusal, CodingStatus, proposal } = parts;
  return {
    DocumentId: document.id,
    DocumentType: document.documentType as OverviewDocumentType,
    CompanyId: document.companyId,
    RelationCode: document.relationCode,
    RelationName: document.relationName,
    DocumentNumber: document.documentNumber,
    Status: document.status as DocumentStatus,
    Header: { ...header, Period: codingPeriod(header, context)?.Code ?? (document.period || null) },
    Lines: lines,
    Fields: company.fields,
    AllowOverrideVatDeductible: company.row.allowOverrideVatDeductible,
    CompanyIsVatDeductible: company.row.isVatDeductible,
    CodingStatus,
    CodingErrors: [...result.CodingErrors],
    Source: proposal?.Source ?? (document.codingSource as CodeInvoice['Source']),
    IsProposal: proposal !== null && proposal.Lines.length > 0,
    Suggestion: proposal?.Suggestion
      ? {
          Confidence: proposal.Suggestion.Confidence,
          BasedOn: proposal.Suggestion.BasedOn,
          Considered: proposal.Suggestion.Considered,
        }
      : null,
    PostingTemplateId: proposal?.PostingTemplateId ?? document.postingTemplateId,
    PurchaseOrderMatch: view,
    ReadOnlyReason: refusal,
    LastUpdate: isoTimestamp(document.lastUpdate),
  };
}

/** 400 with the first refusing finding as the message (key and parameters) and every finding in Errors. */
function codingRefused(messages: string[]): AppError {
  const [key, ...params] = messages[0].split('%%');
  return new AppError(400, key, params, undefined, messages);
}

const refusalStatus: Record<CodingEditRefusal, number> = {
  Coding_Document_Is_Posted: 409,
  Coding_Not_Your_Document: 403,
  Coding_Not_Used: 400,
  Coding_Not_An_Invoice: 400,
};

/** Where the match moves the document: into Wait_For_Purchase_Order_Match when required and missing, and out again. */
function statusAfterMatch(status: string, waits: boolean, required: boolean): DocumentStatus | null {
  if (required && waits && status === 'New_Purchase_Invoice') return 'Wait_For_Purchase_Order_Match';
  if (!waits && status === 'Wait_For_Purchase_Order_Match') return 'New_Purchase_Invoice';
  return null;
}

/**
 * Document/CodeInvoice: the one access check, the copy still current (409), nobody else holding the lock (423),
 * the company in the workflow, the actor allowed to code it; then the lines validated — what the ERP would refuse
 * is refused with its key (400 Coding_Invalid with every finding), the rest is stored with its CodingStatus and
 * CodingErrors — the order lines' invoiced quantities kept, the document moved by the match, audited.
 */
export async function saveCodeInvoice(
  tx: Tx,
  _deps: { blobs: BlobStore },
  actor: Actor,
  input: CodeInvoiceInput,
): Promise<CodeInvoice> {
  const { document } = await requireVisibleDocument(tx, actor, input.DocumentId, input.DocumentType);
  if (isoTimestamp(document.lastUpdate) !== isoTimestamp(input.LastUpdate)) throw updatedByOtherUser();
  await requireNotLockedByOther(tx, actor, document.id);
  await requireCompanyInWorkflow(tx, document.companyId);
  const company = await loadCodingCompany(tx, document.companyId);
  const refusal = await editRefusal(tx, actor, document, company);
  if (refusal) throw new AppError(refusalStatus[refusal], refusal);

  const stored = (await storedCodingLines(tx, document.id)).map((line) => allowedOnly(line, company.fields));
  const ownIds = new Set(stored.map((line) => line.Id));
  const vat = await vatPercentagesOf(tx, company.row.id);
  const lines: CodeInvoiceLine[] = input.Lines.map((line, index) => ({
    ...line,
    Id: line.Id && ownIds.has(line.Id) ? line.Id : randomUUID(),
    LineNumber: index + 1,
    VatPercentage: vat(line.VatCode) ?? 0,
    PurchaseOrderNumber: '',
  }));
  const header = headerOf(document, company.row.allowOverrideVatDeductible ? input.IsVatDeductible : null);
  const context = await codingContextFor(tx, company, lines, today());
  const result = validateCoding({ Header: header, Lines: lines }, context);
  const refused = refusingErrors(result.CodingErrors);
  if (refused.length > 0) throw codingRefused(refused.map((error) => error.Message));

  const { orders, view } = await matchOf(tx, company, lines, stored);
  const orderCodes = new Map(view?.OrderLines.map((line) => [line.Id, line.PurchaseOrderCode]) ?? []);
  const unknownOrderLine = lines.find(
    (line) => line.PurchaseOrderLine && !orderCodes.has(line.PurchaseOrderLine),
  );
  if (unknownOrderLine)
    throw codingRefused([`Coding_Purchase_Order_Line_Not_Found%%${unknownOrderLine.LineNumber}`]);
  const changed = JSON.stringify(stored.map(comparable)) !== JSON.stringify(lines.map(comparable));
  const codingStatus = codingStatusAfterChange(document.codingStatus as never, result, changed);
  const waits = view !== null && !view.Outcome.MayContinue;
  const nextStatus = statusAfterMatch(document.status, waits, company.row.purchaseOrderMatchRequired);

  const rows = input.Lines.map((line, index) => ({
    ...lineRowOf(
      line,
      index,
      { tenantId: actor.tenantId, documentId: document.id },
      {
        vatPercentage: lines[index].VatPercentage,
        purchaseOrderNumber: (line.PurchaseOrderLine && orderCodes.get(line.PurchaseOrderLine)) || '',
      },
    ),
    id: lines[index].Id,
  }));
  await writeLines(tx, document.id, stored, rows);
  await applyInvoicedQuantities(tx, orders, quantitiesByOrderLine(stored), quantitiesByOrderLine(lines));
  const matchedOrders = [
    ...new Set(
      lines.flatMap((line) => (line.PurchaseOrderLine ? [orderCodes.get(line.PurchaseOrderLine) ?? ''] : [])),
    ),
  ].filter(Boolean);
  const [updated] = await tx
    .update(documents)
    .set({
      codingStatus,
      codingErrors: result.CodingErrors.map((error) => error.Message),
      codingSource: input.Source,
      postingTemplateId: input.PostingTemplateId,
      isVatDeductible: company.row.allowOverrideVatDeductible ? input.IsVatDeductible : null,
      period: codingPeriod(header, context)?.Code ?? document.period,
      codedAt: sql`now()`,
      codedBy: actor.userId,
      matchedPurchaseOrderCount: matchedOrders.length,
      ...(matchedOrders.length > 0
        ? { purchaseOrderNumbers: mergeNumbers(document.purchaseOrderNumbers, matchedOrders) }
        : {}),
      generalLedger: lines[0]?.GeneralLedger ?? '',
      dimension1: lines[0]?.Dimension1 ?? '',
      dimension2: lines[0]?.Dimension2 ?? '',
      ...(nextStatus ? { status: nextStatus } : {}),
      lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
    })
    .where(and(eq(documents.id, document.id), eq(documents.lastUpdate, document.lastUpdate)))
    .returning();
  if (!updated) throw updatedByOtherUser();
  if (nextStatus)
    await tx.insert(documentHistory).values({
      tenantId: actor.tenantId,
      documentId: document.id,
      userId: actor.userId,
      action: 'PurchaseOrderMatch',
      status: nextStatus,
      remark: waits ? (view?.Outcome.Errors[0] ?? '') : '',
    });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'DocumentCoding',
    entityId: document.id,
    action: 'update',
    changes: {
      Lines: { from: stored.length, to: lines.length },
      CodingStatus: { from: document.codingStatus, to: codingStatus },
    },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: document.id,
    CompanyId: document.companyId,
    ByUserId: actor.userId,
  });
  return presentCoding({
    document: updated,
    company,
    header,
    context,
    lines: lines.map((line) => ({
      ...line,
      PurchaseOrderNumber: (line.PurchaseOrderLine && orderCodes.get(line.PurchaseOrderLine)) || '',
    })),
    result,
    view,
    refusal: null,
    CodingStatus: codingStatus,
    proposal: null,
  });
}

type LineRow = ReturnType<typeof lineRowOf> & { id: string };

/**
 * Stores the lines by difference: removed lines deleted, new ones inserted, changed ones updated, unchanged ones
 * left alone — changing one line of 200 writes one row.
 */
async function writeLines(tx: Tx, documentId: string, stored: readonly CodeInvoiceLine[], rows: LineRow[]) {
  const kept = new Set(rows.map((row) => row.id));
  const removed = stored.filter((line) => !kept.has(line.Id)).map((line) => line.Id);
  if (removed.length > 0)
    await tx
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.documentId, documentId), inArray(invoiceLines.id, removed)));
  const before = new Map(stored.map((line) => [line.Id, line]));
  const added = rows.filter((row) => !before.has(row.id));
  if (added.length > 0) await tx.insert(invoiceLines).values(added);
  for (const row of rows) {
    const old = before.get(row.id);
    if (old && !sameRow(row, old)) await tx.update(invoiceLines).set(row).where(eq(invoiceLines.id, row.id));
  }
}

function sameRow(row: LineRow, line: CodeInvoiceLine): boolean {
  const stored: Partial<LineRow> = lineRowOf(
    line,
    line.LineNumber - 1,
    { tenantId: row.tenantId, documentId: row.documentId },
    { vatPercentage: line.VatPercentage, purchaseOrderNumber: line.PurchaseOrderNumber },
  );
  return Object.entries(stored).every(([key, value]) => row[key as keyof LineRow] === value);
}

const comparable = (line: CodeInvoiceLine) => {
  const {
    Id: _id,
    LineNumber: _number,
    Source: _source,
    VatPercentage: _vat,
    PurchaseOrderNumber: _order,
    ...coding
  } = line;
  return Object.fromEntries(
    Object.entries(coding)
      .map(([key, value]) => [key, value === undefined || value === '' ? null : value] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
};

const mergeNumbers = (existing: readonly string[], added: readonly string[]) => [
  ...existing,
  ...added.filter((code) => !existing.some((number) => number.toLowerCase() === code.toLowerCase())),
];
