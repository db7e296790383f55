import type { BlobStore } from '../blobs/blobStore';
import type { PageEngine } from '../capture/pages/pageEngine';
import type { Database } from '../db/client';
import { erpClientFor } from '../integrations/erp/registry';
import type { MailSender } from '../integrations/mail/mailSender';
import { SweepGraceMs, sweepOrphanedBlobs } from '../services/blobs/sweepOrphans';
import { runErpAction } from '../services/erp/actions/runner';
import { sweepErpActions } from '../services/erp/actions/sweep';
import type { ErpActionDeps } from '../services/erp/actions/types';
import { renderPages, unrenderedSourceDocuments } from '../services/import/renderPages';
import { processSource, requeueUnprocessedSources } from '../services/intake/processSource';
import { processMail } from '../services/mail/processMail';
import type { NotificationDeps } from '../services/notifications/deps';
import { notifyDirect } from '../services/notifications/notifyDirect';
import { sendDueDigests } from '../services/notifications/sendDueDigests';
import { learnFromVerify } from '../services/recognition/learnFromVerify';
import {
  pendingRecognitions,
  type RecognitionDeps,
  recognizeDocument,
} from '../services/recognition/recognizeDocument';
import { runWebhookJob } from '../services/webhooks/deliver';
import type { JobHandlers, JobQueue } from './jobs';

/** What the workers need; without `notifications` (a queue started only to render) no mail is sent. */
export type WorkerDeps = {
  database: Database;
  /** Webhooks may be delivered to this machine (outside production). */
  allowLocalWebhooks?: boolean;
  blobs: BlobStore;
  uploadsDir: string;
  notifications?: Omit<NotificationDeps, 'database'>;
  /** Replies to senders of mail (always on: to SMTP_URL or the outbox) and the mailbox domain. */
  replies?: {
    mail: MailSender;
    mailDomain: string;
    /** Replies are written to the outbox (no SMTP_URL). */
    toOutbox?: boolean;
  };
  /** What draws pages for intake and rendering: the server's page thread (main.ts); this thread by default. */
  pages?: PageEngine;
  /** The recognition engine (tests replace it to simulate a crash); the real one by default. */
  recognize?: RecognitionDeps['recognize'];
  /** The ERP adapter registry (server/integrations/erp/registry.ts) by default. */
  erpClientFor?: ErpActionDeps['erpClientFor'];
};

/** Queues rendering for every source document still missing pages that was created before `before`. */
export async function requeueUnrendered(deps: WorkerDeps, queue: JobQueue, before: Date): Promise<number> {
  const jobs = await unrenderedSourceDocuments(deps.database, before);
  for (const job of jobs) await queue.send('render-pages', job);
  return jobs.length;
}

/** Queues recognition again for every document still waiting to be read whose row was last touched before `before`. */
export async function requeueUnrecognized(deps: WorkerDeps, queue: JobQueue, before: Date): Promise<number> {
  const jobs = await pendingRecognitions(deps.database, before);
  for (const job of jobs) await queue.send('recognize-document', job);
  return jobs.length;
}

/**
 * The worker of each job. The sweep also queues rendering again for documents that have waited past
 * the grace period (a send lost between commit and crash, a job that gave up).
 */
export function jobHandlers(deps: WorkerDeps, queue: () => JobQueue): JobHandlers {
  return {
    'render-pages': (job) => renderPages(deps, job),
    'sweep-blobs': async () => {
      await sweepOrphanedBlobs(deps);
      await requeueUnrendered(deps, queue(), new Date(Date.now() - SweepGraceMs));
      await requeueUnprocessedSources(deps, queue(), new Date(Date.now() - SweepGraceMs));
      await requeueUnrecognized(deps, queue(), new Date(Date.now() - SweepGraceMs));
    },
    'send-digests': async () => {
      if (deps.notifications)
        await sendDueDigests({ ...deps.notifications, database: deps.database }, { now: new Date() });
    },
    'notify-direct': async (job) => {
      if (deps.notifications) await notifyDirect({ ...deps.notifications, database: deps.database }, job);
    },
    'process-mail': (job) => processMail({ ...deps, jobs: queue() }, job),
    'process-source': (job) => processSource(deps, job),
    'recognize-document': (job) => recognizeDocument(deps, job),
    'learn-from-verify': (job) => learnFromVerify(deps, job),
    'erp-action': async (job) => {
      await runErpAction(
        {
          database: deps.database,
          blobs: deps.blobs,
          jobs: queue(),
          erpClientFor: deps.erpClientFor ?? erpClientFor,
        },
        job,
      );
    },
    'sweep-erp': async () => {
      await sweepErpActions({ database: deps.database, jobs: queue() });
    },
    'deliver-webhook': (job) =>
      runWebhookJob({ database: deps.database, jobs: queue(), allowLocal: deps.allowLocalWebhooks }, job),
  };
}
