import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../domain/live/events';
import type { Database, Tx } from '../db/client';
import { type BusMessage, LiveAudience, LiveChannel, MaxPayloadBytes, type PresenceNotice } from './bus';

/** The payloads of one event: a long DocumentIds list is split so that each payload stays under the limit. */
export function payloadsOf(tenantId: string, event: LiveEvent, audience?: LiveAudience): string[] {
  const message = (part: LiveEvent): string =>
    JSON.stringify({ TenantId: tenantId, Audience: audience, Event: part } satisfies BusMessage);
  const whole = message(event);
  const ids = event.DocumentIds;
  if (Buffer.byteLength(whole) < MaxPayloadBytes || !ids || ids.length < 2) return [whole];
  const half = Math.ceil(ids.length / 2);
  return [
    ...payloadsOf(tenantId, { ...event, DocumentIds: ids.slice(0, half) }, audience),
    ...payloadsOf(tenantId, { ...event, DocumentIds: ids.slice(half) }, audience),
  ];
}

/**
 * Announces a live event of `tenantId` in the caller's transaction: PostgreSQL delivers a NOTIFY only when
 * its transaction commits (and never when it rolls back), to every instance's hub, which passes it to its
 * sockets of that tenant within `audience` (one user, or those who may see a company; default: the tenant).
 */
export async function publishLiveEvent(
  tx: Tx,
  tenantId: string,
  event: LiveEvent,
  audience?: LiveAudience,
): Promise<void> {
  if (audience) LiveAudience.parse(audience);
  for (const payload of payloadsOf(tenantId, event, audience))
    await tx.execute(sql`select pg_notify(${LiveChannel}, ${payload})`);
}

/** Announces a presence change to every instance at once (it belongs to no transaction). */
export async function publishPresence(
  database: Database,
  tenantId: string,
  notice: PresenceNotice,
): Promise<void> {
  const payload = JSON.stringify({ TenantId: tenantId, Presence: notice } satisfies BusMessage);
  await database.db.execute(sql`select pg_notify(${LiveChannel}, ${payload})`);
}
