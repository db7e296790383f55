import { and, eq, inArray, sql } from 'drizzle-orm';
import { isoDateOf } from '../../../domain/date/calendar';
import { relationPartyOf } from '../../../domain/documents/relationParty';
import type { RecognizedFields } from '../../../domain/recognition/types';
import type { DuplicateSuspect, VerifySaveBody } from '../../../domain/verify/types';
import { purchaseOrderNumbersOf, validateVerifyHeader } from '../../../domain/verify/validateVerify';
import { applyAction } from '../../../domain/workflow/engine';
import type { Database, Tx } from '../../db/client';
import { companies, documentRecognitions, documents, purchaseOrders, relations } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../errors';
import type { JobQueue } from '../../jobs/jobs';
import { publishLiveEvent } from '../../live/publish';
import { isoTimestamp } from '../../presenters/document';
import { audit, changedFields } from '../audit/audit';
import { requireCompanyInWorkflow } from '../companies/removeFromWorkflowGuard';
import { selectDocumentRows } from '../documents/records';
import type { LearnFromVerifyJob } from '../recognition/learnFromVerify';
import type { Actor } from '../users/actor';
import { workflowActorOf } from '../workflow/actor';
import { workflowDocumentOf } from '../workflow/document';
import { refusalError, updatedByOtherUser } from '../workflow/refusal';
import { writeAction } from '../workflow/writeAction';
import { tenantWorkflow } from '../workflowSettings/tenantWorkflow';
import { requireNotBlockedByOther } from './blocking';
import { correctedFields } from './corrections';
import { findDuplicateSuspects } from './duplicates';
import { mayValidateCompany, VerifyStatuses } from './scope';
import { nextVerifyDocumentId } from './verifyDocuments';
import { rotateVerifyPages } from './verifyPages';
import { resolveVerifySettings } from './verifySettings';

/** The document types the verify screen saves. */
export type VerifyDocumentType = 'PurchaseInvoice' | 'SalesInvoice' | 'PackingSlip';

/** 409 with the suspected duplicates in the answer: Verify_Duplicate_Document (Block) or Verify_Possible_Duplicate. */
export class VerifyDuplicateError extends AppError {
  constructor(
    code: 'Verify_Duplicate_Document' | 'Verify_Possible_Duplicate',
    readonly duplicates: DuplicateSuspect[],
  ) {
    super(409, code);
  }
}

type Saved = { nextId: string | null; learn: LearnFromVerifyJob | null };

/** The document to save, locked: 404 when the caller cannot verify it, 409 when it left the verify list meanwhile. */
async function loadForSave(tx: Tx, actor: Actor, documentType: VerifyDocumentType, id: string) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.documentType, documentType)))
    .for('update');
  const mayVerify =
    row && mayValidateCompany(actor, row.companyId) && actor.actionRights.has(rightFor(documentType));
  if (!row || !mayVerify || (row.isConfidential && !mayseeConfidential(actor)))
    throw notFound('Document_Not_Found');
  // Verified (or set aside) by someone else since the client read it.
  if (!VerifyStatuses.includes(row.status)) throw updatedByOtherUser();
  return row;
}

const rightFor = (documentType: VerifyDocumentType) =>
  documentType === 'PackingSlip' ? 'VerifyPackingSlip' : 'VerifyInvoice';
const mayseeConfidential = (actor: Actor) =>
  actor.user.maySeeConfidentialDocuments || actor.actionRights.has('MaySeeConfidentialIDocuments');

/** The target company: one the user may validate, in the workflow, using the document type. */
async function requireTargetCompany(
  tx: Tx,
  actor: Actor,
  documentType: VerifyDocumentType,
  companyId: string,
) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const usesType =
    documentType === 'PurchaseInvoice' ||
    (documentType === 'SalesInvoice' ? company?.usesSalesInvoices : company?.usesPackingSlips);
  if (!company || !mayValidateCompany(actor, companyId) || !usesType) throw notFound('Company_Not_Found');
  await requireCompanyInWorkflow(tx, companyId);
  return company;
}

/** The relation chosen: a vendor (purchase invoices, packing slips) or customer (sales) of the company. */
async function requireRelation(
  tx: Tx,
  documentType: VerifyDocumentType,
  companyId: string,
  relationId: string | null,
) {
  if (!relationId) return null;
  const kind = relationPartyOf(documentType);
  const [relation] = await tx
    .select()
    .from(relations)
    .where(and(eq(relations.id, relationId), eq(relations.companyId, companyId), eq(relations.kind, kind)));
  if (!relation) throw badRequest(kind === 'Vendor' ? 'Vendor_Not_Found' : 'Customer_Not_Found');
  return relation;
}

/** The company's purchase order numbers among those the header names (lower case). */
async function knownPurchaseOrders(tx: Tx, companyId: string, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await tx
    .select({ code: purchaseOrders.code })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        eq(purchaseOrders.isDeleted, false),
        inArray(
          purchaseOrders.codeKey,
          numbers.map((number) => number.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.code);
}

/** The header checks under the company's verify settings; with OnlySaveIfValid the first error refuses (400). */
async function validateHeader(tx: Tx, companyId: string, body: VerifySaveBody) {
  const settings = await resolveVerifySettings(tx, companyId);
  const numbers = purchaseOrderNumbersOf(body.PurchaseOrderNumber);
  const orders = settings.ValidatePurchaseOrderNumber
    ? await knownPurchaseOrders(tx, companyId, numbers)
    : null;
  const results = validateVerifyHeader(body, settings, {
    today: isoDateOf(new Date()),
    purchaseOrderNumbers: orders,
  });
  const first = results.find((result) => !result.warning);
  if (first && settings.OnlySaveIfValid)
    throw new AppError(400, first.key, [...first.params], { [first.Field]: first.message });
  return { settings, firstError: first?.message ?? '' };
}

async function saveInTransaction(
  tx: Tx,
  actor: Actor,
  documentType: VerifyDocumentType,
  body: VerifySaveBody,
): Promise<Saved> {
  const before = await loadForSave(tx, actor, documentType, body.Id);
  if (isoTimestamp(before.lastUpdate) !== isoTimestamp(body.LastUpdate)) throw updatedByOtherUser();
  await requireNotBlockedByOther(tx, actor, before.id);
  await requireTargetCompany(tx, actor, documentType, body.CompanyId);
  const relation = await requireRelation(tx, documentType, body.CompanyId, body.RelationId);
  const { settings, firstError: validation } = await validateHeader(tx, body.CompanyId, body);
  const [recognition] = await tx
    .select()
    .from(documentRecognitions)
    .where(eq(documentRecognitions.documentId, before.id));
  const header = {
    companyId: body.CompanyId,
    relationId: relation?.id ?? null,
    // Without a relation chosen, the name read from the document stays (unless a relation was removed).
    relationCode: relation?.code ?? (before.relationId ? '' : before.relationCode),
    relationName: relation?.name ?? (before.relationId ? '' : before.relationName),
    documentNumber: body.Number.trim(),
    documentDate: body.Date,
    dueDate: body.DueDate,
    currency: body.Currency.trim().toUpperCase() || 'EUR',
    netAmount: body.NetAmount,
    vatAmount: body.VatAmount,
    grossAmount: body.GrossAmount,
    invoiceType: body.InvoiceType,
    iban: body.IbanNumber.trim(),
    purchaseOrderNumbers: purchaseOrderNumbersOf(body.PurchaseOrderNumber),
    paymentReference: body.PaymentReference.trim(),
    description: body.Description,
  };
  const duplicates = await findDuplicateSuspects(tx, {
    id: before.id,
    companyId: header.companyId,
    documentType,
    relationId: header.relationId,
    documentNumber: header.documentNumber,
    documentDate: header.documentDate,
    grossAmount: header.grossAmount,
    fileHash: recognition?.fileHash ?? null,
  });
  if (duplicates.length && settings.DuplicateBehaviour === 'Block')
    throw new VerifyDuplicateError('Verify_Duplicate_Document', duplicates);
  if (duplicates.length && !body.IgnoreDuplicates)
    throw new VerifyDuplicateError('Verify_Possible_Duplicate', duplicates);

  await tx
    .update(documents)
    .set({
      ...header,
      relationMatchKey: header.relationId === before.relationId ? before.relationMatchKey : '',
      lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
    })
    .where(eq(documents.id, before.id));
  const rotated = await rotateVerifyPages(tx, before.sourceDocumentId, body.RotatedPages);
  await tx
    .insert(documentRecognitions)
    .values({
      tenantId: actor.tenantId,
      documentId: before.id,
      status: 'Done',
      comment: body.Comment,
      duplicates,
    })
    .onConflictDoUpdate({
      target: documentRecognitions.documentId,
      set: { comment: body.Comment, duplicates, updatedAt: sql`now()` },
    });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Document',
    entityId: before.id,
    action: 'update',
    changes: {
      Verify: true,
      ...changedFields(before, header),
      ...(Object.keys(rotated).length ? { RotatedPages: rotated } : {}),
      ...(validation ? { Validation: validation } : {}),
      ...(duplicates.length ? { IgnoredDuplicates: duplicates.map((d) => d.DocumentId) } : {}),
    },
  });

  // The workflow action Verify, as the user: Imported → In_Progress, the auto route of a purchase invoice.
  const [row] = await selectDocumentRows(tx, eq(documents.id, before.id));
  const outcome = applyAction(
    await tenantWorkflow(tx),
    workflowDocumentOf(row.document),
    await workflowActorOf(tx, actor),
    { Action: 'Verify' },
  );
  if (!outcome.ok) throw refusalError(outcome.refusal);
  await writeAction(tx, actor, { row, state: outcome.state, history: outcome.history });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'VerifyRecordSaved',
    DocumentId: before.id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });

  const corrected = correctedFields(body, (recognition?.fields ?? {}) as RecognizedFields);
  const learn =
    header.relationId && before.sourceDocumentId && Object.keys(corrected).length
      ? {
          tenantId: actor.tenantId,
          documentId: before.id,
          corrected,
          places: body.Corrections,
        }
      : null;
  const nextId = await nextVerifyDocumentId(
    tx,
    actor,
    { companyId: before.companyId, documentType },
    before.id,
  );
  return { nextId, learn };
}

/**
 * Verify/Save{DocumentType}: validates the header against the company's verify settings, refuses a stale copy
 * (409 Document_Is_Updated_By_Other_User) or a document blocked by someone else (423), checks duplicates per the
 * company's behaviour, then updates the header, turns the pages and performs the workflow action Verify as the user,
 * all in one transaction; learning from the corrections is queued after commit. Answers the next available document.
 */
export async function saveVerifiedDocument(
  deps: { database: Database; jobs: JobQueue },
  actor: Actor,
  documentType: VerifyDocumentType,
  body: VerifySaveBody,
): Promise<{ NextId: string | null }> {
  const saved = await deps.database.withTenant(actor.tenantId, (tx) =>
    saveInTransaction(tx, actor, documentType, body),
  );
  // Committed: learning is a bonus; a lost job only means the next document of the vendor learns nothing new.
  if (saved.learn) await deps.jobs.send('learn-from-verify', saved.learn).catch(() => undefined);
  return { NextId: saved.nextId };
}
