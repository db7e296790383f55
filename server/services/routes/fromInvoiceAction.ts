import type { DocumentStatus, OverviewDocumentType } from '../../../domain/documents/enums';
import type { ActionName } from '../../../domain/workflow/actions';
import type { Route, RouteOption } from '../../../domain/workflow/routes';
import type { Tx } from '../../db/client';
import { validationFailed } from '../../errors';
import { requireVisibleDocument } from '../documents/access';
import type { Actor } from '../users/actor';
import { routePolicy } from './policy';
import { presentRoute } from './present';
import { createRoute, loadRoute, updateRoute } from './suggestionRoutes';

/** The action request a route is made from (spec 001 §3), with the route type the user chose. */
export type RouteFromAction = {
  DocumentId: string;
  DocumentType: OverviewDocumentType;
  NextAction: ActionName;
  NextUserId: string | null;
  Remark: string;
  RouteType: 'SuggestionRoute' | 'SuggestionRouteAllVendors';
  IsUserRoute: boolean;
  PreviousAction?: string | null;
  PreviousStatus?: DocumentStatus | null;
  CurrentUserId?: string | null;
};

/**
 * The route an action makes: matched on the document as it was before the action (the request's
 * Previous* fields when the client posts the route after the action, else the document as it is now).
 */
async function routeOf(tx: Tx, actor: Actor, request: RouteFromAction): Promise<Omit<Route, 'Id'>> {
  const { document } = await requireVisibleDocument(tx, actor, request.DocumentId, request.DocumentType);
  const vendorRoute = request.RouteType === 'SuggestionRoute';
  if (vendorRoute && !document.relationId) throw validationFailed({ RelationId: 'Validation_Required' });
  return {
    RouteType: request.RouteType,
    ActionId: request.NextAction,
    CurrentUserId: request.CurrentUserId ?? document.currentUserId,
    SendToUserId: request.NextUserId,
    DefaultText: request.Remark,
    RouteOption: 'None',
    LastAction: request.PreviousAction ?? document.lastAction,
    Status: request.PreviousStatus ?? (document.status as DocumentStatus),
    // A shared route only for who may keep shared routes; anyone else gets their own.
    IsUserRoute: request.IsUserRoute || !routePolicy.editShared(actor),
    CompanyId: document.companyId,
    RelationId: vendorRoute ? document.relationId : null,
  };
}

/** POST /Route/CreateRouteFromInvoiceAction. */
export async function createRouteFromAction(tx: Tx, actor: Actor, request: RouteFromAction): Promise<Route> {
  return createRoute(tx, actor, await routeOf(tx, actor, request));
}

/**
 * PUT /Route/UpdateRouteFromInvoiceAction: the user changed the suggested route's action, user or text;
 * the route keeps what it is matched on.
 */
export async function updateRouteFromAction(
  tx: Tx,
  actor: Actor,
  request: RouteFromAction & { RouteId: string; RouteOption: RouteOption },
): Promise<Route> {
  await requireVisibleDocument(tx, actor, request.DocumentId, request.DocumentType);
  const current = presentRoute(await loadRoute(tx, actor, request.RouteId));
  const { Id: _id, ...kept } = current;
  return updateRoute(tx, actor, request.RouteId, {
    ...kept,
    ActionId: request.NextAction,
    SendToUserId: request.NextUserId,
    DefaultText: request.Remark,
    RouteOption: request.RouteOption,
  });
}
