import { count, desc, eq } from 'drizzle-orm';
import {
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEvent,
  webhookUrlProblem,
} from '../../../domain/api/webhooks';
import type { Tx } from '../../db/client';
import { webhookDeliveries, webhooks } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../errors';
import { isoTimestamp } from '../../presenters/document';
import { newWebhookSecret } from '../api/keyMaterial';
import { audit } from '../audit/audit';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Webhooks per customer: enough for a connector per ERP and a monitor, few enough that one event stays cheap. */
export const MaxWebhooksPerCustomer = 20;
/** Deliveries the log shows at most. */
export const DeliveryLogMaxCount = 200;

/** Who changes webhooks: a user of the API key screen, or a connector's key (no user). */
export type WebhookChanger = { tenantId: string; userId: string | null };

export const presentWebhook = (row: WebhookRow): Webhook => ({
  Id: row.id,
  Url: row.url,
  Events: row.events as WebhookEvent[],
  IsActive: row.isActive,
  Created: isoTimestamp(row.createdAt),
});

const stamp = (value: string | null) => (value ? isoTimestamp(value) : null);

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  Id: row.id,
  Event: row.event as WebhookEvent,
  State: row.state as WebhookDeliveryState,
  Attempts: row.attempts,
  LastStatusCode: row.lastStatusCode,
  LastError: row.lastError,
  NextAttempt: row.state === 'Pending' ? stamp(row.nextAttemptAt) : null,
  Created: isoTimestamp(row.createdAt),
  Delivered: stamp(row.deliveredAt),
});

/** The customer's webhooks, oldest first. */
export async function listWebhooks(tx: Tx): Promise<Webhook[]> {
  const rows = await tx.select().from(webhooks).orderBy(webhooks.createdAt, webhooks.id);
  return rows.map(presentWebhook);
}

async function loadWebhook(tx: Tx, id: string): Promise<WebhookRow> {
  const [row] = await tx.select().from(webhooks).where(eq(webhooks.id, id));
  if (!row) throw notFound('Webhook_Not_Found');
  return row;
}

/**
 * Adds a webhook with a fresh signing secret, answered this once. The address must be HTTPS and outside the
 * server's own networks; `allowLocal` (outside production) also lets plain HTTP to this machine through.
 */
export async function createWebhook(
  tx: Tx,
  who: WebhookChanger,
  input: { Url: string; Events: WebhookEvent[] },
  allowLocal: boolean,
): Promise<CreatedWebhook> {
  const problem = webhookUrlProblem(input.Url, { allowLocal });
  if (problem) throw validationFailed({ Url: problem });
  const [{ total }] = await tx.select({ total: count() }).from(webhooks);
  if (total >= MaxWebhooksPerCustomer)
    throw new AppError(409, 'Webhook_Limit_Reached', [MaxWebhooksPerCustomer]);
  const secret = newWebhookSecret();
  const [row] = await tx
    .insert(webhooks)
    .values({ tenantId: who.tenantId, url: input.Url, secret, events: input.Events })
    .returning();
  await audit(tx, {
    tenantId: who.tenantId,
    userId: who.userId,
    entity: 'Webhook',
    entityId: row.id,
    action: 'create',
    changes: { Url: row.url, Events: row.events },
  });
  return { ...presentWebhook(row), Secret: secret };
}

/** Removes a webhook and its delivery log; deliveries not yet made are not made. */
export async function deleteWebhook(tx: Tx, who: WebhookChanger, id: string): Promise<void> {
  const row = await loadWebhook(tx, id);
  await tx.delete(webhooks).where(eq(webhooks.id, id));
  await audit(tx, {
    tenantId: who.tenantId,
    userId: who.userId,
    entity: 'Webhook',
    entityId: id,
    action: 'delete',
    changes: { Url: row.url },
  });
}

/** The delivery log of a webhook, newest first. */
export async function webhookDeliveryLog(tx: Tx, id: string, take: number): Promise<WebhookDelivery[]> {
  await loadWebhook(tx, id);
  const rows = await tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(Math.min(take, DeliveryLogMaxCount));
  return rows.map(presentDelivery);
}

/**
 * Tries a Failed delivery once more, now (after the receiver was fixed): it is Pending again and due at once.
 * A delivery that is Pending or Delivered stays as it is. Answers the delivery.
 */
export async function retryDelivery(tx: Tx, id: string): Promise<WebhookDelivery> {
  const [row] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound('Webhook_Delivery_Not_Found');
  if (row.state !== 'Failed') return presentDelivery(row);
  const [updated] = await tx
    .update(webhookDeliveries)
    .set({ state: 'Pending', nextAttemptAt: new Date().toISOString(), lastError: row.lastError })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return presentDelivery(updated);
}
