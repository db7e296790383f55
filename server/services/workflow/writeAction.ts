import { and, eq, sql } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/documents/document';
import { actionDefinition } from '../../../domain/workflow/actions';
import type { WorkflowHistoryEntry, WorkflowState } from '../../../domain/workflow/document';
import type { Tx } from '../../db/client';
import { documentHistory, documents } from '../../db/schema/index';
import { publishLiveEvent } from '../../live/publish';
import { presentHistoryEntry } from '../../presenters/document';
import { audit, changedFields } from '../audit/audit';
import type { DocumentRow } from '../documents/records';
import type { QueuedErpActions } from '../erp/actions/queuedErpActions';
import { notifyDocumentAssigned } from '../notifications/assignments';
import type { Actor } from '../users/actor';
import { emitDocumentEvents } from '../webhooks/emit';
import { autoRouteStepsFor } from './autoRoute';
import { workflowColumnsOf } from './document';
import { releaseLock } from './locks';
import { postManually } from './postManually';
import { postingRouteFor, queueErpPosting } from './postThroughErp';
import { updatedByOtherUser } from './refusal';

/** What the engine decided for one document: its new state and the history entry. */
export type Decided = { row: DocumentRow; state: WorkflowState; history: WorkflowHistoryEntry };

/** A verified purchase invoice follows its company's matching auto route, when there is one. */
async function withAutoRoute(tx: Tx, { row, state, history }: Decided): Promise<WorkflowState> {
  if (history.Action !== 'Verify' || row.document.documentType !== 'PurchaseInvoice') return state;
  const steps = await autoRouteStepsFor(tx, row.document);
  return steps ? { ...state, RouteSteps: steps, RouteStepIndex: 0 } : state;
}

/** Tells every colleague who may see the document's company, once the action commits (live events). */
function announceAction(tx: Tx, actor: Actor, document: DocumentRow['document']): Promise<void> {
  const event = { Event: 'ActionPerformed', DocumentId: document.id, CompanyId: document.companyId } as const;
  return publishLiveEvent(tx, actor.tenantId, { ...event, ByUserId: actor.userId });
}

/**
 * Writes one decided action in the caller's transaction: the document's workflow columns — only while
 * its last_update is still the one read (a concurrent action makes this a 409, and last_update moves on
 * by at least a millisecond so the client's copy is stale) — the Manual adapter's post, the history row,
 * the audit row; releases the actor's lock and announces the document on its new user's desk.
 * A Post for a company that posts through its ERP only queues the posting (postThroughErp.ts): the step and its
 * history follow when the ERP booked it; `queued` collects the ERP actions to send after commit.
 */
export async function writeAction(
  tx: Tx,
  actor: Actor,
  decided: Decided,
  queued?: QueuedErpActions,
): Promise<HistoryEntry[]> {
  const { row, history } = decided;
  const before = row.document;
  if (history.Action === 'Post') {
    const route = await postingRouteFor(tx, before);
    if (route !== 'Manual') {
      await queueErpPosting(tx, actor, decided, route, queued);
      await emitDocumentEvents(tx, actor.tenantId, before);
      await announceAction(tx, actor, before);
      return [];
    }
  }
  const state = await withAutoRoute(tx, decided);
  const columns = workflowColumnsOf(state);
  const [updated] = await tx
    .update(documents)
    .set({
      ...columns,
      lastHistory: history.Action,
      lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
    })
    .where(and(eq(documents.id, before.id), eq(documents.lastUpdate, before.lastUpdate)))
    .returning({ id: documents.id });
  if (!updated) throw updatedByOtherUser();
  const posted = actionDefinition(history.Action).Kind === 'Post' && history.Action === 'Post';
  const ledgerEntryNumber = posted ? await postManually(tx, before) : before.ledgerEntryNumber;
  const [entry] = await tx
    .insert(documentHistory)
    .values({
      tenantId: actor.tenantId,
      documentId: before.id,
      userId: history.UserId,
      action: history.Action,
      status: history.ToStatus,
      remark: history.Remark,
    })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Document',
    entityId: before.id,
    action: 'update',
    changes: {
      Action: history.Action,
      Remark: history.Remark,
      OnBehalfOfUserId: history.OnBehalfOfUserId,
      ApprovalAmount: history.ApprovalAmount,
      ...changedFields(
        { ...before, ledgerEntryNumber: before.ledgerEntryNumber },
        { ...columns, ledgerEntryNumber },
      ),
    },
  });
  await releaseLock(tx, actor, before.id);
  // Webhooks hear the change with it (the deliveries commit with it; the minute sweep sends them).
  await emitDocumentEvents(tx, actor.tenantId, before);
  await announceAction(tx, actor, before);
  const assignee = state.CurrentUserId;
  if (assignee && assignee !== before.currentUserId && assignee !== actor.userId)
    await notifyDocumentAssigned(tx, { tenantId: actor.tenantId, documentId: before.id, userId: assignee });
  return [presentHistoryEntry(entry, actor.user.name)];
}
