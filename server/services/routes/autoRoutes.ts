import { asc, eq } from 'drizzle-orm';
import { actionDefinition } from '../../../domain/workflow/actions';
import type { AutoRoute } from '../../../domain/workflow/routes';
import type { Tx } from '../../db/client';
import { autoRoutes } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { companyPolicy } from '../../policies/company';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { type AutoRouteRow, presentAutoRoute, routeFields } from './present';
import { isActiveAssignee, isVendor } from './references';

/** An auto route as saved: the wire fields without Id. */
export type AutoRouteInput = Omit<AutoRoute, 'Id'>;

/** Auto routes are kept by holders of the AutoRoutes view right. */
const editsAutoRoutes = (actor: Actor) => actor.viewRights.has('AutoRoutes');

/** Every auto route of the customer environment by name: the order matchAutoRoute breaks ties in. */
export async function listAutoRoutes(tx: Tx): Promise<AutoRoute[]> {
  const rows = await tx.select().from(autoRoutes).orderBy(asc(autoRoutes.name), asc(autoRoutes.id));
  return rows.map(presentAutoRoute);
}

/** One auto route, or 404 AutoRoute_Not_Found. */
export async function loadAutoRoute(tx: Tx, id: string): Promise<AutoRouteRow> {
  const [row] = await tx.select().from(autoRoutes).where(eq(autoRoutes.id, id));
  if (!row) throw notFound('AutoRoute_Not_Found');
  return row;
}

/** Refuses steps nobody can take and conditions nothing can meet, as field keys. */
async function checkAutoRoute(tx: Tx, actor: Actor, route: AutoRouteInput): Promise<void> {
  if (!editsAutoRoutes(actor)) throw forbidden();
  const { Conditions: c } = route;
  if (c.CompanyId !== null && !companyPolicy.read(actor, c.CompanyId)) throw forbidden();
  const errors: Record<string, string> = {};
  if (route.Steps.length === 0) errors.Steps = 'Validation_Required';
  for (const [index, step] of route.Steps.entries()) {
    // An auto route is an approval chain: each step an approve or sign-off.
    if (actionDefinition(step.Action).Kind !== 'Approve')
      errors[`Steps.${index}.Action`] = 'Validation_In_List';
    if (!(await isActiveAssignee(tx, step.SendToUserId)))
      errors[`Steps.${index}.SendToUserId`] = 'Validation_In_List';
  }
  if (c.AmountFrom !== null && c.AmountUntil !== null && c.AmountFrom > c.AmountUntil)
    errors['Conditions.AmountUntil'] = `Validation_Minimum_Value%%${c.AmountFrom}`;
  if (c.RelationId !== null && !(await isVendor(tx, c.RelationId, c.CompanyId)))
    errors['Conditions.RelationId'] = 'Validation_In_List';
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const columnsOf = ({ Name, IsActive, Conditions: c, Steps }: AutoRouteInput) => ({
  name: Name,
  isActive: IsActive,
  companyId: c.CompanyId,
  relationId: c.RelationId,
  documentType: c.DocumentType,
  amountFrom: c.AmountFrom,
  amountUntil: c.AmountUntil,
  generalLedgerAccount: c.GeneralLedgerAccount,
  costCenter: c.CostCenter,
  steps: Steps,
});

/** POST /AutoRoute. */
export async function createAutoRoute(tx: Tx, actor: Actor, input: AutoRouteInput): Promise<AutoRoute> {
  await checkAutoRoute(tx, actor, input);
  const [row] = await tx
    .insert(autoRoutes)
    .values({ tenantId: actor.tenantId, ...columnsOf(input) })
    .returning();
  const created = presentAutoRoute(row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'AutoRoute',
    entityId: row.id,
    action: 'create',
    changes: routeFields(created),
  });
  return created;
}

/** PUT /AutoRoute/{id}. */
export async function updateAutoRoute(
  tx: Tx,
  actor: Actor,
  id: string,
  input: AutoRouteInput,
): Promise<AutoRoute> {
  const before = presentAutoRoute(await loadAutoRoute(tx, id));
  await checkAutoRoute(tx, actor, input);
  const [row] = await tx
    .update(autoRoutes)
    .set({ ...columnsOf(input), updatedAt: new Date().toISOString() })
    .where(eq(autoRoutes.id, id))
    .returning();
  const updated = presentAutoRoute(row);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'AutoRoute',
    entityId: id,
    action: 'update',
    changes: changedFields(routeFields(before), routeFields(updated)),
  });
  return updated;
}

/** DELETE /AutoRoute/{id}: documents already on its steps keep them. */
export async function deleteAutoRoute(tx: Tx, actor: Actor, id: string): Promise<void> {
  if (!editsAutoRoutes(actor)) throw forbidden();
  const before = presentAutoRoute(await loadAutoRoute(tx, id));
  await tx.delete(autoRoutes).where(eq(autoRoutes.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'AutoRoute',
    entityId: id,
    action: 'delete',
    changes: routeFields(before),
  });
}
