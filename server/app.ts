import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { AccessTokens } from './auth/accessToken';
import { ActorCache } from './auth/actorCache';
import { loadTokenSecret } from './auth/secret';
import { type BlobStore, fileBlobStore } from './blobs/blobStore';
import { type Config, uploadsDirOf } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { registerErrorHandler } from './http/errorHandler';
import { registerGuard } from './http/guard';
import { registerOpenApi } from './http/openapi';
import { requestIdOf } from './http/requestId';
import { registerResponseHeaders } from './http/responseHeaders';
import { registerTextCheck } from './http/textCheck';
import { zodValidatorCompiler } from './http/validation';
import { mailSenderFor } from './integrations/mail/mailSender';
import { startSmtpReceiver } from './integrations/smtp/smtpReceiver';
import type { JobQueueOptions } from './jobs/queue';
import { startJobs } from './jobs/startJobs';
import type { WorkerDeps } from './jobs/workers';
import { registerLiveHub } from './live/routes';
import { registerRoutes } from './routes/index';
import { startScanFolders } from './services/intake/scanFolder';
import { bootScript, registerStatic } from './static';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Request logs; errors (every 5xx with its request id) are written either way. */
  logger?: boolean;
  /** Where logs go (standard output when unset). */
  logStream?: { write(line: string): void };
  blobs?: BlobStore;
  /** The durable job queue (main.ts); without it jobs run when they are sent (tests, benchmarks). */
  jobQueue?: JobQueueOptions;
  /** Whether the jobs send e-mail notifications (default on); tests on a shared database keep it off. */
  notifications?: boolean;
  /** Watches IMPORT_DIR for scanned files (main.ts); off in tests and benchmarks. */
  scanFolders?: boolean;
  /** Starts the SMTP receiver of the mailboxes on this port (0 picks a free one). */
  smtp?: { port: number; host?: string };
  /**
   * How documents are read: main.ts reads them on the recognition thread (serverRecognition); without it they are
   * read in this thread (tests and benchmarks, which start and close many embedded databases in one process).
   */
  recognize?: WorkerDeps['recognize'];
  /** What draws pages in intake and rendering: main.ts draws them on the page thread (serverPages); as above. */
  pages?: WorkerDeps['pages'];
};

/** Mail intake of a running app: the port the SMTP receiver is bound to, null without one. */
export type IntakeInfo = { smtpPort: number | null };

export type LedgerlineApp = FastifyInstance & { deps: AppDeps; intake: IntakeInfo };

/** Builds the Fastify application: API, authentication and the web app. Used by main.ts and tests. */
export async function buildApp(options: BuildOptions): Promise<LedgerlineApp> {
  const app: FastifyInstance = Fastify({
    logger: {
      level: options.logger ? 'info' : 'error',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: !options.logger }),
    genReqId: requestIdOf,
    bodyLimit: options.config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: options.config.trustProxy,
  });
  const blobs = options.blobs ?? fileBlobStore(path.join(options.config.dataDir, 'blobs'));
  const uploadsDir = uploadsDirOf(options.config);
  const { config } = options;
  const notifications =
    options.notifications === false
      ? undefined
      : { mail: mailSenderFor(config), localesDir: config.localesDir, publicUrl: config.publicUrl };
  const replies = { mail: mailSenderFor(config), mailDomain: config.mailDomain, toOutbox: !config.smtpUrl };
  const jobs = await startJobs(
    {
      database: options.database,
      blobs,
      uploadsDir,
      notifications,
      replies,
      allowLocalWebhooks: !config.production,
      recognize: options.recognize,
      pages: options.pages,
    },
    options.jobQueue,
  );
  const scanFolders =
    options.scanFolders && config.importDir
      ? startScanFolders(
          {
            database: options.database,
            blobs,
            jobs,
            importDir: config.importDir,
            log: (message, error) => app.log.error({ err: error }, message),
          },
          config.importPollSeconds,
        )
      : null;
  // Stopped before the jobs (below): a file being taken finishes first.
  app.addHook('onClose', async () => {
    await scanFolders?.close();
  });
  const smtp = options.smtp
    ? await startSmtpReceiver(
        {
          database: options.database,
          blobs,
          jobs,
          config,
          requeue: Boolean(options.jobQueue),
          log: (message, error) => app.log.error({ err: error }, message),
        },
        options.smtp,
      )
    : null;
  // Mail intake stops first, then the jobs, before the database closes: a job in progress finishes
  // (or is retried after a restart).
  app.addHook('onClose', async () => {
    await smtp?.close();
    await jobs.stop();
  });
  const deps: AppDeps = {
    config: options.config,
    database: options.database,
    tokens: new AccessTokens(await loadTokenSecret(options.database)),
    actors: new ActorCache(),
    blobs,
    jobs,
  };
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandler(app);
  registerResponseHeaders(app, bootScript(options.config));
  registerTextCheck(app);
  registerGuard(app, deps);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerOpenApi(app);
  await registerRoutes(app, deps);
  await registerLiveHub(app, deps);
  await registerStatic(app, options.config);
  return Object.assign(app, { deps, intake: { smtpPort: smtp?.port ?? null } });
}
