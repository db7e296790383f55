import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessClaims, AccessTokens } from '../auth/accessToken';
import type { ActorCache } from '../auth/actorCache';
import { SessionCheck } from '../auth/sessionCheck';
import type { Database } from '../db/client';
import { AppError, forbidden, unauthorized } from '../errors';
import { type Actor, loadActor } from '../services/users/actor';
import type { RouteRight } from './routeConfig';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every route with what it declared, for the rights tests and the OpenAPI listing. */
    routeCatalogue: Array<{
      method: string;
      url: string;
      public: boolean;
      right?: RouteRight;
      /** Refused to read-only sessions. */
      changes: boolean;
    }>;
  }
}

type Requirement = { view: string } | { action: string };

function holds(actor: Actor, requirement: Requirement): boolean {
  return 'view' in requirement
    ? actor.viewRights.has(requirement.view as never)
    : actor.actionRights.has(requirement.action as never);
}

/** True when the actor meets the route's declared right. */
export function meetsRight(actor: Actor, right: RouteRight): boolean {
  if ('signedIn' in right) return true;
  if ('anyOf' in right) return right.anyOf.some((r) => holds(actor, r));
  if ('allOf' in right) return right.allOf.every((r) => holds(actor, r));
  return holds(actor, right);
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route changes anything: every POST, PUT and DELETE unless it declares `readOnly`. */
const changes = (method: string, readOnly: boolean | undefined) => !readMethods.has(method) && !readOnly;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * Every route declares `public` or a `right`, or the server refuses to start; a declared right is
 * checked on every request, and a read-only session may make every read but no change.
 */
export function registerGuard(
  app: FastifyInstance,
  deps: { database: Database; tokens: AccessTokens; actors: ActorCache },
): void {
  app.decorateRequest('actor', null as unknown as Actor);
  // Checked when the server gets ready, after every plugin's onRoute hooks have had their say.
  const declared: RouteOptions[] = [];
  app.decorate('routeCatalogue', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    declared.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of declared) {
      const config = route.config as { public?: boolean; right?: RouteRight; readOnly?: boolean } | undefined;
      if (!config?.public && !config?.right) {
        throw new Error(`Route ${route.method} ${route.url} declares neither a right nor public`);
      }
      for (const method of [route.method].flat()) {
        app.routeCatalogue.push({
          method,
          url: route.url,
          public: Boolean(config.public),
          right: config.right,
          changes: changes(method, config.readOnly),
        });
      }
    }
  });
  const sessions = new SessionCheck(deps.database);
  const actorOf = async (claims: AccessClaims): Promise<Actor | null> => {
    const cached = deps.actors.get(claims.sessionId);
    if (cached) return cached;
    const loaded = await deps.database.withTenant(claims.tenantId, (tx) => loadActor(tx, claims));
    if (loaded) deps.actors.set(loaded);
    return loaded;
  };
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !config.right) return;
    const token = bearer(request);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    const [active, actor] = await Promise.all([sessions.isActive(claims.sessionId), actorOf(claims)]);
    if (!active || !actor) throw unauthorized('Session_Invalidated_Info');
    if (claims.readOnly && changes(request.method, config.readOnly))
      throw new AppError(403, 'Error_ReadOnly_Account');
    if (!meetsRight(actor, config.right)) throw forbidden();
    request.actor = actor;
  });
}
