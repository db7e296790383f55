import type { AccessTokens } from './auth/accessToken';
import type { ActorCache } from './auth/actorCache';
import type { BlobStore } from './blobs/blobStore';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/jobs';

/** What route modules and services are given: explicit dependencies, no globals. */
export type AppDeps = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  actors: ActorCache;
  blobs: BlobStore;
  jobs: JobQueue;
};
