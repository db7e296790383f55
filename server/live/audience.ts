import { type LiveEvent, OwnUserEvents } from '../../domain/live/events';
import type { LiveAudience } from './bus';

/** Who is behind one socket, as far as deciding what reaches it. */
export type Listener = {
  tenantId: string;
  userId: string;
  /** The companies the user may see (the API's company scope), or all. */
  companies: 'all' | ReadonlySet<string>;
};

/**
 * Whether an event of `tenantId` for `audience` reaches a listener: never across tenants; an own-user kind
 * only to the user it names; an event about a company only to those who may see that company.
 */
export function reaches(
  listener: Listener,
  tenantId: string,
  event: LiveEvent,
  audience?: LiveAudience,
): boolean {
  if (listener.tenantId !== tenantId) return false;
  const userId = audience?.UserId ?? (OwnUserEvents.includes(event.Event) ? event.UserId : undefined);
  if (OwnUserEvents.includes(event.Event) && !userId) return false;
  if (userId && userId !== listener.userId) return false;
  const companyId = audience?.CompanyId ?? event.CompanyId;
  if (companyId && listener.companies !== 'all' && !listener.companies.has(companyId)) return false;
  return true;
}
