import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
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
 * POST /Relation/ (spec 002 §4): creates the vendor or customer. The ERP adapters arrive with the ERP issue; until
 * then every company books master data the Manual way, so the relation is complete at once and polling finds it.
 */
export async function requestRelationCreate(
  tx: Tx,
  actor: Actor,
  request: z.output<typeof RelationCreateRequest>,
): Promise<RelationCreateResult> {
  const kind: RelationKind = request.IsVendor ? 'Vendor' : 'Customer';
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, request.CompanyId), eq(companies.isDeleted, false)));
  if (!company) throw notFound('Company_Not_Found');
  if (!masterDataPolicy.createRelation(actor, kind, request.CompanyId)) throw forbidden();
  const fields = parseRelation(request);
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
