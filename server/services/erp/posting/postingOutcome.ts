import { and, eq, ne, sql } from 'drizzle-orm';
import type { DocumentStatus } from '../../../../domain/documents/enums';
import { postingKeyOf } from '../../../../domain/erp/posting';
import { SystemActor } from '../../../../domain/workflow/actor';
import { stateOf, type WorkflowState } from '../../../../domain/workflow/document';
import { applyAction, applySystemOutcome } from '../../../../domain/workflow/engine';
import type { Tx } from '../../../db/client';
import { documentErpPostings, documentHistory, documents } from '../../../db/schema/index';
import type { ErpPostingResult } from '../../../integrations/erp/types';
import { publishLiveEvent } from '../../../live/publish';
import { audit } from '../../audit/audit';
import { workflowColumnsOf, workflowDocumentOf } from '../../workflow/document';
import { postManually } from '../../workflow/postManually';
import { tenantWorkflow } from '../../workflowSettings/tenantWorkflow';

type DocumentColumns = typeof documents.$inferSelect;

/** What the ERP answered for a booked document (an adapter's result, or what a connector confirmed). */
export type ErpBooking = Pick<
  ErpPostingResult,
  'LedgerEntryNumber' | 'ErpInvoiceNumber' | 'ErpInvoiceId' | 'LinkToErpInvoice'
>;

/** The longest ERP message the document keeps (the action keeps it whole). */
const MessageLength = 1000;

const nextUpdate = sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`;

/** Reads the document for its posting outcome, locked until the caller's transaction ends. */
export async function documentForPosting(tx: Tx, documentId: string): Promise<DocumentColumns | undefined> {
  const [row] = await tx.select().from(documents).where(eq(documents.id, documentId)).for('update');
  return row;
}

/**
 * Whether the document still expects a posting: it waits for the ERP, or its last posting failed (status Error
 * from the Post) and the failed action is retried. A document sent back or marked posted since is left alone.
 */
export const expectsPosting = (
  document: Pick<DocumentColumns, 'isWaitingForErp' | 'status' | 'lastAction'>,
): boolean => document.isWaitingForErp || (document.status === 'Error' && document.lastAction === 'Post');

/** A document whose failed posting is tried again waits for the ERP again. */
export async function markWaitingForErp(tx: Tx, documentId: string): Promise<void> {
  await tx
    .update(documents)
    .set({ isWaitingForErp: true, lastUpdate: nextUpdate })
    .where(eq(documents.id, documentId));
}

/**
 * The workflow step of the post, now that the ERP booked it: the engine's Post from the status it was decided in
 * (the system performs it, as the rows allow; the user who pressed Post is its history's performer). A workflow
 * changed since then that no longer has the row still ends the document posted: the books say so.
 */
function postedState(
  workflow: Awaited<ReturnType<typeof tenantWorkflow>>,
  document: DocumentColumns,
  fromStatus: string,
) {
  const asDecided = { ...workflowDocumentOf(document), Status: fromStatus as DocumentStatus };
  const outcome = applyAction(workflow, asDecided, SystemActor, { Action: 'Post' });
  // A post is not undone (the ERP has booked it): no undoable last step, nor the system's name in it.
  if (outcome.ok) return { ...outcome.state, LastStep: null };
  const state: WorkflowState = {
    ...stateOf(asDecided),
    Status: 'Posted',
    IsPosted: true,
    LastAction: 'Post',
    LastStep: null,
  };
  return state;
}

/** The ERP's number, unless another document of the company and type has it already; then Ledgerline's own. */
async function ledgerEntryNumberFor(
  tx: Tx,
  document: DocumentColumns,
  erpNumber: number | null,
): Promise<number> {
  if (erpNumber !== null) {
    const [taken] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, document.companyId),
          eq(documents.documentType, document.documentType),
          eq(documents.ledgerEntryNumber, erpNumber),
          ne(documents.id, document.id),
        ),
      );
    if (!taken) return erpNumber;
  }
  return document.ledgerEntryNumber ?? (await postManually(tx, document));
}

/**
 * A document the ERP booked: the booking recorded (document_erp_postings, found again by the posting key), the
 * document IsInErp, IsPosted with the ERP's ledger entry number and link, no longer waiting, and on in the workflow
 * as its Post row says, with the history entry of the post. Answers the ledger entry number.
 */
export async function completeErpPosting(
  tx: Tx,
  document: DocumentColumns,
  booking: ErpBooking,
  step: { performedBy: string | null; fromStatus?: string; remark?: string },
): Promise<number> {
  const now = new Date().toISOString();
  const recorded = {
    postingKey: postingKeyOf(document.id),
    erpInvoiceId: booking.ErpInvoiceId,
    erpInvoiceNumber: booking.ErpInvoiceNumber,
    postedAt: now,
  };
  await tx
    .insert(documentErpPostings)
    .values({ tenantId: document.tenantId, documentId: document.id, ...recorded })
    .onConflictDoUpdate({ target: documentErpPostings.documentId, set: { ...recorded, updatedAt: now } });
  const state = postedState(await tenantWorkflow(tx), document, step.fromStatus ?? document.status);
  const ledgerEntryNumber = await ledgerEntryNumberFor(tx, document, booking.LedgerEntryNumber);
  await tx
    .update(documents)
    .set({
      ...workflowColumnsOf(state),
      isWaitingForErp: false,
      isInErp: true,
      isPosted: true,
      isPostedInWorkflow: true,
      ledgerEntryNumber,
      linkToErpInvoice: booking.LinkToErpInvoice,
      errorMessage: '',
      lastHistory: 'Post',
      lastUpdate: nextUpdate,
    })
    .where(eq(documents.id, document.id));
  await tx.insert(documentHistory).values({
    tenantId: document.tenantId,
    documentId: document.id,
    userId: step.performedBy,
    action: 'Post',
    status: state.Status,
    remark: step.remark ?? '',
  });
  await audit(tx, {
    tenantId: document.tenantId,
    userId: null,
    entity: 'Document',
    entityId: document.id,
    action: 'update',
    changes: {
      Action: 'Post',
      PerformedBy: step.performedBy,
      Status: { from: document.status, to: state.Status },
      LedgerEntryNumber: { from: document.ledgerEntryNumber, to: ledgerEntryNumber },
      ErpInvoiceNumber: booking.ErpInvoiceNumber,
      LinkToErpInvoice: booking.LinkToErpInvoice,
    },
  });
  await publishLiveEvent(tx, document.tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: document.id,
    CompanyId: document.companyId,
  });
  return ledgerEntryNumber;
}

/**
 * A posting the ERP refused, or that kept failing until its attempts ran out: the document goes to Error with the
 * ERP's message (its ErrorMessage and the history entry's remark) and stops waiting; Retry (or the action's retry)
 * queues it again. A document the ERP has booked meanwhile stays as it is.
 */
export async function failErpPosting(tx: Tx, document: DocumentColumns, message: string): Promise<void> {
  if (document.isInErp) return;
  const remark = message.slice(0, MessageLength);
  const outcome = applySystemOutcome(await tenantWorkflow(tx), workflowDocumentOf(document), {
    Action: 'Post',
    Status: 'Error',
    Remark: remark,
  });
  // A workflow without the Error status keeps the document where it is, with the message.
  const state = outcome.ok ? outcome.state : { ...stateOf(workflowDocumentOf(document)), LastAction: 'Post' };
  await tx
    .update(documents)
    .set({
      ...workflowColumnsOf(state),
      isWaitingForErp: false,
      errorMessage: remark,
      lastHistory: 'Post',
      lastUpdate: nextUpdate,
    })
    .where(eq(documents.id, document.id));
  await tx.insert(documentHistory).values({
    tenantId: document.tenantId,
    documentId: document.id,
    userId: null,
    action: 'Post',
    status: state.Status,
    remark,
  });
  await audit(tx, {
    tenantId: document.tenantId,
    userId: null,
    entity: 'Document',
    entityId: document.id,
    action: 'update',
    changes: { Action: 'Post', Status: { from: document.status, to: state.Status }, ErrorMessage: remark },
  });
  await publishLiveEvent(tx, document.tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: document.id,
    CompanyId: document.companyId,
  });
}
