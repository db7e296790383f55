import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { WorkflowDocument } from '../../../domain/workflow/document';
import { type AllowedAction, allowedActions, suggestedAction } from '../../../domain/workflow/engine';
import { matchSuggestionRoute, type Route } from '../../../domain/workflow/routes';
import type { Tx } from '../../db/client';
import { isoTimestamp } from '../../presenters/document';
import { isRemovedFromWorkflow } from '../companies/removeFromWorkflowGuard';
import { requireVisibleDocument } from '../documents/access';
import type { DocumentRow } from '../documents/records';
import { routesForMatching } from '../routes/suggestionRoutes';
import type { Actor } from '../users/actor';
import { tenantWorkflow } from '../workflowSettings/tenantWorkflow';
import { workflowActorOf } from './actor';
import { workflowDocumentOf } from './document';
import { lockHolderOf } from './locks';

/** DocumentAction/GetActionsForInvoice. Route: the suggestion route that fits the document, or null. */
export type ActionsForInvoice = {
  Actions: AllowedAction[];
  SuggestedAction: string | null;
  SuggestedUserId: string | null;
  Route: Route | null;
  LastInvoiceUpdate: string;
};

/** The suggestion route for the document as it waits now (domain matchSuggestionRoute). */
async function suggestionRouteOf(
  tx: Tx,
  actor: Actor,
  row: DocumentRow,
  document: WorkflowDocument,
): Promise<Route | null> {
  const routes = await routesForMatching(tx, actor, document.CompanyId);
  return matchSuggestionRoute(routes, {
    CompanyId: document.CompanyId,
    RelationId: row.document.relationId,
    Status: document.Status,
    CurrentUserId: document.CurrentUserId,
    LastAction: document.LastAction,
  });
}

/**
 * What the actor may do with a visible document now: nothing while another user holds its lock or once
 * its company was removed from the workflow.
 */
export async function actionsOf(
  tx: Tx,
  actor: Actor,
  id: string,
  documentType?: OverviewDocumentType,
): Promise<{ row: DocumentRow; document: WorkflowDocument; result: ActionsForInvoice }> {
  const row = await requireVisibleDocument(tx, actor, id, documentType);
  const document = workflowDocumentOf(row.document);
  // Also nothing once the document's company was removed from the workflow.
  // Nor while the document waits for its ERP: the posting decides where it goes next.
  const locked =
    row.document.isWaitingForErp ||
    (await lockHolderOf(tx, actor, id)) !== null ||
    (await isRemovedFromWorkflow(tx, row.document.companyId));
  const workflowActor = await workflowActorOf(tx, actor);
  const workflow = await tenantWorkflow(tx);
  const actions = locked ? [] : allowedActions(workflow, document, workflowActor);
  const suggested = locked ? null : suggestedAction(workflow, document, workflowActor);
  const route = locked ? null : await suggestionRouteOf(tx, actor, row, document);
  // The route's action is suggested only when the actor may perform it now.
  const routed = route && actions.some((allowed) => allowed.Action === route.ActionId) ? route : null;
  return {
    row,
    document,
    result: {
      Actions: actions,
      SuggestedAction: routed?.ActionId ?? suggested?.SuggestedAction ?? null,
      SuggestedUserId: routed?.SendToUserId ?? suggested?.SuggestedUserId ?? null,
      Route: route,
      LastInvoiceUpdate: isoTimestamp(row.document.lastUpdate),
    },
  };
}

/** DocumentAction/GetActionsForInvoice/{id}. */
export async function actionsForDocument(
  tx: Tx,
  actor: Actor,
  id: string,
  documentType?: OverviewDocumentType,
): Promise<ActionsForInvoice> {
  return (await actionsOf(tx, actor, id, documentType)).result;
}
