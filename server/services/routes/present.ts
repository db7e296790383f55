import type { DocumentStatus, OverviewDocumentType } from '../../../domain/documents/enums';
import type { ActionName } from '../../../domain/workflow/actions';
import type { AutoRoute, Route, RouteOption, RouteType } from '../../../domain/workflow/routes';
import type { autoRoutes, workflowRoutes } from '../../db/schema/index';

export type RouteRow = typeof workflowRoutes.$inferSelect;
export type AutoRouteRow = typeof autoRoutes.$inferSelect;

/** A stored suggestion or user route as the spec names it (spec 001 §3 Route). */
export function presentRoute(row: RouteRow): Route {
  return {
    Id: row.id,
    RouteType: row.routeType as RouteType,
    ActionId: row.actionId as ActionName,
    CurrentUserId: row.currentUserId,
    SendToUserId: row.sendToUserId,
    DefaultText: row.defaultText,
    RouteOption: row.routeOption as RouteOption,
    LastAction: row.lastAction,
    Status: row.status as DocumentStatus | null,
    IsUserRoute: row.isUserRoute,
    CompanyId: row.companyId,
    RelationId: row.relationId,
  };
}

/** A stored auto route as domain/workflow/routes.ts names it. */
export function presentAutoRoute(row: AutoRouteRow): AutoRoute {
  return {
    Id: row.id,
    Name: row.name,
    IsActive: row.isActive,
    Conditions: {
      CompanyId: row.companyId,
      RelationId: row.relationId,
      DocumentType: row.documentType as OverviewDocumentType | null,
      AmountFrom: row.amountFrom,
      AmountUntil: row.amountUntil,
      GeneralLedgerAccount: row.generalLedgerAccount,
      CostCenter: row.costCenter,
    },
    Steps: row.steps,
  };
}

/** The audit changes of a route: its wire fields without the Id. */
export function routeFields(route: Route | AutoRoute): Record<string, unknown> {
  const { Id: _id, ...fields } = route;
  return fields;
}
