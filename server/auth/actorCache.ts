import type { Actor } from '../services/users/actor';

// Rights are read on every request; a short-lived cache keeps that off the database. Changes to users
// and roles clear the tenant's entries here; other instances see them within the time-to-live. Whether
// the session still stands is not cached: the guard asks SessionCheck on every request.
const ttlMs = 10_000;

/** A per-process cache of request actors keyed by session. */
export class ActorCache {
  private readonly entries = new Map<string, { actor: Actor; expires: number }>();

  get(sessionId: string): Actor | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.actor;
  }

  set(actor: Actor): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(actor.sessionId, { actor, expires: Date.now() + ttlMs });
  }

  /** Forgets every cached actor of a tenant (after a change to its users or roles). */
  invalidateTenant(tenantId: string): void {
    for (const [key, entry] of this.entries) if (entry.actor.tenantId === tenantId) this.entries.delete(key);
  }

  /** Forgets one session (logout). */
  invalidateSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }
}
