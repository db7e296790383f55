import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Route } from '../../../domain/workflow/routes';
import type { Tx } from '../../db/client';
import { workflowRoutes } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { companyPolicy, visibleCompanyIds } from '../../policies/company';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { routePolicy } from './policy';
import { presentRoute, type RouteRow, routeFields } from './present';
import { isActiveAssignee, isVendor } from './references';

/** A route as saved: the wire fields without Id. */
export type RouteInput = Omit<Route, 'Id'>;

/** Which routes a list asks for (GET /Route). */
export type RouteFilter = { routeType?: Route['RouteType']; companyId?: string; userRoutes?: boolean };

/** The routes the actor may see: their own user routes and the shared ones; companies they see. */
function visibleRoutes(actor: Actor, filter: RouteFilter = {}): SQL | undefined {
  const own = and(eq(workflowRoutes.isUserRoute, true), eq(workflowRoutes.ownerUserId, actor.userId));
  const shared = eq(workflowRoutes.isUserRoute, false);
  const whose = filter.userRoutes === true ? own : filter.userRoutes === false ? shared : or(own, shared);
  const companies = visibleCompanyIds(actor);
  return and(
    whose,
    filter.routeType ? eq(workflowRoutes.routeType, filter.routeType) : undefined,
    filter.companyId ? eq(workflowRoutes.companyId, filter.companyId) : undefined,
    companies === 'all'
      ? undefined
      : // A route without a company holds for every company.
        or(
          isNull(workflowRoutes.companyId),
          companies.size ? inArray(workflowRoutes.companyId, [...companies]) : undefined,
        ),
  );
}

/** GET /Route: own user routes, and shared ones for holders of the SuggestionRoutes right. */
export async function listRoutes(tx: Tx, actor: Actor, filter: RouteFilter): Promise<Route[]> {
  if (filter.userRoutes === false && !routePolicy.editShared(actor)) return [];
  const scoped = routePolicy.editShared(actor) ? filter : { ...filter, userRoutes: true };
  const rows = await tx
    .select()
    .from(workflowRoutes)
    .where(visibleRoutes(actor, scoped))
    .orderBy(asc(workflowRoutes.createdAt), asc(workflowRoutes.id));
  return rows.map(presentRoute);
}

/** The routes a document's suggestion is chosen from: the actor's own and the shared ones, oldest first. */
export async function routesForMatching(tx: Tx, actor: Actor, companyId: string): Promise<Route[]> {
  const rows = await tx
    .select()
    .from(workflowRoutes)
    .where(
      and(
        visibleRoutes(actor),
        or(eq(workflowRoutes.companyId, companyId), isNull(workflowRoutes.companyId)),
      ),
    )
    .orderBy(asc(workflowRoutes.createdAt), asc(workflowRoutes.id));
  return rows.map(presentRoute);
}

/** One route the actor may see, else 404 Route_Not_Found (another user's own route included). */
export async function loadRoute(tx: Tx, actor: Actor, id: string): Promise<RouteRow> {
  const [row] = await tx.select().from(workflowRoutes).where(eq(workflowRoutes.id, id));
  if (!row || !routePolicy.read(actor, row)) throw notFound('Route_Not_Found');
  return row;
}

/** Refuses what a route may not name: an invisible company, an unknown assignee or vendor. */
async function checkRoute(tx: Tx, actor: Actor, route: RouteInput): Promise<RouteInput> {
  if (route.CompanyId !== null && !companyPolicy.read(actor, route.CompanyId)) throw forbidden();
  if (!route.IsUserRoute && !routePolicy.editShared(actor)) throw forbidden();
  const errors: Record<string, string> = {};
  if (route.SendToUserId && !(await isActiveAssignee(tx, route.SendToUserId)))
    errors.SendToUserId = 'Validation_In_List';
  if (route.CurrentUserId && !(await isActiveAssignee(tx, route.CurrentUserId)))
    errors.CurrentUserId = 'Validation_In_List';
  const vendorRoute = route.RouteType === 'SuggestionRoute';
  if (vendorRoute && !route.RelationId) errors.RelationId = 'Validation_Required';
  if (vendorRoute && route.RelationId && !(await isVendor(tx, route.RelationId, route.CompanyId)))
    errors.RelationId = 'Validation_In_List';
  if (Object.keys(errors).length) throw validationFailed(errors);
  // A route for all vendors names none.
  return vendorRoute ? route : { ...route, RelationId: null };
}

const columnsOf = (route: RouteInput) => ({
  routeType: route.RouteType,
  actionId: route.ActionId,
  currentUserId: route.CurrentUserId,
  sendToUserId: route.SendToUserId,
  defaultText: route.DefaultText.trim(),
  routeOption: route.RouteOption,
  lastAction: route.LastAction,
  status: route.Status,
  isUserRoute: route.IsUserRoute,
  companyId: route.CompanyId,
  relationId: route.RelationId,
});

/** POST /Route: a user route of the actor, or a shared one with the SuggestionRoutes right. */
export async function createRoute(tx: Tx, actor: Actor, input: RouteInput): Promise<Route> {
  const route = await checkRoute(tx, actor, input);
  const [row] = await tx
    .insert(workflowRoutes)
    .values({
      tenantId: actor.tenantId,
      ...columnsOf(route),
      ownerUserId: route.IsUserRoute ? actor.userId : null,
    })
    .returning();
  const created = presentRoute(row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Route',
    entityId: row.id,
    action: 'create',
    changes: routeFields(created),
  });
  return created;
}

/** PUT /Route/{id}: changes a route the actor may change; a user route stays its owner's. */
export async function updateRoute(tx: Tx, actor: Actor, id: string, input: RouteInput): Promise<Route> {
  const before = await loadRoute(tx, actor, id);
  if (!routePolicy.edit(actor, before)) throw forbidden();
  const route = await checkRoute(tx, actor, input);
  const [row] = await tx
    .update(workflowRoutes)
    .set({
      ...columnsOf(route),
      ownerUserId: route.IsUserRoute ? (before.ownerUserId ?? actor.userId) : null,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(workflowRoutes.id, id))
    .returning();
  const updated = presentRoute(row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Route',
    entityId: id,
    action: 'update',
    changes: changedFields(routeFields(presentRoute(before)), routeFields(updated)),
  });
  return updated;
}

/** DELETE /Route/{id}. */
export async function deleteRoute(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadRoute(tx, actor, id);
  if (!routePolicy.edit(actor, before)) throw forbidden();
  await tx.delete(workflowRoutes).where(eq(workflowRoutes.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Route',
    entityId: id,
    action: 'delete',
    changes: routeFields(presentRoute(before)),
  });
}
