import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiScope } from '../../../domain/api/scopes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { type ApiCaller, authenticateApiKey, RateLimited } from '../../services/api/authenticate';
import { v1CompanyRoutes } from './companies';
import { v1DocumentRoutes } from './documents';
import { v1MasterDataRoutes } from './masterData';
import { v1WebhookRoutes } from './webhooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public API route (/api/v1): the API key must carry one of these scopes. */
    apiScope?: readonly ApiScope[];
  }
  interface FastifyRequest {
    /** The API key of a public API request. */
    apiCaller: ApiCaller;
    /** The body as sent, before its schema filled in defaults: which fields an item carries. */
    sentBody: unknown;
  }
}

/** What every public API route declares: no session (the API key guards it instead) and the scopes it takes. */
export const apiRoute = (...scopes: ApiScope[]) => ({ public: true, apiScope: scopes });

/** The OpenAPI description every public API route shares. */
export const apiSchema = <T extends Record<string, unknown>>(summary: string, extra: T) => ({
  tags: ['Public API v1'],
  summary,
  security: [{ apiKey: [] }],
  ...extra,
});

async function authenticate(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const scopes = request.routeOptions.config.apiScope;
  if (!scopes?.length)
    throw new Error(`Route ${request.routeOptions.url} of the public API declares no scope`);
  try {
    request.apiCaller = await authenticateApiKey(deps.database, request.headers.authorization);
  } catch (error) {
    if (error instanceof RateLimited) reply.header('Retry-After', String(error.retryAfter));
    throw error;
  }
  if (!scopes.some((scope) => request.apiCaller.scopes.has(scope)))
    throw new AppError(403, 'Api_Scope_Missing', [scopes.join(', ')]);
}

/**
 * Ledgerline's public API, version 1 (issue 14 §4): a customer's own connector pushes master data, pulls what is
 * ready to post, confirms bookings and payments, and manages its webhooks — with an API key
 * (`Authorization: Bearer ll_…`) instead of a session. The session guard sees these routes as public; the API
 * key check here guards each one and scopes it to the key's customer. Answers are plain JSON; their schemas are
 * in the OpenAPI document only.
 */
export async function publicApiRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (v1) => {
    v1.decorateRequest('apiCaller', null as unknown as ApiCaller);
    v1.decorateRequest('sentBody', null);
    v1.setSerializerCompiler(() => (data) => JSON.stringify(data));
    v1.addHook('onRequest', (request, reply) => authenticate(deps, request, reply));
    v1.addHook('preValidation', async (request) => {
      request.sentBody = request.body;
    });
    await v1CompanyRoutes(v1, deps);
    await v1MasterDataRoutes(v1, deps);
    await v1DocumentRoutes(v1, deps);
    await v1WebhookRoutes(v1, deps);
  });
}
