import type { DocumentStatus, OverviewDocumentType } from '../documents/enums';
import type { ActionName } from './actions';
import type { RouteStep } from './document';
import { WorkflowMessageKey } from './messages';

export type { RouteStep } from './document';

/** Route types (spec 000 §3). */
export const RouteTypes = ['None', 'SuggestionRoute', 'SuggestionRouteAllVendors', 'AutoRoute'] as const;
export type RouteType = (typeof RouteTypes)[number];

/** Route options (spec 001 §3: None, AutoRoute; others not shown). */
export const RouteOptions = ['None', 'AutoRoute'] as const;
export type RouteOption = (typeof RouteOptions)[number];

/**
 * A route (spec 001 §3): when a document of this company (and vendor, for a SuggestionRoute) waits for
 * CurrentUserId in Status after LastAction, suggest ActionId to SendToUserId with DefaultText as remark.
 * Null and '' match anything. A user route (IsUserRoute) is someone's own; the others are shared.
 */
export type Route = {
  Id: string;
  RouteType: RouteType;
  ActionId: ActionName;
  CurrentUserId: string | null;
  SendToUserId: string | null;
  DefaultText: string;
  RouteOption: RouteOption;
  LastAction: string;
  Status: DocumentStatus | null;
  IsUserRoute: boolean;
  CompanyId: string | null;
  /** The vendor of a SuggestionRoute; null for SuggestionRouteAllVendors. */
  RelationId: string | null;
};

/** What a suggestion route is matched on: the document and whom it waits for. */
export type RouteContext = {
  CompanyId: string;
  RelationId: string | null;
  Status: DocumentStatus;
  CurrentUserId: string | null;
  LastAction: string;
};

const fits = <T>(condition: T | null | '', value: T) =>
  condition === null || condition === '' || condition === value;

/**
 * The suggestion route for a document: among the routes whose company, status, user and last action fit,
 * one for the document's vendor beats one for all vendors, then someone's own route beats a shared one,
 * then the earlier in the list. Null when none fits.
 */
export function matchSuggestionRoute(routes: readonly Route[], context: RouteContext): Route | null {
  const rank = (route: Route) =>
    (route.RouteType === 'SuggestionRoute' ? 2 : 0) + (route.IsUserRoute ? 1 : 0);
  const candidates = routes.filter(
    (route) =>
      (route.RouteType === 'SuggestionRouteAllVendors' ||
        (route.RouteType === 'SuggestionRoute' &&
          route.RelationId !== null &&
          route.RelationId === context.RelationId)) &&
      fits(route.CompanyId, context.CompanyId) &&
      fits(route.Status, context.Status) &&
      fits(route.CurrentUserId, context.CurrentUserId) &&
      fits(route.LastAction, context.LastAction),
  );
  return candidates.reduce<Route | null>(
    (best, route) => (best && rank(best) >= rank(route) ? best : route),
    null,
  );
}

/** What the user chose in the action panel, compared with the suggested route. */
export type RouteChoice = Pick<Route, 'ActionId' | 'SendToUserId' | 'DefaultText'>;

/** Whether the user changed the suggested route's action, user or text. */
export function routeChanged(suggested: RouteChoice | null, chosen: RouteChoice): boolean {
  if (!suggested) return true;
  return (
    suggested.ActionId !== chosen.ActionId ||
    suggested.SendToUserId !== chosen.SendToUserId ||
    suggested.DefaultText.trim() !== chosen.DefaultText.trim()
  );
}

/** What to do with the route after an action, and the message to show. */
export type RouteReconciliation =
  | { operation: 'none'; message: null }
  | { operation: 'create'; message: typeof WorkflowMessageKey.Route_Created_Successfully }
  | { operation: 'update'; routeId: string; message: typeof WorkflowMessageKey.Route_Updated_Successfully }
  | { operation: 'delete'; routeId: string; message: typeof WorkflowMessageKey.Route_Deleted_Successfully };

/**
 * Route reconciliation after an action, as spec 001 §4 "Performing an action" writes it, in its order:
 * 1. route type None, a suggested route whose type is not None, and the user did not change it → delete it;
 * 2. else a route type set, and no suggested route or an auto route suggested → create a route;
 * 3. else, the user changed the suggested route → update it;
 * 4. else nothing.
 */
export function reconcileRoute(input: {
  RouteType: RouteType;
  SuggestedRoute: Pick<Route, 'Id' | 'RouteType'> | null;
  UserChanged: boolean;
}): RouteReconciliation {
  const { RouteType, SuggestedRoute, UserChanged } = input;
  if (RouteType === 'None' && SuggestedRoute && SuggestedRoute.RouteType !== 'None' && !UserChanged)
    return {
      operation: 'delete',
      routeId: SuggestedRoute.Id,
      message: WorkflowMessageKey.Route_Deleted_Successfully,
    };
  if (RouteType !== 'None' && (!SuggestedRoute || SuggestedRoute.RouteType === 'AutoRoute'))
    return { operation: 'create', message: WorkflowMessageKey.Route_Created_Successfully };
  if (UserChanged && SuggestedRoute)
    return {
      operation: 'update',
      routeId: SuggestedRoute.Id,
      message: WorkflowMessageKey.Route_Updated_Successfully,
    };
  return { operation: 'none', message: null };
}

/** A suggested route is shown only when its Id differs from the current route's (spec 001 §4). */
export function showSuggestedRoute(
  current: Pick<Route, 'Id'> | null,
  suggested: Pick<Route, 'Id'> | null,
): boolean {
  return suggested !== null && suggested.Id !== current?.Id;
}

/** The conditions of an auto route; null means any. Amounts are gross, sign dropped, both ends included. */
export type AutoRouteConditions = {
  CompanyId: string | null;
  RelationId: string | null;
  DocumentType: OverviewDocumentType | null;
  AmountFrom: number | null;
  AmountUntil: number | null;
  GeneralLedgerAccount: string | null;
  CostCenter: string | null;
};

/** An auto route: when its conditions hold as a document becomes verified, it follows these steps. */
export type AutoRoute = {
  Id: string;
  Name: string;
  IsActive: boolean;
  Conditions: AutoRouteConditions;
  Steps: RouteStep[];
};

/** What auto routes look at: the document's header and the ledger accounts and cost centres of its lines. */
export type AutoRouteFacts = {
  CompanyId: string;
  RelationId: string | null;
  DocumentType: OverviewDocumentType;
  GrossAmount: number;
  GeneralLedgerAccounts: readonly string[];
  CostCenters: readonly string[];
  IsDisabledForAutoRouter: boolean;
};

/** Whether an auto route's conditions hold for a document (a line condition: any line has it). */
export function autoRouteApplies(conditions: AutoRouteConditions, facts: AutoRouteFacts): boolean {
  const amount = Math.abs(facts.GrossAmount);
  return (
    fits(conditions.CompanyId, facts.CompanyId) &&
    fits(conditions.RelationId, facts.RelationId ?? '') &&
    fits(conditions.DocumentType, facts.DocumentType) &&
    (conditions.AmountFrom === null || amount >= conditions.AmountFrom) &&
    (conditions.AmountUntil === null || amount <= conditions.AmountUntil) &&
    (conditions.GeneralLedgerAccount === null ||
      facts.GeneralLedgerAccounts.includes(conditions.GeneralLedgerAccount)) &&
    (conditions.CostCenter === null || facts.CostCenters.includes(conditions.CostCenter))
  );
}

/** How specific an auto route is: conditions set (an amount range counts once), then narrower ranges first. */
function specificity({ Conditions: c }: AutoRoute): [number, number] {
  const set = [c.CompanyId, c.RelationId, c.DocumentType, c.GeneralLedgerAccount, c.CostCenter].filter(
    (condition) => condition !== null,
  ).length;
  const ranged = c.AmountFrom !== null || c.AmountUntil !== null;
  const width = (c.AmountUntil ?? Number.POSITIVE_INFINITY) - (c.AmountFrom ?? 0);
  return [set + (ranged ? 1 : 0), width];
}

/**
 * The auto route a document follows: of the active routes whose conditions hold, the most specific —
 * the one with the most conditions set (company, vendor, document type, amount range, ledger account,
 * cost centre each count one); on a tie the narrower amount range; then the earlier in the list.
 * None for a document disabled for the auto router.
 */
export function matchAutoRoute(routes: readonly AutoRoute[], facts: AutoRouteFacts): AutoRoute | null {
  if (facts.IsDisabledForAutoRouter) return null;
  let best: AutoRoute | null = null;
  for (const route of routes) {
    if (!route.IsActive || route.Steps.length === 0 || !autoRouteApplies(route.Conditions, facts)) continue;
    if (!best) {
      best = route;
      continue;
    }
    const [count, width] = specificity(route);
    const [bestCount, bestWidth] = specificity(best);
    if (count > bestCount || (count === bestCount && width < bestWidth)) best = route;
  }
  return best;
}
