import { and, eq, sql } from 'drizzle-orm';
import type { ErpAdapter } from '../../../domain/entities/enums';
import { type PostingRoute, postingRouteOf } from '../../../domain/erp/posting';
import type { Tx } from '../../db/client';
import { companies, documents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { audit } from '../audit/audit';
import type { QueuedErpActions } from '../erp/actions/queuedErpActions';
import { createErpAction } from '../erp/actions/queueErpAction';
import type { Actor } from '../users/actor';
import { releaseLock } from './locks';
import { updatedByOtherUser } from './refusal';
import type { Decided } from './writeAction';

export const WaitingForErpKey = 'Document_Is_Waiting_For_Erp';

/** 409 while the ERP has the document: nothing else happens to it until the posting succeeded or failed. */
export function requireNotWaitingForErp(document: { isWaitingForErp: boolean }): void {
  if (document.isWaitingForErp) throw new AppError(409, WaitingForErpKey);
}

/** How the document's company posts a document of its type (domain/erp/posting.ts). */
export async function postingRouteFor(
  tx: Tx,
  document: { companyId: string; documentType: string },
): Promise<PostingRoute> {
  const [company] = await tx
    .select({ adapter: companies.erpAdapter, featureSetId: companies.erpFeatureSetId })
    .from(companies)
    .where(eq(companies.id, document.companyId));
  if (!company) return 'Manual';
  return postingRouteOf(company.adapter as ErpAdapter, company.featureSetId, document.documentType);
}

/** What a PostDocument action carries: the status the post was decided in, so a retry after Error completes it. */
export type PostDocumentInput = { FromStatus: string; Remark: string };

/**
 * The workflow's Post for a company that posts through its ERP: the engine has allowed it, but the document only
 * moves on once the ERP booked it (handlers/postDocument.ts). Until then it stays where it is, IsWaitingForErp
 * (no other action is offered meanwhile), and for the Erp route a PostDocument action is queued — sent after
 * commit. A Connector company's own connector picks the waiting document up through the public API.
 */
export async function queueErpPosting(
  tx: Tx,
  actor: Actor,
  decided: Decided,
  route: Exclude<PostingRoute, 'Manual'>,
  queued: QueuedErpActions | undefined,
): Promise<void> {
  const before = decided.row.document;
  const [updated] = await tx
    .update(documents)
    .set({
      isWaitingForErp: true,
      errorMessage: '',
      lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
    })
    .where(and(eq(documents.id, before.id), eq(documents.lastUpdate, before.lastUpdate)))
    .returning({ id: documents.id });
  if (!updated) throw updatedByOtherUser();
  const input: PostDocumentInput = { FromStatus: before.status, Remark: decided.history.Remark };
  const actionId =
    route === 'Erp'
      ? await createErpAction(tx, {
          tenantId: actor.tenantId,
          companyId: before.companyId,
          action: 'PostDocument',
          documentId: before.id,
          input,
          createdBy: actor.userId,
        })
      : null;
  if (actionId) queued?.ids.push(actionId);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Document',
    entityId: before.id,
    action: 'update',
    changes: {
      Action: decided.history.Action,
      Remark: decided.history.Remark,
      IsWaitingForErp: { from: before.isWaitingForErp, to: true },
      ...(actionId ? { ErpActionId: actionId } : {}),
    },
  });
  await releaseLock(tx, actor, before.id);
}
