import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyInput } from '../../../domain/entities/company';
import { isValidIban } from '../../../domain/iban/index';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import { forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { companyPolicy } from '../../policies/company';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { companyColumns } from './columns';

type Input = z.output<typeof CompanyInput>;
type CompanyRow = typeof companies.$inferSelect;

function assertIbans(input: Input): void {
  const index = input.Ibans.findIndex((iban) => !isValidIban(iban));
  if (index >= 0) throw validationFailed({ [`Ibans.${index}`]: 'Validation_Iban_Not_Valid' });
}

async function assertParent(tx: Tx, input: Input, selfId?: string): Promise<void> {
  if (!input.ErpParentCompanyId) return;
  if (input.ErpParentCompanyId === selfId)
    throw validationFailed({ ErpParentCompanyId: 'Validation_Not_Equal' });
  const [parent] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.ErpParentCompanyId));
  if (!parent) throw validationFailed({ ErpParentCompanyId: 'Validation_In_List' });
}

/** Creates a company of the actor's customer. */
export async function createCompany(tx: Tx, actor: Actor, input: Input): Promise<CompanyRow> {
  if (!companyPolicy.administer(actor)) throw forbidden();
  assertIbans(input);
  await assertParent(tx, input);
  const [row] = await tx
    .insert(companies)
    .values({
      ...companyColumns(input),
      name: input.Name,
      tenantId: actor.tenantId,
      erpLoginStatus: 'WaitingForLoginCheck',
    })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Company',
    entityId: row.id,
    action: 'create',
    changes: { Name: row.name, ErpAdapter: row.erpAdapter },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'CompanyUpdated',
    CompanyId: row.id,
    ByUserId: actor.userId,
  });
  return row;
}

/** Updates a company; a changed ERP adapter means its login has to be checked again. */
export async function updateCompany(tx: Tx, actor: Actor, id: string, input: Input): Promise<CompanyRow> {
  if (!companyPolicy.administer(actor)) throw forbidden();
  const [before] = await tx.select().from(companies).where(eq(companies.id, id));
  if (!before) throw notFound('Company_Not_Found');
  assertIbans(input);
  await assertParent(tx, input, id);
  const adapterChanged = before.erpAdapter !== input.ErpAdapter;
  const [row] = await tx
    .update(companies)
    .set({
      ...companyColumns(input),
      ...(adapterChanged ? { erpLoginStatus: 'WaitingForLoginCheck' } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(companies.id, id))
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Company',
    entityId: id,
    action: 'update',
    changes: changedFields(before, row, ['logisticsPassword', 'erpPassword']),
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'CompanyUpdated',
    CompanyId: id,
    ByUserId: actor.userId,
  });
  return row;
}
