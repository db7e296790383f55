import type { ActionRight, ViewRight } from '../../domain/rights/rights';

/** What a route needs: every route declares one, or the server refuses to start. */
export type RouteRight =
  /** Any signed-in user of the customer. */
  | { signedIn: true }
  | { view: ViewRight }
  | { action: ActionRight }
  | { anyOf: Array<{ view: ViewRight } | { action: ActionRight }> }
  | { allOf: Array<{ view: ViewRight } | { action: ActionRight }> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without an access token (login, health, static files, refresh-cookie calls). */
    public?: boolean;
    right?: RouteRight;
    /**
     * Changes nothing although called with POST, PUT or DELETE (its query travels in a body): a
     * read-only session may call it. GET routes only read; every other route counts as a change.
     */
    readOnly?: boolean;
  }
}
