import type { OverviewDocumentType } from '../../../../domain/documents';
import {
  type ActionName,
  type Route,
  type RouteType,
  reconcileRoute,
  routeChanged,
} from '../../../../domain/workflow';
import { messageOf } from '../../../api/apiError';
import { createRouteFromAction, deleteRoute, updateRouteFromAction } from '../../../api/routes';
import { popups } from '../../../shell/popups/popupStore';

/** The panel's "remember as route" choice: nothing, the user's own route, or a shared suggestion route. */
export const RouteRemembers = ['None', 'UserRoute', 'SuggestionRoute', 'SuggestionRouteAllVendors'] as const;
export type RouteRemember = (typeof RouteRemembers)[number];

/** The label key of each choice. */
export const routeRememberKeys: Record<RouteRemember, string> = {
  None: 'Route_Remember_None',
  UserRoute: 'Route_Remember_User',
  SuggestionRoute: 'Route_Remember_Vendor',
  SuggestionRouteAllVendors: 'Route_Remember_All_Vendors',
};

/** The choice a suggested route stands for: keeping it preselected leaves it alone (spec 001 §4). */
export function rememberOf(route: Pick<Route, 'RouteType' | 'IsUserRoute'> | null): RouteRemember {
  if (!route || route.RouteType === 'None' || route.RouteType === 'AutoRoute') return 'None';
  return route.IsUserRoute ? 'UserRoute' : route.RouteType;
}

/** The route type a choice creates; a user route is for the document's vendor when it has one. */
export function routeTypeOf(remember: RouteRemember, hasVendor: boolean): RouteType {
  if (remember === 'UserRoute') return hasVendor ? 'SuggestionRoute' : 'SuggestionRouteAllVendors';
  return remember;
}

/** The action just performed, as the route calls take it. */
export type PerformedAction = {
  DocumentId: string;
  DocumentType: OverviewDocumentType;
  NextAction: ActionName;
  NextUserId: string | null;
  Remark: string;
  HasVendor: boolean;
};

/**
 * Reconciles the route after a successful action (spec 001 §4) and shows the outcome as a popup: the
 * action itself already succeeded, so a failure here is only reported.
 */
export async function reconcileAfterAction(
  performed: PerformedAction,
  remember: RouteRemember,
  suggested: Route | null,
): Promise<void> {
  const { HasVendor, ...action } = performed;
  const RouteType = routeTypeOf(remember, HasVendor);
  const UserChanged = routeChanged(suggested, {
    ActionId: action.NextAction,
    SendToUserId: action.NextUserId,
    DefaultText: action.Remark,
  });
  const plan = reconcileRoute({ RouteType, SuggestedRoute: suggested, UserChanged });
  if (plan.operation === 'none') return;
  const request = { ...action, RouteType, IsUserRoute: remember === 'UserRoute' };
  try {
    if (plan.operation === 'create') await createRouteFromAction(request);
    else if (plan.operation === 'update')
      await updateRouteFromAction({ ...request, RouteId: plan.routeId, RouteOption: 'None' });
    else await deleteRoute(plan.routeId);
    popups.add({ Message: plan.message, Icon: 'check' });
  } catch (error) {
    popups.add({ Message: messageOf(error), Icon: 'close' });
  }
}
