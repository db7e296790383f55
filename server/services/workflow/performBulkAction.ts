import { and, inArray } from 'drizzle-orm';
import type { DocumentRecord } from '../../../domain/documents/document';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { applyAction } from '../../../domain/workflow/engine';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { visibleDocuments } from '../../policies/document';
import { removedCompanyIds } from '../companies/removeFromWorkflowGuard';
import { selectDocumentRows } from '../documents/records';
import type { QueuedErpActions } from '../erp/actions/queuedErpActions';
import type { Actor } from '../users/actor';
import { tenantWorkflow } from '../workflowSettings/tenantWorkflow';
import { workflowActorOf } from './actor';
import { workflowDocumentOf } from './document';
import { lockHolderOf } from './locks';
import { requireKnownNextUser } from './nextUser';
import { presentedDocument } from './performAction';
import { WaitingForErpKey } from './postThroughErp';
import { refusalStatus } from './refusal';
import { type Decided, writeAction } from './writeAction';

/** The most documents one bulk action takes (what the overview can select). */
export const MaximumBulkDocuments = 500;

/** Document/PostNewActions as the service takes it. */
export type NewBulkAction = {
  DocumentIds: string[];
  DocumentType: OverviewDocumentType;
  NextAction: string;
  NextUserId?: string | null;
  Remark?: string | null;
};

/**
 * Document/PostNewActions: one access check over all ids (an invisible one: 404 for the whole call),
 * then the engine's decision for every document before anything is written; when one document may not
 * take the action nothing changes and the answer names, per document, why (`Errors: {id: key}`).
 */
export async function performBulkAction(
  tx: Tx,
  actor: Actor,
  request: NewBulkAction,
  queued?: QueuedErpActions,
): Promise<{ Documents: DocumentRecord[] }> {
  const ids = [...new Set(request.DocumentIds)];
  const visible = visibleDocuments(actor, request.DocumentType);
  const rows = await selectDocumentRows(tx, and(inArray(documents.id, ids), visible) ?? visible);
  const found = new Set(rows.map((row) => row.document.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError(
      404,
      'Document_Not_Found',
      [],
      Object.fromEntries(missing.map((id) => [id, 'Document_Not_Found'])),
    );
  await requireKnownNextUser(tx, request.NextUserId, request.NextAction);
  const workflowActor = await workflowActorOf(tx, actor);
  const workflow = await tenantWorkflow(tx);
  const removed = await removedCompanyIds(
    tx,
    rows.map((row) => row.document.companyId),
  );
  const decided: Decided[] = [];
  const errors: Record<string, string> = {};
  let status = 400;
  for (const row of rows) {
    const holder = await lockHolderOf(tx, actor, row.document.id);
    if (holder !== null) {
      errors[row.document.id] = `Document_Is_Locked%%${holder}`;
      status = 423;
      continue;
    }
    if (row.document.isWaitingForErp) {
      errors[row.document.id] = WaitingForErpKey;
      if (status === 400) status = 409;
      continue;
    }
    if (removed.has(row.document.companyId)) {
      errors[row.document.id] = 'Company_Removed_From_Workflow';
      if (status !== 423) status = 403;
      continue;
    }
    const outcome = applyAction(workflow, workflowDocumentOf(row.document), workflowActor, {
      Action: request.NextAction,
      NextUserId: request.NextUserId,
      Remark: request.Remark,
    });
    if (outcome.ok) decided.push({ row, state: outcome.state, history: outcome.history });
    else {
      errors[row.document.id] = outcome.refusal.key;
      if (refusalStatus(outcome.refusal) === 403 && status !== 423) status = 403;
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError(status, 'Bulk_Action_Not_Allowed', [], errors);
  for (const one of decided) await writeAction(tx, actor, one, queued);
  const Documents: DocumentRecord[] = [];
  for (const id of ids) Documents.push(await presentedDocument(tx, id));
  return { Documents };
}
