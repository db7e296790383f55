import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { WebhookMaxAttempts, WebhookTimeoutMs, webhookRetryDelayMs } from '../../../domain/api/webhooks';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { guardedFetch, type WebhookFetch } from './guardedFetch';
import { webhookSignature } from './sign';

/** One delivery to attempt, or (without ids: the scheduled sweep) every delivery that is due. */
export type WebhookDeliveryJob = { tenantId?: string; deliveryId?: string };

export type WebhookDeps = {
  database: Database;
  jobs: JobQueue;
  /** The clock (tests move it past a back-off). */
  now?: () => Date;
  fetch?: WebhookFetch;
  /** Outside production: deliveries may go to this machine (a receiver in a test or on a developer's desk). */
  allowLocal?: boolean;
};

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How long a claimed delivery is left alone by other workers: the call's time-out and a margin. */
const ClaimMs = WebhookTimeoutMs + 30_000;
const ErrorMaxLength = 500;

const due = (now: Date) =>
  and(
    eq(webhookDeliveries.state, 'Pending'),
    or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now.toISOString())),
  );

/**
 * Takes a due delivery for this worker: its next attempt moves past the call's time-out, so a sweep or a second
 * job that finds it meanwhile leaves it alone. Answers the delivery with its webhook's address and secret.
 */
async function claim(database: Database, job: Required<WebhookDeliveryJob>, now: Date) {
  return database.withTenant(job.tenantId, async (tx) => {
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + ClaimMs).toISOString() })
      .where(and(eq(webhookDeliveries.id, job.deliveryId), due(now)))
      .returning();
    if (!delivery) return null;
    const [hook] = await tx
      .select({ url: webhooks.url, secret: webhooks.secret })
      .from(webhooks)
      .where(eq(webhooks.id, delivery.webhookId));
    return hook ? { delivery, hook } : null;
  });
}

/** Why a call failed, in a line: the receiver's status, a time-out, or the network's own words. */
function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return `Timeout after ${WebhookTimeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, ErrorMaxLength);
}

/**
 * POSTs the payload, signed: `X-Ledgerline-Signature: sha256=<HMAC-SHA256 of "<timestamp>.<body>">`. Redirects are
 * not followed (the address was checked, where it points to was not); any 2xx is a delivery.
 */
async function post(
  deps: WebhookDeps,
  delivery: DeliveryRow,
  hook: { url: string; secret: string },
  now: Date,
) {
  const body = JSON.stringify(delivery.payload);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const response = await (deps.fetch ?? guardedFetch(deps.allowLocal ?? false))(hook.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(WebhookTimeoutMs),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Ledgerline-Webhooks/1',
        'X-Ledgerline-Event': delivery.event,
        'X-Ledgerline-Delivery': delivery.id,
        'X-Ledgerline-Timestamp': timestamp,
        'X-Ledgerline-Signature': webhookSignature(hook.secret, timestamp, body),
      },
      body,
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, error: response.ok ? '' : `HTTP ${response.status}` };
  } catch (error) {
    return { status: null, error: failureOf(error) };
  }
}

/**
 * Attempts one delivery when it is due: Delivered on a 2xx; otherwise it waits its back-off (1, 5, 15 minutes …)
 * and is Failed after WebhookMaxAttempts. Answers the state it is left in, or null when it was not due (already
 * delivered, being delivered by another worker, or waiting).
 */
export async function deliverWebhook(deps: WebhookDeps, job: Required<WebhookDeliveryJob>) {
  const now = deps.now?.() ?? new Date();
  const claimed = await claim(deps.database, job, now);
  if (!claimed) return null;
  const { delivery, hook } = claimed;
  const outcome = await post(deps, delivery, hook, now);
  const attempts = delivery.attempts + 1;
  const finished = deps.now?.() ?? new Date();
  const state = outcome.error === '' ? 'Delivered' : attempts >= WebhookMaxAttempts ? 'Failed' : 'Pending';
  await deps.database.withTenant(job.tenantId, (tx) =>
    tx
      .update(webhookDeliveries)
      .set({
        state,
        attempts,
        lastStatusCode: outcome.status,
        lastError: outcome.error,
        nextAttemptAt:
          state === 'Pending'
            ? new Date(finished.getTime() + webhookRetryDelayMs(attempts)).toISOString()
            : null,
        deliveredAt: state === 'Delivered' ? finished.toISOString() : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id)),
  );
  return state;
}

/** Deliveries due now, oldest first, over every customer (the service role's sweep). */
export function dueWebhookDeliveries(database: Database, now: Date, limit = 500) {
  return database.withService((tx) =>
    tx
      .select({ tenantId: webhookDeliveries.tenantId, deliveryId: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(due(now))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit),
  );
}

/** Queues the deliveries a committed change wrote; a send that fails leaves them to the sweep. */
export async function sendWebhookDeliveries(jobs: JobQueue, tenantId: string, ids: readonly string[]) {
  for (const deliveryId of ids)
    await jobs.send('deliver-webhook', { tenantId, deliveryId }).catch(() => undefined);
}

/** The 'deliver-webhook' job: one delivery, or (the scheduled sweep, every minute) a job for each one due. */
export async function runWebhookJob(deps: WebhookDeps, job: WebhookDeliveryJob): Promise<void> {
  if (job.tenantId && job.deliveryId) {
    await deliverWebhook(deps, { tenantId: job.tenantId, deliveryId: job.deliveryId });
    return;
  }
  const dueNow = await dueWebhookDeliveries(deps.database, deps.now?.() ?? new Date());
  for (const next of dueNow) await deps.jobs.send('deliver-webhook', next);
}
