import { and, eq, sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../domain/live/events';
import {
  type BankAccountChangeSource,
  type CustomerFields,
  ibanChange,
  needsConfirmation,
  type RelationKind,
  type VendorFields,
} from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { bankAccountChanges, relations } from '../../db/schema/index';
import { AppError, forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { masterDataPolicy } from '../../policies/masterdata';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { customerColumns, vendorColumns } from './relationColumns';
import { relationByCode } from './relationQueries';

type RelationRow = typeof relations.$inferSelect;

/** What a relation write carries: its kind, company and fields, and where the change comes from. */
export type RelationWrite =
  | { kind: 'Vendor'; companyId: string; fields: VendorFields; source: BankAccountChangeSource }
  | { kind: 'Customer'; companyId: string; fields: CustomerFields; source: BankAccountChangeSource };

const columnsOf = (write: RelationWrite) =>
  write.kind === 'Vendor' ? vendorColumns(write.fields) : customerColumns(write.fields);
const codeField = (kind: RelationKind) => (kind === 'Vendor' ? 'ErpCode' : 'Code');

/** The next free numeric code of a company's vendors or customers (1001 for the first). */
export async function nextRelationCode(tx: Tx, companyId: string, kind: RelationKind): Promise<string> {
  const [row] = await tx
    .select({ max: sql<string | null>`max(${relations.code}::numeric)` })
    .from(relations)
    .where(
      and(
        eq(relations.companyId, companyId),
        eq(relations.kind, kind),
        sql`${relations.code} ~ '^[0-9]{1,15}$'`,
      ),
    );
  return String(row?.max ? Number(row.max) + 1 : 1001);
}

async function assertCodeFree(tx: Tx, write: RelationWrite, code: string, selfId?: string) {
  const existing = await relationByCode(tx, { companyId: write.companyId, kind: write.kind }, code);
  if (existing && existing.id !== selfId)
    throw validationFailed({ [codeField(write.kind)]: 'Validation_Code_Not_Unique' });
}

/** Records who changed a relation's accounts from what to what; a new account leaves them unconfirmed. */
export async function recordBankAccountChange(
  tx: Tx,
  actor: { tenantId: string; userId: string | null },
  before: RelationRow,
  after: readonly string[],
  source: BankAccountChangeSource,
): Promise<boolean> {
  if (!ibanChange(before.ibanNumbers, after)) return before.bankAccountConfirmed;
  await tx.insert(bankAccountChanges).values({
    tenantId: actor.tenantId,
    relationId: before.id,
    changedBy: actor.userId,
    source,
    fromIbans: before.ibanNumbers,
    toIbans: [...after],
  });
  return needsConfirmation(before.ibanNumbers, after) ? false : before.bankAccountConfirmed;
}

/** The live event of a changed vendor or customer, for those who may see its company. */
const relationEvent = (kind: RelationKind, id: string, companyId: string, actor: Actor): LiveEvent => ({
  Event: kind === 'Vendor' ? 'VendorUpdated' : 'CustomerUpdated',
  Id: id,
  CompanyId: companyId,
  ByUserId: actor.userId,
});

/** Creates a vendor or customer; an empty code gets the next free number. */
export async function createRelation(tx: Tx, actor: Actor, write: RelationWrite): Promise<RelationRow> {
  if (!masterDataPolicy.createRelation(actor, write.kind, write.companyId)) throw forbidden();
  const columns = columnsOf(write);
  const code = columns.code || (await nextRelationCode(tx, write.companyId, write.kind));
  await assertCodeFree(tx, write, code);
  const [row] = await tx
    .insert(relations)
    .values({ ...columns, code, tenantId: actor.tenantId, companyId: write.companyId, kind: write.kind })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: write.kind,
    entityId: row.id,
    action: 'create',
    changes: { Code: row.code, Name: row.name, IbanNumbers: row.ibanNumbers },
  });
  await publishLiveEvent(tx, actor.tenantId, relationEvent(write.kind, row.id, row.companyId, actor));
  return row;
}

/** Loads a relation of the given kind that the actor may see, or answers 404/403. */
export async function loadRelation(
  tx: Tx,
  actor: Actor,
  kind: RelationKind,
  id: string,
): Promise<RelationRow> {
  const [row] = await tx
    .select()
    .from(relations)
    .where(and(eq(relations.id, id), eq(relations.kind, kind), eq(relations.isDeleted, false)));
  if (!row) throw notFound(`${kind}_Not_Found`);
  if (!masterDataPolicy.read(actor, row.companyId)) throw forbidden();
  return row;
}

/** Updates a vendor or customer; a changed bank account is recorded and waits for a second user's confirmation. */
export async function updateRelation(
  tx: Tx,
  actor: Actor,
  id: string,
  write: Omit<RelationWrite, 'companyId'> & { companyId?: string },
): Promise<RelationRow> {
  const before = await loadRelation(tx, actor, write.kind, id);
  const full = { ...write, companyId: before.companyId } as RelationWrite;
  if (!masterDataPolicy.editRelations(actor, write.kind, before.companyId)) throw forbidden();
  const loadedAt = write.fields.LastUpdate;
  if (loadedAt && loadedAt !== before.updatedAt) throw new AppError(409, 'Record_Is_Updated_By_Other_User');
  const columns = columnsOf(full);
  const code = columns.code || before.code;
  await assertCodeFree(tx, full, code, id);
  const bankAccountConfirmed = await recordBankAccountChange(
    tx,
    actor,
    before,
    columns.ibanNumbers ?? [],
    write.source,
  );
  const [row] = await tx
    .update(relations)
    .set({ ...columns, code, bankAccountConfirmed, updatedAt: new Date().toISOString() })
    .where(eq(relations.id, id))
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: write.kind,
    entityId: id,
    action: 'update',
    changes: changedFields(before, row),
  });
  await publishLiveEvent(tx, actor.tenantId, relationEvent(write.kind, id, row.companyId, actor));
  return row;
}

/** Deletes a relation: it leaves every list, documents that name it keep it. */
export async function deleteRelation(tx: Tx, actor: Actor, kind: RelationKind, id: string): Promise<void> {
  const before = await loadRelation(tx, actor, kind, id);
  if (!masterDataPolicy.editRelations(actor, kind, before.companyId)) throw forbidden();
  await tx
    .update(relations)
    .set({ isDeleted: true, updatedAt: new Date().toISOString() })
    .where(eq(relations.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: kind,
    entityId: id,
    action: 'delete',
    changes: { Code: before.code, Name: before.name },
  });
  await publishLiveEvent(tx, actor.tenantId, relationEvent(kind, id, before.companyId, actor));
}
