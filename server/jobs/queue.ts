import { fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { Database } from '../db/client';
import { ErpActionExpirySeconds } from '../services/erp/actions/sweep';
import type { JobHandlers, JobName, JobQueue } from './jobs';

/** Retries and time limits per job; rendering is idempotent, so a retry after a crash is safe. */
const QueueOptions: Record<JobName, Omit<Queue, 'name'>> = {
  'render-pages': { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 1800 },
  'sweep-blobs': { retryLimit: 1, expireInSeconds: 1800 },
  // A digest scan that fails is simply followed by the next one.
  'send-digests': { retryLimit: 0, expireInSeconds: 1800 },
  // A refused mail is retried; the recipient's notification record keeps a retry from sending twice.
  'notify-direct': { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  // Reading a mail and processing a source are idempotent steps: a retry after a crash picks up where it stopped.
  'process-mail': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  'process-source': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 1800 },
  // Recognition counts its own attempts and marks a document Failed after five; OCR of a long scan takes a while.
  'recognize-document': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 1800 },
  // Learning is a bonus: retried a little, never blocking anything.
  'learn-from-verify': { retryLimit: 2, retryDelay: 30, expireInSeconds: 900 },
  // An ERP action counts its own attempts and back-off on its row (erp_actions); the queue only carries it, and
  // retries a job whose worker died.
  'erp-action': {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: ErpActionExpirySeconds,
  },
  // The next sweep follows a minute later.
  'sweep-erp': { retryLimit: 0, expireInSeconds: 600 },
  // A delivery counts its own attempts and back-off on its row (webhook_deliveries); the sweep sends what is due.
  'deliver-webhook': { retryLimit: 1, retryDelay: 60, expireInSeconds: 600 },
};

/**
 * Jobs fetched at a time, for the queues that see bursts (200 mails at once): with one job per fetch a
 * worker waits the polling interval between jobs, about one job a second.
 */
const BatchSizes: Partial<Record<JobName, number>> = {
  'render-pages': 4,
  'process-mail': 4,
  'process-source': 4,
  'recognize-document': 4,
};

/**
 * Runs a batch's jobs one after another. One failing job does not stop the others; the batch then fails
 * as a whole and pg-boss retries it, which is safe because every job is idempotent (a finished one
 * finds nothing left to do).
 */
async function runBatch(jobs: Array<{ data: unknown }>, handle: (data: unknown) => Promise<void>) {
  let failure: unknown = null;
  for (const job of jobs)
    await handle(job.data).catch((error: unknown) => {
      failure ??= error;
    });
  if (failure) throw failure;
}

// Hourly, off the full hour.
const SweepSchedule = '23 * * * *';
// Every five minutes: digests go out shortly after 07:00 server time, or soon after a restart.
const DigestSchedule = '*/5 * * * *';
// Every minute: ERP actions whose back-off has passed, lost or stuck ones, and scheduled synchronisations.
const ErpSweepSchedule = '* * * * *';

/** Options of the durable queue: the database schema it keeps its tables in (default `pgboss`). */
export type JobQueueOptions = { schema?: string; pollingIntervalSeconds?: number };

function bossFor(database: Database, options: JobQueueOptions): PgBoss {
  const schema = options.schema ?? 'pgboss';
  // The embedded database has one connection: pg-boss shares it through its PGlite adapter.
  if ('pglite' in database.connection)
    return new PgBoss({ db: fromPglite(database.connection.pglite), backend: 'pglite', schema });
  return new PgBoss({ connectionString: database.connection.url, max: 2, schema });
}

/**
 * Starts the durable job queue (pg-boss) in the application's own database, registers a worker per
 * job and schedules the hourly blob sweep and the digest scan. Jobs survive a crash: unfinished ones
 * run again.
 */
export async function startJobQueue(
  database: Database,
  handlers: JobHandlers,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = bossFor(database, options);
  boss.on('error', (error) => process.stderr.write(`job queue: ${error.message}\n`));
  await boss.start();
  for (const name of Object.keys(QueueOptions) as JobName[]) {
    await boss.createQueue(name, QueueOptions[name]);
    const batchSize = BatchSizes[name] ?? 1;
    await boss.work(
      name,
      {
        batchSize,
        // A full batch means a backlog: fetch the next one at once instead of after the polling interval.
        burstWhenBatchFull: batchSize > 1,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      },
      (jobs) => runBatch(jobs, (data) => handlers[name](data as never)),
    );
  }
  await boss.schedule('sweep-blobs', SweepSchedule, {});
  await boss.schedule('send-digests', DigestSchedule, {});
  await boss.schedule('sweep-erp', ErpSweepSchedule, {});
  // Every minute: webhook deliveries whose back-off has passed and those written by the workflow.
  await boss.schedule('deliver-webhook', '* * * * *', {});
  return {
    async send(name, data, options) {
      await boss.send(name, data, options?.startAfter ? { startAfter: options.startAfter } : {});
    },
    stop: () => boss.stop({ graceful: true, timeout: 20000 }),
  };
}
