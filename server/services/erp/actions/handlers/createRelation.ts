import { eq } from 'drizzle-orm';
import {
  type CustomerFields,
  CustomerInput,
  type RelationKind,
  type VendorFields,
  VendorInput,
} from '../../../../../domain/masterdata/index';
import { relationCreateRequests, relations } from '../../../../db/schema/index';
import { ErpError, type ErpRelationInput } from '../../../../integrations/erp/types';
import { audit } from '../../../audit/audit';
import { customerColumns, vendorColumns } from '../../../masterdata/relationColumns';
import { relationByCode } from '../../../masterdata/relationQueries';
import type { ErpActionHandler, ErpActionRow, Tx } from '../types';

/** What POST /Relation/ queued (services/masterdata/relationCreate.ts): the request and the checked fields. */
type CreateRelationInput = {
  RelationCreateId: string;
  kind: RelationKind;
  fields: VendorFields | CustomerFields;
};

function inputOf(action: ErpActionRow): CreateRelationInput {
  const { RelationCreateId, IsVendor, Relation } = action.input as Record<string, unknown>;
  if (typeof RelationCreateId !== 'string' || typeof IsVendor !== 'boolean')
    throw new ErpError('Rejected', 'Relation_Create_Not_Found');
  const parsed = (IsVendor ? VendorInput : CustomerInput).safeParse(Relation);
  if (!parsed.success) throw new ErpError('Rejected', IsVendor ? 'No_Vendor_Created' : 'No_Customer_Created');
  return { RelationCreateId, kind: IsVendor ? 'Vendor' : 'Customer', fields: parsed.data };
}

/** The relation as the adapter contract asks for it. */
function erpRelationOf(kind: RelationKind, fields: VendorFields | CustomerFields): ErpRelationInput {
  const vendor = kind === 'Vendor' ? (fields as VendorFields) : null;
  return {
    Kind: kind,
    Name: fields.Name,
    StreetAndNumber: vendor?.StreetAndNumber ?? '',
    Postcode: vendor?.Postcode ?? '',
    City: vendor?.City ?? '',
    Country: fields.Country,
    VatNumber: fields.VatNumber,
    IbanNumber: fields.IbanNumbers[0] ?? '',
    BicCode: vendor?.BicCode ?? '',
  };
}

/** Stores the relation under the ERP's code; one the ERP's synchronisation brought in meanwhile is the same one. */
async function storeRelation(
  tx: Tx,
  action: ErpActionRow,
  input: CreateRelationInput,
  code: string,
): Promise<string> {
  const scope = { companyId: action.companyId, kind: input.kind };
  const existing = await relationByCode(tx, scope, code);
  if (existing) return existing.id;
  const columns =
    input.kind === 'Vendor'
      ? vendorColumns(input.fields as VendorFields)
      : customerColumns(input.fields as CustomerFields);
  const [row] = await tx
    .insert(relations)
    .values({ ...columns, code, tenantId: action.tenantId, companyId: action.companyId, kind: input.kind })
    .returning({ id: relations.id });
  await audit(tx, {
    tenantId: action.tenantId,
    userId: action.createdBy,
    entity: input.kind,
    entityId: row.id,
    action: 'create',
    changes: { Code: code, Name: columns.name, IbanNumbers: columns.ibanNumbers, ErpActionId: action.id },
  });
  return row.id;
}

/**
 * CreateRelation: the vendor or customer POST /Relation/ asked for is created in the company's ERP, and then in
 * Ledgerline with the code the ERP gave it; the creation request is Completed with it, which the client's polling
 * (GetCreateStatus) shows. A request already completed (a second run after a crash) is not created again.
 */
export const createRelation: ErpActionHandler = async ({ deps, action, client }) => {
  const input = inputOf(action);
  const [request] = await deps.database.withTenant(action.tenantId, (tx) =>
    tx.select().from(relationCreateRequests).where(eq(relationCreateRequests.id, input.RelationCreateId)),
  );
  if (!request) throw new ErpError('Rejected', 'Relation_Create_Not_Found');
  if (request.status === 'Completed') return { RelationId: request.relationId, AlreadyCreated: true };
  const { Code } = await client.createRelation(erpRelationOf(input.kind, input.fields));
  const code = Code.trim();
  if (code === '')
    throw new ErpError('Rejected', input.kind === 'Vendor' ? 'No_Vendor_Created' : 'No_Customer_Created');
  return deps.database.withTenant(action.tenantId, async (tx) => {
    const relationId = await storeRelation(tx, action, input, code);
    await tx
      .update(relationCreateRequests)
      .set({ status: 'Completed', relationId, errorMessage: '', updatedAt: new Date().toISOString() })
      .where(eq(relationCreateRequests.id, input.RelationCreateId));
    return { RelationId: relationId, Code: code };
  });
};

/** When the creation finally fails: the request is Failed with the ERP's message, which the polling client shows. */
export async function createRelationFailed(tx: Tx, action: ErpActionRow, message: string): Promise<void> {
  const id = (action.input as Record<string, unknown>).RelationCreateId;
  if (typeof id !== 'string') return;
  const [request] = await tx.select().from(relationCreateRequests).where(eq(relationCreateRequests.id, id));
  if (request?.status !== 'Pending') return;
  await tx
    .update(relationCreateRequests)
    .set({ status: 'Failed', errorMessage: message.slice(0, 1000), updatedAt: new Date().toISOString() })
    .where(eq(relationCreateRequests.id, id));
}
