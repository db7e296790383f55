import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccessTokens } from './auth/accessToken';
import { ActorCache } from './auth/actorCache';
import { loadTokenSecret } from './auth/secret';
import { type BlobStore, fileBlobStore } from './blobs/blobStore';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { registerErrorHandler } from './http/errorHandler';
import { registerGuard } from './http/guard';
import { registerOpenApi } from './http/openapi';
import { zodValidatorCompiler } from './http/validation';
import { registerRoutes } from './routes/index';
import { registerStatic } from './static';

export type BuildOptions = { config: Config; database: Database; logger?: boolean; blobs?: BlobStore };

export type LedgerlineApp = FastifyInstance & { deps: AppDeps };

/** Builds the Fastify application: API, authentication and the web app. Used by main.ts and tests. */
export async function buildApp(options: BuildOptions): Promise<LedgerlineApp> {
  const app: FastifyInstance = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: options.config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: true,
  });
  const deps: AppDeps = {
    config: options.config,
    database: options.database,
    tokens: new AccessTokens(await loadTokenSecret(options.database)),
    actors: new ActorCache(),
    blobs: options.blobs ?? fileBlobStore(path.join(options.config.dataDir, 'blobs')),
  };
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandler(app);
  registerGuard(app, deps);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerOpenApi(app);
  await registerRoutes(app, deps);
  await registerStatic(app, options.config);
  return Object.assign(app, { deps });
}
