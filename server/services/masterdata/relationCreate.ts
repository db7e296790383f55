import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ErpAdapter } from '../../../domain/entities/enums';
import { createsRelationInErp } from '../../../domain/erp/posting';
import {
  CustomerInput,
  type RelationCreateRequest,
  type RelationCreateResult,
  type RelationCreateState,
  type RelationKind,
  VendorInput,
} from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { companies, relationCreateRequests, relations } from '../../db/schema/index';
import { AppError, forbidden, notFound, validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';
import { masterDataPolicy } from '../../policies/masterdata';
import type { QueuedErpActions } from '../erp/actions/queuedErpActions';
import { createErpAction } from '../erp/actions/queueErpAction';
import type { Actor } from '../users/actor';
import { createRelation } from './saveRelation';

type RelationRow = typeof relations.$inferSelect;

/** Parses the relation of a creation request as a vendor or customer; field errors under `Relation.`. */
const underRelation = (errors: Record<string, string>) =>
  validationFailed(
    Object.fromEntries(Object.entries(errors).map(([key, value]) => [`Relation.${key}`, value])),
  );

function parseRelation(request: z.output<typeof RelationCreateRequest>) {
  const schema = request.IsVendor ? VendorInput : CustomerInput;
  const parsed = schema.safeParse(request.Relation);
  if (!parsed.success) throw underRelation(fieldErrorsOf(parsed.error, request.Relation));
  return parsed.data;
}

/**
 * The creation through the company's ERP: a Pending request and a CreateRelation action (sent after commit through
 * `queued`) that asks the ERP to create it and stores the relation with the code the ERP gave
 * (server/services/erp/actions/handlers/createRelation.ts). The client polls GetCreateStatus meanwhile.
 */
async function requestThroughErp(
  tx: Tx,
  actor: Actor,
  request: z.output<typeof RelationCreateRequest>,
  fields: Record<string, unknown>,
  queued: QueuedErpActions | undefined,
): Promise<RelationCreateResult> {
  const [created] = await tx
    .insert(relationCreateRequests)
    .values({
      tenantId: actor.tenantId,
      companyId: request.CompanyId,
      isVendor: request.IsVendor,
      status: 'Pending',
      requestedBy: actor.userId,
    })
    .returning({ id: relationCreateRequests.id });
  const actionId = await createErpAction(tx, {
    tenantId: actor.tenantId,
    companyId: request.CompanyId,
    action: 'CreateRelation',
    input: { RelationCreateId: created.id, IsVendor: request.IsVendor, Relation: fields },
    createdBy: actor.userId,
  });
  await tx
    .update(relationCreateRequests)
    .set({ erpActionId: actionId })
    .where(eq(relationCreateRequests.id, created.id));
  queued?.ids.push(actionId);
  return { ErpActionId: actionId, RelationCreateId: created.id, ErrorMessage: null };
}

/**
 * POST /Relation/ (spec 002 §4, §7): creates the vendor or customer. A company whose ERP creates relations gets it
 * there first (the ERP gives the code); a Manual company books master data in Ledgerline, so the relation is
 * complete at once and polling finds it.
 */
export async function requestRelationCreate(
  tx: Tx,
  actor: Actor,
  request: z.output<typeof RelationCreateRequest>,
  queued?: QueuedErpActions,
): Promise<RelationCreateResult> {
  const kind: RelationKind = request.IsVendor ? 'Vendor' : 'Customer';
  const [company] = await tx
    .select({ id: companies.id, adapter: companies.erpAdapter, featureSetId: companies.erpFeatureSetId })
    .from(companies)
    .where(and(eq(companies.id, request.CompanyId), eq(companies.isDeleted, false)));
  if (!company) throw notFound('Company_Not_Found');
  if (!masterDataPolicy.createRelation(actor, kind, request.CompanyId)) throw forbidden();
  const fields = parseRelation(request);
  if (createsRelationInErp(company.adapter as ErpAdapter, company.featureSetId, kind))
    return requestThroughErp(tx, actor, request, fields, queued);
  const row = await createRelation(
    tx,
    actor,
    kind === 'Vendor'
      ? {
          kind,
          companyId: request.CompanyId,
          fields: fields as z.output<typeof VendorInput>,
          source: 'Manual',
        }
      : {
          kind,
          companyId: request.CompanyId,
          fields: fields as z.output<typeof CustomerInput>,
          source: 'Manual',
        },
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.fieldErrors) throw underRelation(error.fieldErrors);
    throw error;
  });
  const [created] = await tx
    .insert(relationCreateRequests)
    .values({
      tenantId: actor.tenantId,
      companyId: request.CompanyId,
      isVendor: request.IsVendor,
      status: 'Completed',
      relationId: row.id,
      requestedBy: actor.userId,
    })
    .returning();
  return { ErpActionId: created.erpActionId, RelationCreateId: created.id, ErrorMessage: null };
}

/** GET /Vendor|Customer/GetCreateStatus/{createId}: where a creation stands, with the relation once it is there. */
export async function relationCreateStatus<T>(
  tx: Tx,
  actor: Actor,
  kind: RelationKind,
  createId: string,
  present: (row: RelationRow) => T,
): Promise<RelationCreateState<T>> {
  const [request] = await tx
    .select()
    .from(relationCreateRequests)
    .where(
      and(eq(relationCreateRequests.id, createId), eq(relationCreateRequests.isVendor, kind === 'Vendor')),
    );
  if (!request) throw notFound('Relation_Create_Not_Found');
  if (!masterDataPolicy.read(actor, request.companyId)) throw forbidden();
  const [row] = request.relationId
    ? await tx.select().from(relations).where(eq(relations.id, request.relationId))
    : [];
  return {
    Status: request.status as RelationCreateState<T>['Status'],
    Relation: row ? present(row) : null,
    ErrorMessage: request.errorMessage || null,
  };
}
