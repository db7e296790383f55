import { and, eq, lt, sql } from 'drizzle-orm';
import type { ErpAdapter, LogisticsAdapter } from '../../../../domain/entities/enums';
import { CompanyUpdateJobs } from '../../../../domain/erp/enums';
import { companyUpdateJobsOf, isSyncDue, isSyncJob } from '../../../../domain/erp/sync';
import type { Database } from '../../../db/client';
import { companies, erpActions } from '../../../db/schema/index';
import type { JobQueue } from '../../../jobs/jobs';
import { failErpAction } from './failErpAction';
import { queuePaymentStateReading } from './handlers/readPaymentStates';
import { createErpAction, sendErpAction } from './queueErpAction';

/** How long an ERP action's job may run before the queue gives it up (server/jobs/queue.ts). */
export const ErpActionExpirySeconds = 3600;

// A Queued action is sent again only after this: its own job (sent after commit, or held back until its next
// attempt) normally takes it first, and a job sent twice runs the action once anyway.
const ResendGraceMs = 2 * 60_000;
// Enough for one sweep; the next takes the rest.
const SweepLimit = 1000;

const SyncJobs = CompanyUpdateJobs.filter(isSyncJob);

export type ErpSweepDeps = { database: Database; jobs: JobQueue };
/** `tenantId` sweeps one customer only (tests on a shared database); `now` is the sweep's clock. */
export type ErpSweepOptions = { now?: Date; tenantId?: string };
export type ErpSweepResult = { resent: number; restarted: number; interrupted: number; scheduled: number };

const ofTenant = (column: typeof erpActions.tenantId | typeof companies.tenantId, tenantId?: string) =>
  tenantId ? eq(column, tenantId) : undefined;

/** Queued actions whose job never came or was lost: due (past their next attempt) and waiting past the grace. */
async function resendQueued(deps: ErpSweepDeps, now: Date, tenantId?: string): Promise<number> {
  const before = new Date(now.getTime() - ResendGraceMs).toISOString();
  const due = await deps.database.withService((tx) =>
    tx
      .select({ tenantId: erpActions.tenantId, id: erpActions.id })
      .from(erpActions)
      .where(
        and(
          eq(erpActions.state, 'Queued'),
          sql`coalesce(${erpActions.nextAttemptAt}, ${erpActions.createdAt}) <= ${before}`,
          ofTenant(erpActions.tenantId, tenantId),
        ),
      )
      .limit(SweepLimit),
  );
  for (const action of due) await sendErpAction(deps.jobs, action.tenantId, action.id);
  return due.length;
}

/**
 * Running actions older than the job's expiry: their worker died. The attempt it made counts; with attempts
 * left the action is Queued and sent again, without it is Failed as interrupted — as the runner fails one, so
 * the work it stood for learns so (failErpAction.ts: a posting's document goes to Error).
 */
async function restartStuck(
  deps: ErpSweepDeps,
  now: Date,
  tenantId?: string,
): Promise<{ restarted: number; interrupted: number }> {
  const before = new Date(now.getTime() - ErpActionExpirySeconds * 1000).toISOString();
  const stuck = and(
    eq(erpActions.state, 'Running'),
    lt(erpActions.startedAt, before),
    ofTenant(erpActions.tenantId, tenantId),
  );
  const exhausted = await deps.database.withService((tx) =>
    tx
      .select({ tenantId: erpActions.tenantId, id: erpActions.id })
      .from(erpActions)
      .where(and(stuck, sql`${erpActions.attempts} >= ${erpActions.maxAttempts}`))
      .limit(SweepLimit),
  );
  let interrupted = 0;
  for (const one of exhausted) {
    const failed = await deps.database.withTenant(one.tenantId, async (tx) => {
      // Still stuck once locked: a worker that finished meanwhile keeps its outcome.
      const [action] = await tx
        .select()
        .from(erpActions)
        .where(and(eq(erpActions.id, one.id), stuck))
        .for('update');
      return action
        ? failErpAction(tx, action, 'Erp_Action_Interrupted', { now, loginRefused: false })
        : false;
    });
    if (failed) interrupted++;
  }
  const stamp = now.toISOString();
  const restarted = await deps.database.withService((tx) =>
    tx
      .update(erpActions)
      .set({ state: 'Queued', nextAttemptAt: null, updatedAt: stamp })
      .where(and(stuck, sql`${erpActions.attempts} < ${erpActions.maxAttempts}`))
      .returning({ tenantId: erpActions.tenantId, id: erpActions.id }),
  );
  for (const action of restarted) await sendErpAction(deps.jobs, action.tenantId, action.id);
  return { restarted: restarted.length, interrupted };
}

/**
 * Companies whose scheduled synchronisation is due get an UpdateAll, unless one of their synchronisations is
 * still open (Queued or Running): at most one at a time. Due counts from the last complete synchronisation or
 * the last UpdateAll asked for, whichever is later, so an ERP that keeps failing is tried once per interval.
 */
async function scheduleSyncs(deps: ErpSweepDeps, now: Date, tenantId?: string): Promise<number> {
  // Written out: inside a subquery drizzle would name the outer columns without their table.
  const lastAttemptAt = sql<string | null>`(select max(a.created_at) from erp_actions a
    where a.tenant_id = companies.tenant_id and a.company_id = companies.id and a.action = 'UpdateAll')`;
  const hasOpenSync = sql<boolean>`exists (select 1 from erp_actions a
    where a.tenant_id = companies.tenant_id and a.company_id = companies.id
    and a.state in ('Queued', 'Running') and a.action in (${sql.join(
      SyncJobs.map((job) => sql`${job}`),
      sql`, `,
    )}))`;
  const candidates = await deps.database.withService((tx) =>
    tx
      .select({
        tenantId: companies.tenantId,
        id: companies.id,
        erpAdapter: companies.erpAdapter,
        erpFeatureSetId: companies.erpFeatureSetId,
        logisticsAdapter: companies.logisticsAdapter,
        logisticsFeatureSetId: companies.logisticsFeatureSetId,
        everyMinutes: companies.erpSyncEveryMinutes,
        lastSyncAt: companies.erpLastSyncAt,
        lastAttemptAt,
        hasOpenSync,
      })
      .from(companies)
      .where(
        and(
          sql`${companies.erpSyncEveryMinutes} > 0`,
          eq(companies.isDeleted, false),
          ofTenant(companies.tenantId, tenantId),
        ),
      )
      .limit(SweepLimit),
  );
  let scheduled = 0;
  for (const company of candidates) {
    const offered = companyUpdateJobsOf({
      ErpAdapter: company.erpAdapter as ErpAdapter,
      ErpFeatureSetId: company.erpFeatureSetId,
      LogisticsAdapter: company.logisticsAdapter as LogisticsAdapter,
      LogisticsFeatureSetId: company.logisticsFeatureSetId,
    });
    const lastAttempt = company.lastAttemptAt ? new Date(company.lastAttemptAt).toISOString() : null;
    if (company.hasOpenSync || !offered.includes('UpdateAll')) continue;
    if (
      !isSyncDue(
        { everyMinutes: company.everyMinutes, lastSyncAt: company.lastSyncAt, lastAttemptAt: lastAttempt },
        now,
      )
    )
      continue;
    const actionId = await deps.database.withTenant(company.tenantId, (tx) =>
      createErpAction(tx, { tenantId: company.tenantId, companyId: company.id, action: 'UpdateAll' }),
    );
    await sendErpAction(deps.jobs, company.tenantId, actionId);
    scheduled++;
    // With the synchronisation, the payment states of what the ERP booked (handlers/readPaymentStates.ts).
    await queuePaymentStateReading(deps, company);
  }
  return scheduled;
}

/**
 * The ERP sweep (every minute, `sweep-erp`): sends again the Queued actions that are due and whose job is gone,
 * restarts the Running ones a dead worker left (failing, as the runner does, those without attempts left) and
 * queues the scheduled synchronisations that are due.
 */
export async function sweepErpActions(
  deps: ErpSweepDeps,
  options: ErpSweepOptions = {},
): Promise<ErpSweepResult> {
  const now = options.now ?? new Date();
  // Queued ones first: a restarted action is sent by its restart, not twice.
  const resent = await resendQueued(deps, now, options.tenantId);
  const { restarted, interrupted } = await restartStuck(deps, now, options.tenantId);
  const scheduled = await scheduleSyncs(deps, now, options.tenantId);
  return { resent, restarted, interrupted, scheduled };
}
