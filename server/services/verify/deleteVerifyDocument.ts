import { eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { applyAction } from '../../../domain/workflow/engine';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { publishLiveEvent } from '../../live/publish';
import { selectDocumentRows } from '../documents/records';
import type { Actor } from '../users/actor';
import { workflowActorOf } from '../workflow/actor';
import { workflowDocumentOf } from '../workflow/document';
import { refusalError } from '../workflow/refusal';
import { writeAction } from '../workflow/writeAction';
import { tenantWorkflow } from '../workflowSettings/tenantWorkflow';
import { requireNotBlockedByOther } from './blocking';
import { requireVerifyDocument } from './scope';
import { nextVerifyDocumentId } from './verifyDocuments';

/** The history remark of a document deleted from the verify list (a translation key). */
export const VerifyDeletedRemark = 'Verify_Document_Deleted';

/**
 * Verify/DeleteDocument/{id}: the verifier drops a document that is no invoice (a blank page, a letter). Nothing is
 * removed: the workflow action MarkNotApplicable sets it aside (status Not_Applicable) on the user's behalf, with its
 * history and audit rows, so it leaves the verify list and can be found, and undone, from the overviews. 423 when another
 * user holds it; the engine's refusal when the environment's workflow does not allow it. Answers the next document.
 */
export async function deleteVerifyDocument(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<{ Message: string; NextId: string | null }> {
  const document = await requireVerifyDocument(tx, actor, id, { lock: true });
  await requireNotBlockedByOther(tx, actor, id);
  const [row] = await selectDocumentRows(tx, eq(documents.id, id));
  const outcome = applyAction(
    await tenantWorkflow(tx),
    workflowDocumentOf(row.document),
    // The verify right on a document of the caller's verify list is the permission (checked above); a pure
    // verifier holds no handle scope, so the engine is asked as the system, on the user's behalf.
    { ...(await workflowActorOf(tx, actor)), IsSystem: true },
    { Action: 'MarkNotApplicable', Remark: VerifyDeletedRemark },
  );
  if (!outcome.ok) throw refusalError(outcome.refusal);
  await writeAction(tx, actor, { row, state: outcome.state, history: outcome.history });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'VerifyRecordDeleted',
    DocumentId: id,
    CompanyId: document.companyId,
    ByUserId: actor.userId,
  });
  const filter = {
    companyId: document.companyId,
    documentType: document.documentType as OverviewDocumentType,
  };
  return { Message: VerifyDeletedRemark, NextId: await nextVerifyDocumentId(tx, actor, filter, id) };
}
