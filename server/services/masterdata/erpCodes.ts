import { and, eq } from 'drizzle-orm';
import {
  type CodeList,
  type CodeListOwnField,
  CodeListOwnFields,
  codeListProblems,
  type ErpCodeFields,
} from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { erpCodes } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { masterDataPolicy } from '../../policies/masterdata';
import { presentErpCode } from '../../presenters/masterdata';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { erpCodeByCode } from './erpCodeQueries';
import { assertVisibleCompany } from './visibleCompany';

type ErpCodeRow = typeof erpCodes.$inferSelect;
type Columns = Omit<typeof erpCodes.$inferInsert, 'tenantId' | 'companyId' | 'list' | 'id'>;

/** The columns an entry fills; own fields of other lists stay null, whatever the body carried. */
function erpCodeColumns(list: CodeList, input: ErpCodeFields): Columns {
  const own = new Set<CodeListOwnField>(CodeListOwnFields[list]);
  const ownField = <T>(field: CodeListOwnField, value: T | null) => (own.has(field) ? value : null);
  return {
    code: input.Code,
    description: input.Description,
    defaultDescription: input.DefaultDescription,
    isBlocked: input.IsBlocked,
    accountType: ownField('AccountType', input.AccountType),
    vatCode: ownField('VatCode', input.VatCode),
    percentage: ownField('Percentage', input.Percentage),
    category: ownField('Category', input.Category),
    scenarioCode: ownField('ScenarioCode', input.ScenarioCode),
    days: ownField('Days', input.Days),
    unit: ownField('Unit', input.Unit),
    unitPrice: ownField('UnitPrice', input.UnitPrice),
    ledgerCode: ownField('LedgerCode', input.LedgerCode),
    symbol: ownField('Symbol', input.Symbol),
  };
}

/** Refuses the list's own-field problems and a code the list already has (case-insensitive). */
async function assertValidEntry(tx: Tx, list: CodeList, input: ErpCodeFields, selfId?: string) {
  const problems = codeListProblems(list, input);
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  const existing = await erpCodeByCode(tx, { companyId: input.CompanyId, list }, input.Code);
  if (existing && existing.id !== selfId) throw validationFailed({ Code: 'Validation_Code_Not_Unique' });
}

/** Loads an entry of the list that the actor may see, or answers 404 Code_Not_Found / 403. */
export async function loadErpCode(tx: Tx, actor: Actor, list: CodeList, id: string): Promise<ErpCodeRow> {
  const [row] = await tx
    .select()
    .from(erpCodes)
    .where(and(eq(erpCodes.id, id), eq(erpCodes.list, list)));
  if (!row) throw notFound('Code_Not_Found');
  if (!masterDataPolicy.read(actor, row.companyId)) throw forbidden();
  return row;
}

/** Adds an entry to a company's code list. */
export async function createErpCode(
  tx: Tx,
  actor: Actor,
  list: CodeList,
  input: ErpCodeFields,
): Promise<ErpCodeRow> {
  await assertVisibleCompany(tx, actor, input.CompanyId);
  if (!masterDataPolicy.editCodeLists(actor, input.CompanyId)) throw forbidden();
  await assertValidEntry(tx, list, input);
  const [row] = await tx
    .insert(erpCodes)
    .values({ ...erpCodeColumns(list, input), tenantId: actor.tenantId, companyId: input.CompanyId, list })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: list,
    entityId: row.id,
    action: 'create',
    changes: { Code: row.code, Description: row.description },
  });
  return row;
}

/** Changes an entry; it stays in its company (a body naming another one is refused). */
export async function updateErpCode(
  tx: Tx,
  actor: Actor,
  list: CodeList,
  id: string,
  input: ErpCodeFields,
): Promise<ErpCodeRow> {
  const before = await loadErpCode(tx, actor, list, id);
  if (!masterDataPolicy.editCodeLists(actor, before.companyId)) throw forbidden();
  if (input.CompanyId !== before.companyId) throw validationFailed({ CompanyId: 'Validation_In_List' });
  await assertValidEntry(tx, list, input, id);
  const [row] = await tx
    .update(erpCodes)
    .set({ ...erpCodeColumns(list, input), updatedAt: new Date().toISOString() })
    .where(eq(erpCodes.id, id))
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: list,
    entityId: id,
    action: 'update',
    changes: changedFields(presentErpCode(before), presentErpCode(row)),
  });
  return row;
}

/** Removes an entry: documents keep the code they were coded with, it is only no longer offered. */
export async function deleteErpCode(tx: Tx, actor: Actor, list: CodeList, id: string): Promise<void> {
  const before = await loadErpCode(tx, actor, list, id);
  if (!masterDataPolicy.editCodeLists(actor, before.companyId)) throw forbidden();
  await tx.delete(erpCodes).where(eq(erpCodes.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: list,
    entityId: id,
    action: 'delete',
    changes: { Code: before.code, Description: before.description },
  });
}
