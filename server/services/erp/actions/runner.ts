import { and, eq, sql } from 'drizzle-orm';
import {
  type ErpActionKind,
  erpActionMessageKey,
  erpRetryDelayMs,
  isErpActionKind,
} from '../../../../domain/erp/actions';
import { companies, erpActions } from '../../../db/schema/index';
import { type ErpClient, ErpError } from '../../../integrations/erp/types';
import { failErpAction } from './failErpAction';
import { erpActionHandlers } from './handlers/index';
import { announceErpAction } from './queueErpAction';
import type { CompanyRow, ErpActionDeps, ErpActionJob, ErpActionRow } from './types';

/** What one run of an action came to; Skipped when it was not (or no longer) Queued and due. */
export type ErpActionOutcome = 'Skipped' | 'Succeeded' | 'Queued' | 'Failed';

// A job held back until the action's next attempt may be fetched a moment early by a clock that runs ahead.
const EarlyToleranceMs = 5_000;
// A message longer than this is cut: an ERP may answer a whole HTML page.
const MaxMessageLength = 2_000;

/** A login check answers the person waiting for it: an unreachable ERP is the answer, not a reason to wait. */
const retriesWhenUnavailable = (action: string) => action !== 'CheckLogin';

/** The message of a failure for the action's row and the screen: never a stack, never a NUL. */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replaceAll('\u0000', '').slice(0, MaxMessageLength) || 'Erp_Action_Failed';
}

/**
 * Takes a Queued action whose time has come: Running, one attempt more. Only one worker can: the update is
 * conditional, so a job sent twice (by the back-off and by the sweep) runs the action once.
 */
async function claim(deps: ErpActionDeps, job: ErpActionJob) {
  return deps.database.withTenant(job.tenantId, async (tx) => {
    const now = new Date();
    const dueBy = new Date(now.getTime() + EarlyToleranceMs).toISOString();
    const [action] = await tx
      .update(erpActions)
      .set({
        state: 'Running',
        attempts: sql`${erpActions.attempts} + 1`,
        startedAt: now.toISOString(),
        nextAttemptAt: null,
        finishedAt: null,
        updatedAt: now.toISOString(),
      })
      .where(
        and(
          eq(erpActions.id, job.actionId),
          eq(erpActions.state, 'Queued'),
          sql`(${erpActions.nextAttemptAt} is null or ${erpActions.nextAttemptAt} <= ${dueBy})`,
        ),
      )
      .returning();
    if (!action) return null;
    await announceErpAction(tx, action);
    const [company] = await tx.select().from(companies).where(eq(companies.id, action.companyId));
    return { action, company: (company ?? null) as CompanyRow | null };
  });
}

async function succeed(deps: ErpActionDeps, action: ErpActionRow, result: Record<string, unknown>) {
  const now = new Date().toISOString();
  await deps.database.withTenant(action.tenantId, async (tx) => {
    await tx
      .update(erpActions)
      .set({
        state: 'Succeeded',
        result,
        error: '',
        messageKey: erpActionMessageKey(action.action as ErpActionKind, 'Succeeded'),
        finishedAt: now,
        updatedAt: now,
      })
      .where(eq(erpActions.id, action.id));
    await announceErpAction(tx, action);
  });
}

/**
 * An unreachable ERP with attempts left: Queued again after the back-off, its job sent to start then (a send
 * that is lost is made good by the sweep). Anything else fails the action with its message, and the work it
 * stood for learns so (a failed login check leaves the company LoginFailed, as does a refused login anywhere).
 */
async function fail(deps: ErpActionDeps, action: ErpActionRow, error: unknown): Promise<ErpActionOutcome> {
  const message = failureMessage(error);
  const now = new Date();
  const retry =
    error instanceof ErpError &&
    error.retryable &&
    action.attempts < action.maxAttempts &&
    retriesWhenUnavailable(action.action);
  if (retry) {
    const nextAttemptAt = new Date(now.getTime() + erpRetryDelayMs(action.attempts));
    await deps.database.withTenant(action.tenantId, async (tx) => {
      await tx
        .update(erpActions)
        .set({
          state: 'Queued',
          error: message,
          messageKey: erpActionMessageKey(action.action as ErpActionKind, 'Queued'),
          nextAttemptAt: nextAttemptAt.toISOString(),
          updatedAt: now.toISOString(),
        })
        .where(eq(erpActions.id, action.id));
      await announceErpAction(tx, action);
    });
    await deps.jobs
      .send('erp-action', { tenantId: action.tenantId, actionId: action.id }, { startAfter: nextAttemptAt })
      .catch(() => undefined);
    return 'Queued';
  }
  const loginRefused = error instanceof ErpError && error.kind === 'Login';
  await deps.database.withTenant(action.tenantId, (tx) =>
    failErpAction(tx, action, message, { now, loginRefused }),
  );
  return 'Failed';
}

/**
 * Runs one ERP action (the `erp-action` job): claims it, connects to the company's ERP through the adapter
 * registry, lets the handler of its kind do the work and records how it went. The client is always closed.
 */
export async function runErpAction(deps: ErpActionDeps, job: ErpActionJob): Promise<ErpActionOutcome> {
  const claimed = await claim(deps, job);
  if (!claimed) return 'Skipped';
  const { action, company } = claimed;
  let client: ErpClient | null = null;
  try {
    if (!company) throw new ErpError('NotFound', 'Company_Not_Found');
    if (!isErpActionKind(action.action))
      throw new ErpError('Rejected', `Erp_Action_Not_Supported%%${action.action}%%${company.erpAdapter}`);
    client = deps.erpClientFor(company);
    const result = await erpActionHandlers[action.action]({ deps, action, company, client });
    await succeed(deps, action, result);
    return 'Succeeded';
  } catch (error) {
    return await fail(deps, action, error);
  } finally {
    await client?.close().catch(() => undefined);
  }
}
