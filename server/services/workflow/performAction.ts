import { eq } from 'drizzle-orm';
import type { DocumentRecord, HistoryEntry } from '../../../domain/documents/document';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { applyAction } from '../../../domain/workflow/engine';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { notFound } from '../../errors';
import { isoTimestamp, presentDocument } from '../../presenters/document';
import { requireCompanyInWorkflow } from '../companies/removeFromWorkflowGuard';
import { requireVisibleDocument } from '../documents/access';
import { selectDocumentRows } from '../documents/records';
import type { QueuedErpActions } from '../erp/actions/queuedErpActions';
import type { Actor } from '../users/actor';
import { tenantWorkflow } from '../workflowSettings/tenantWorkflow';
import { workflowActorOf } from './actor';
import { workflowDocumentOf } from './document';
import { requireNotLockedByOther } from './locks';
import { requireKnownNextUser } from './nextUser';
import { requireNotWaitingForErp } from './postThroughErp';
import { refusalError, updatedByOtherUser } from './refusal';
import { writeAction } from './writeAction';

/** Document/PostNewAction as the service takes it. */
export type NewAction = {
  DocumentId: string;
  DocumentType: OverviewDocumentType;
  NextAction: string;
  NextUserId?: string | null;
  Remark?: string | null;
  ApprovalAmount?: number | null;
  LastInvoiceUpdate: string;
};

/** The answer of PostNewAction: the document as GetDetail shows it, the new history, its new LastUpdate. */
export type ActionResult = { Document: DocumentRecord; History: HistoryEntry[]; LastInvoiceUpdate: string };

/** The document as presented, read again after the action. */
export async function presentedDocument(tx: Tx, id: string): Promise<DocumentRecord> {
  const [row] = await selectDocumentRows(tx, eq(documents.id, id));
  if (!row) throw notFound('Document_Not_Found');
  return presentDocument(row);
}

/**
 * Document/PostNewAction: the one access check (visible, else 404), the client's copy still current
 * (else 409), nobody else holding the lock (else 423), its company still in the workflow (else 403
 * Company_Removed_From_Workflow), not waiting for its ERP (else 409 Document_Is_Waiting_For_Erp), the engine's
 * decision (else its refusal), then
 * the action written in this transaction (writeAction.ts).
 */
export async function performAction(
  tx: Tx,
  actor: Actor,
  request: NewAction,
  queued?: QueuedErpActions,
): Promise<ActionResult> {
  const row = await requireVisibleDocument(tx, actor, request.DocumentId, request.DocumentType);
  if (isoTimestamp(row.document.lastUpdate) !== isoTimestamp(request.LastInvoiceUpdate))
    throw updatedByOtherUser();
  requireNotWaitingForErp(row.document);
  await requireNotLockedByOther(tx, actor, row.document.id);
  await requireCompanyInWorkflow(tx, row.document.companyId);
  await requireKnownNextUser(tx, request.NextUserId, request.NextAction);
  const outcome = applyAction(
    await tenantWorkflow(tx),
    workflowDocumentOf(row.document),
    await workflowActorOf(tx, actor),
    {
      Action: request.NextAction,
      NextUserId: request.NextUserId,
      Remark: request.Remark,
      ApprovalAmount: request.ApprovalAmount,
    },
  );
  if (!outcome.ok) throw refusalError(outcome.refusal);
  const history = await writeAction(
    tx,
    actor,
    { row, state: outcome.state, history: outcome.history },
    queued,
  );
  const document = await presentedDocument(tx, row.document.id);
  return { Document: document, History: history, LastInvoiceUpdate: document.LastUpdate };
}
