import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { monthlyPeriods, overlappingPeriod, type PeriodInput } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { periods } from '../../db/schema/index';
import { AppError, forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { masterDataPolicy } from '../../policies/masterdata';
import { presentPeriod } from '../../presenters/masterdata';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { assertVisibleCompany } from './visibleCompany';

type PeriodRow = typeof periods.$inferSelect;
type PeriodFields = z.output<typeof PeriodInput>;

const spanOf = (row: PeriodRow) => ({ Code: row.code, StartDate: row.startDate, EndDate: row.endDate });

/** A company's periods by start date. */
export function periodsOf(tx: Tx, companyId: string): Promise<PeriodRow[]> {
  return tx
    .select()
    .from(periods)
    .where(eq(periods.companyId, companyId))
    .orderBy(asc(periods.startDate), asc(periods.code));
}

/** Refuses a code the company already has and dates that overlap another period (Period_Overlaps%%code). */
async function assertFits(tx: Tx, companyId: string, period: PeriodFields, selfId?: string) {
  const others = (await periodsOf(tx, companyId)).filter((row) => row.id !== selfId);
  if (others.some((row) => row.code === period.Code))
    throw validationFailed({ Code: 'Validation_Code_Not_Unique' });
  const overlap = overlappingPeriod(period, others.map(spanOf));
  if (overlap) throw new AppError(400, 'Period_Overlaps', [overlap.Code]);
}

async function assertMayEdit(tx: Tx, actor: Actor, companyId: string) {
  await assertVisibleCompany(tx, actor, companyId);
  if (!masterDataPolicy.editPeriods(actor, companyId)) throw forbidden();
}

async function insertPeriod(tx: Tx, actor: Actor, companyId: string, period: PeriodFields) {
  const [row] = await tx
    .insert(periods)
    .values({
      tenantId: actor.tenantId,
      companyId,
      code: period.Code,
      startDate: period.StartDate,
      endDate: period.EndDate,
      isClosed: period.IsClosed,
    })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Period',
    entityId: row.id,
    action: 'create',
    changes: { Code: row.code, StartDate: row.startDate, EndDate: row.endDate },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'PeriodUpdated',
    Id: row.id,
    CompanyId: companyId,
    ByUserId: actor.userId,
  });
  return row;
}

/** Loads a period the actor may see, or answers 404 Period_Not_Found / 403. */
export async function loadPeriod(tx: Tx, actor: Actor, id: string): Promise<PeriodRow> {
  const [row] = await tx.select().from(periods).where(eq(periods.id, id));
  if (!row) throw notFound('Period_Not_Found');
  if (!masterDataPolicy.read(actor, row.companyId)) throw forbidden();
  return row;
}

/** Adds a period to a company. */
export async function createPeriod(
  tx: Tx,
  actor: Actor,
  companyId: string,
  period: PeriodFields,
): Promise<PeriodRow> {
  await assertMayEdit(tx, actor, companyId);
  await assertFits(tx, companyId, period);
  return insertPeriod(tx, actor, companyId, period);
}

/** Changes a period's code, dates or whether it is closed; it stays in its company. */
export async function updatePeriod(
  tx: Tx,
  actor: Actor,
  id: string,
  period: PeriodFields & { CompanyId?: string },
): Promise<PeriodRow> {
  const before = await loadPeriod(tx, actor, id);
  if (!masterDataPolicy.editPeriods(actor, before.companyId)) throw forbidden();
  if (period.CompanyId !== undefined && period.CompanyId !== before.companyId)
    throw validationFailed({ CompanyId: 'Validation_In_List' });
  await assertFits(tx, before.companyId, period, id);
  const [row] = await tx
    .update(periods)
    .set({
      code: period.Code,
      startDate: period.StartDate,
      endDate: period.EndDate,
      isClosed: period.IsClosed,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(periods.id, id))
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Period',
    entityId: id,
    action: 'update',
    changes: changedFields(presentPeriod(before), presentPeriod(row)),
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'PeriodUpdated',
    Id: id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });
  return row;
}

/** Removes a period; documents keep the period code they were booked in. */
export async function deletePeriod(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadPeriod(tx, actor, id);
  if (!masterDataPolicy.editPeriods(actor, before.companyId)) throw forbidden();
  await tx.delete(periods).where(eq(periods.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Period',
    entityId: id,
    action: 'delete',
    changes: { Code: before.code, StartDate: before.startDate, EndDate: before.endDate },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'PeriodUpdated',
    Id: id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });
}

/**
 * Adds the twelve monthly periods of a year (coded YYYY-MM), skipping codes the company has; a month that would
 * overlap another period refuses the whole year. Answers the periods it added.
 */
export async function generateYear(
  tx: Tx,
  actor: Actor,
  companyId: string,
  year: number,
): Promise<PeriodRow[]> {
  await assertMayEdit(tx, actor, companyId);
  const existing = (await periodsOf(tx, companyId)).map(spanOf);
  const months = monthlyPeriods(year).filter((month) => !existing.some((row) => row.Code === month.Code));
  for (const month of months) {
    const overlap = overlappingPeriod(month, existing);
    if (overlap) throw new AppError(400, 'Period_Overlaps', [overlap.Code]);
  }
  const created: PeriodRow[] = [];
  for (const month of months)
    created.push(await insertPeriod(tx, actor, companyId, { ...month, IsClosed: false }));
  return created;
}
